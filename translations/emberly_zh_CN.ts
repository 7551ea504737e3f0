<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>App</name>
        <message>
            <source>Emberly is already running on {folder}; its window was brought to the front.</source>
            <translation>Emberly 已在使用数据文件夹 {folder} 运行，已将它的窗口切换到前台。</translation>
        </message>
    </context>
    <context>
        <name>Attachments</name>
        <message>
            <source>Documents and images (*.txt *.md *.markdown *.rst *.py *.js *.ts *.c *.h *.cpp *.rs *.go *.java *.csv *.json *.html *.htm *.pdf *.docx *.png *.jpg *.jpeg *.webp *.gif);;All files (*)</source>
            <translation>文档和图片 (*.txt *.md *.markdown *.rst *.py *.js *.ts *.c *.h *.cpp *.rs *.go *.java *.csv *.json *.html *.htm *.pdf *.docx *.png *.jpg *.jpeg *.webp *.gif);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Show the text the model reads</source>
            <translation>显示模型读取的文字</translation>
        </message>
        <message>
            <source>Reading {name}…</source>
            <translation>正在读取 {name}…</translation>
        </message>
        <message>
            <source>Stop reading {name}</source>
            <translation>停止读取 {name}</translation>
        </message>
        <message>
            <source>Reading {name}… {done}/{total}</source>
            <translation>正在读取 {name}… {done}/{total}</translation>
        </message>
        <message>
            <source>Remove {name}</source>
            <translation>移除 {name}</translation>
        </message>
        <message>
            <source>{document} — the text the model reads</source>
            <translation>{document} — 模型读取的文字</translation>
        </message>
        <message>
            <source>Text of {name}</source>
            <translation>{name} 的文字</translation>
        </message>
        <message>
            <source>a picture may have</source>
            <translation>图片文件</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}.</source>
            <translation>无法读取 {name}：{reason}。</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}</source>
            <translation>{name} 读取失败：{reason}</translation>
        </message>
        <message>
            <source>{sha} is not an attachment's sha256</source>
            <translation>{sha} 不是附件的 sha256</translation>
        </message>
        <message>
            <source>A document of {chars} characters is more than Emberly keeps ({limit})</source>
            <translation>文档有 {chars} 个字符，超出了 Emberly 能保存的上限（{limit}）</translation>
        </message>
        <message>
            <source>The document's text is not valid Unicode</source>
            <translation>文档的文字不是有效的 Unicode</translation>
        </message>
        <message>
            <source>The attached document could not be saved: {error}</source>
            <translation>无法保存附加的文档：{error}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” is missing from {folder}</source>
            <translation>{folder} 中缺少附加文件“{name}”的文字</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” cannot be read: {error}</source>
            <translation>无法读取附加文件“{name}”的文字：{error}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” was altered or damaged ({file} no longer matches its hash)</source>
            <translation>附加文件“{name}”的文字已被修改或损坏（{file} 与其哈希值不再匹配）</translation>
        </message>
        <message>
            <source>{sha} is not an image's sha256</source>
            <translation>{sha} 不是图片的 sha256</translation>
        </message>
        <message>
            <source>The image could not be saved: {error}</source>
            <translation>无法保存图片：{error}</translation>
        </message>
        <message>
            <source>The attached image “{name}” is missing from {folder}</source>
            <translation>{folder} 中缺少附加的图片“{name}”</translation>
        </message>
        <message>
            <source>The attached image “{name}” cannot be read: {error}</source>
            <translation>无法读取附加的图片“{name}”：{error}</translation>
        </message>
        <message>
            <source>The attached image “{name}” was altered or replaced (its file no longer matches its hash)</source>
            <translation>附加的图片“{name}”已被修改或替换（其文件与哈希值不再匹配）</translation>
        </message>
        <message>
            <source>its images are not an object of PNGs</source>
            <translation>其中的图片不是由 PNG 组成的对象</translation>
        </message>
        <message>
            <source>an image</source>
            <translation>图片</translation>
        </message>
        <message>
            <source>image {sha}… is not an image: {error}</source>
            <translation>图片 {sha}… 不是图片：{error}</translation>
        </message>
        <message>
            <source>image {sha}… is not the image it names</source>
            <translation>图片 {sha}… 与其标明的图片不符</translation>
        </message>
        <message>
            <source>image {sha}… is not base64 text</source>
            <translation>图片 {sha}… 不是 base64 文本</translation>
        </message>
        <message>
            <source>This chat has images, and the model reads no images (no projector, mmproj, loaded with it): it reads the text only.</source>
            <translation>此对话包含图片，但该模型无法读取图片（没有随它加载投影器 mmproj）：它只会读取文字。</translation>
        </message>
        <message>
            <source>{error}. The model is told the image is no longer available.</source>
            <translation>{error}。已告知模型该图片不再可用。</translation>
        </message>
    </context>
    <context>
        <name>Chat</name>
        <message>
            <source>Thinking…</source>
            <translation>思考中…</translation>
        </message>
        <message>
            <source>Thoughts</source>
            <translation>思考过程</translation>
        </message>
        <message>
            <source>Thought for {n} s</source>
            <translation>思考了 {n} 秒</translation>
        </message>
        <message>
            <source>Thought for {n} min</source>
            <translation>思考了 {n} 分钟</translation>
        </message>
        <message>
            <source>Arguments</source>
            <translation>参数</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>（空）</translation>
        </message>
        <message>
            <source>Tool call: {summary}</source>
            <translation>工具调用：{summary}</translation>
        </message>
        <message>
            <source>… {n} more characters</source>
            <translation>… 还有 {n} 个字符</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Edit and resend</source>
            <translation>编辑并重新发送</translation>
        </message>
        <message>
            <source>Regenerate (Ctrl+R)</source>
            <translation>重新生成 (Ctrl+R)</translation>
        </message>
        <message>
            <source>Fork into a new chat</source>
            <translation>分支为新对话</translation>
        </message>
        <message>
            <source>ran</source>
            <translation>已运行</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>declined</source>
            <translation>已拒绝</translation>
        </message>
        <message>
            <source>waiting</source>
            <translation>等待中</translation>
        </message>
        <message numerus="yes">
            <source>%n messages · exported from Emberly on {date}</source>
            <translation>
                <numerusform>%n 条消息 · {date} 从 Emberly 导出</numerusform>
            </translation>
        </message>
        <message>
            <source>System prompt: {prompt}</source>
            <translation>系统提示词：{prompt}</translation>
        </message>
        <message>
            <source>Another version of this message ({k} of {n})</source>
            <translation>此消息的另一个版本（{k}/{n}）</translation>
        </message>
        <message>
            <source>{who} · {when} · stopped</source>
            <translation>{who} · {when} · 已停止</translation>
        </message>
        <message>
            <source>{who} · {when}</source>
            <translation>{who} · {when}</translation>
        </message>
        <message>
            <source>[image: {name}]</source>
            <translation>[图片：{name}]</translation>
        </message>
        <message>
            <source>Attached: {name}</source>
            <translation>附件：{name}</translation>
        </message>
        <message>
            <source>Tool call: {name} · {status}</source>
            <translation>工具调用：{name} · {status}</translation>
        </message>
        <message>
            <source>the PDF could not be written to {folder}</source>
            <translation>无法将 PDF 写入 {folder}</translation>
        </message>
        <message>
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>助手</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} 秒</translation>
        </message>
        <message>
            <source>failed · {seconds} s</source>
            <translation>失败 · {seconds} 秒</translation>
        </message>
        <message>
            <source>waiting…</source>
            <translation>等待中…</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent}%</translation>
        </message>
        <message>
            <source>{done} of {total} ({share})</source>
            <translation>{done} / {total}（{share}）</translation>
        </message>
        <message>
            <source>{done} so far</source>
            <translation>已完成 {done}</translation>
        </message>
        <message>
            <source>{progress} — {message}</source>
            <translation>{progress} — {message}</translation>
        </message>
        <message>
            <source>{tokens} tokens · {rate} tok/s</source>
            <translation>{tokens} 个 token · {rate} tok/s</translation>
        </message>
        <message>
            <source>drafted {drafted} · accepted {accepted} ({percent}%)</source>
            <translation>草拟 {drafted} · 采纳 {accepted}（{percent}%）</translation>
        </message>
        <message>
            <source>read {read} · reused {reused}</source>
            <translation>读取 {read} · 复用 {reused}</translation>
        </message>
        <message numerus="yes">
            <source>%n old messages left out (context full)</source>
            <translation>
                <numerusform>省略了 %n 条较早的消息（上下文已满）</numerusform>
            </translation>
        </message>
        <message>
            <source>document</source>
            <translation>文档</translation>
        </message>
        <message>
            <source>[{n}] page {page}</source>
            <translation>[{n}] 第 {page} 页</translation>
        </message>
        <message numerus="yes">
            <source>%n page</source>
            <translation>
                <numerusform>%n 页</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pages</source>
            <translation>
                <numerusform>%n 页</numerusform>
            </translation>
        </message>
        <message>
            <source>≈{tokens} tokens</source>
            <translation>≈{tokens} 个 token</translation>
        </message>
        <message>
            <source>documents read once, restored in {ms} ms ({tokens} tokens)</source>
            <translation>文档只读取一次，{ms} 毫秒内恢复（{tokens} 个 token）</translation>
        </message>
        <message>
            <source>documents read: {tokens} tokens in {seconds} s, kept for new chats</source>
            <translation>已读取文档：{seconds} 秒内读取 {tokens} 个 token，保留供新对话使用</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>已停止</translation>
        </message>
        <message>
            <source>interrupted</source>
            <translation>已中断</translation>
        </message>
        <message>
            <source>cut off at the length limit</source>
            <translation>达到长度上限，已截断</translation>
        </message>
        <message>
            <source>stopped: too many tool calls in one reply</source>
            <translation>已停止：一次回复中的工具调用过多</translation>
        </message>
        <message>
            <source>code</source>
            <comment>a code block of no named language</comment>
            <translation>代码</translation>
        </message>
        <message>
            <source>Sources (found by keywords)</source>
            <translation>来源（按关键词查找）</translation>
        </message>
        <message>
            <source>Sources (found by meaning and keywords)</source>
            <translation>来源（按语义和关键词查找）</translation>
        </message>
        <message>
            <source>Show more · {shown} of {total} characters shown</source>
            <translation>显示更多 · 已显示 {shown} / {total} 个字符</translation>
        </message>
        <message>
            <source>Sources (found by {how})</source>
            <translation>来源（查找方式：{how}）</translation>
        </message>
        <message>
            <source>{who}: {text}</source>
            <translation>{who}：{text}</translation>
        </message>
        <message>
            <source>Conversation</source>
            <translation>对话</translation>
        </message>
        <message>
            <source>Scroll to the newest message</source>
            <translation>滚动到最新消息</translation>
        </message>
        <message>
            <source>Scroll to the newest message (Ctrl+End)</source>
            <translation>滚动到最新消息 (Ctrl+End)</translation>
        </message>
        <message>
            <source>New</source>
            <comment>more of the reply came below</comment>
            <translation>新内容</translation>
        </message>
    </context>
    <context>
        <name>ChatExport</name>
        <message>
            <source>{name} is not an Emberly chat export: {why}</source>
            <translation>{name} 不是 Emberly 的对话导出文件：{why}</translation>
        </message>
        <message>
            <source>a chat export can</source>
            <translation>对话导出文件</translation>
        </message>
        <message>
            <source>its attachments are not an object of texts</source>
            <translation>其中的附件不是由文本组成的对象</translation>
        </message>
        <message>
            <source>the text of attachment {sha}… is not the text it names</source>
            <translation>附件 {sha}… 的文字与其标明的文字不符</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>嵌套层级过深</translation>
        </message>
    </context>
    <context>
        <name>ChatImport</name>
        <message>
            <source>it is {what}</source>
            <translation>它是 {what}</translation>
        </message>
        <message>
            <source>{name} is {what}</source>
            <translation>{name} 是 {what}</translation>
        </message>
        <message>
            <source>{name}: its one chat has nothing to import ({why})</source>
            <translation>{name}：其中唯一的对话没有可导入的内容（{why}）</translation>
        </message>
        <message>
            <source>{name}: none of its {count} chats has anything to import (the first: {why})</source>
            <translation>{name}：其中的 {count} 个对话都没有可导入的内容（第一个：{why}）</translation>
        </message>
        <message>
            <source>{name} holds no chats: {what}</source>
            <translation>{name} 中没有对话：{what}</translation>
        </message>
        <message>
            <source>{name} holds no chats of Emberly, ChatGPT, Claude, Open WebUI, LM Studio or Jan</source>
            <translation>{name} 中没有 Emberly、ChatGPT、Claude、Open WebUI、LM Studio 或 Jan 的对话</translation>
        </message>
        <message>
            <source>The chats are imported, but the record of what was imported could not be kept: {error}</source>
            <translation>对话已导入，但无法保存导入记录：{error}</translation>
        </message>
        <message>
            <source>it has no messages</source>
            <translation>它没有消息</translation>
        </message>
        <message>
            <source>it has no message of the user or the assistant</source>
            <translation>它没有用户或助手的消息</translation>
        </message>
        <message>
            <source>its one message has no text in the export</source>
            <translation>其唯一的消息在导出文件中没有文字</translation>
        </message>
        <message>
            <source>its {count} messages have no text in the export</source>
            <translation>其 {count} 条消息在导出文件中都没有文字</translation>
        </message>
        <message>
            <source>a list of {count} ChatGPT chats without their messages (the list its site shows, not an export)</source>
            <translation>不含消息的 {count} 个 ChatGPT 对话列表（这是网站上显示的列表，而不是导出文件）</translation>
        </message>
        <message>
            <source>a Claude chat without its messages (claude.ai's list of chats, not its export: Settings ▸ Privacy ▸ Export data)</source>
            <translation>不含消息的 Claude 对话（这是 claude.ai 的对话列表，而不是其导出文件：Settings ▸ Privacy ▸ Export data）</translation>
        </message>
        <message>
            <source>a list of {count} Claude chats without their messages (claude.ai's list of chats, not its export: Settings ▸ Privacy ▸ Export data)</source>
            <translation>不含消息的 {count} 个 Claude 对话列表（这是 claude.ai 的对话列表，而不是其导出文件：Settings ▸ Privacy ▸ Export data）</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>它不是普通文件</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>嵌套层级过深</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {why}</source>
            <translation>无法导入 {name}：{why}</translation>
        </message>
        <message>
            <source>an export of chats</source>
            <translation>对话导出文件</translation>
        </message>
        <message>
            <source>it has {size} bytes, more than an export of chats ({limit})</source>
            <translation>它有 {size} 字节，超出了对话导出文件的上限（{limit}）</translation>
        </message>
        <message>
            <source>{name} cannot be imported: it has more than {limit} bytes</source>
            <translation>无法导入 {name}：它超过了 {limit} 字节</translation>
        </message>
        <message>
            <source>{name} is not an export Emberly can read: {error}</source>
            <translation>{name} 不是 Emberly 能读取的导出文件：{error}</translation>
        </message>
        <message>
            <source>{name} is not UTF-8 text (near byte {at})</source>
            <translation>{name} 不是 UTF-8 文本（在第 {at} 字节附近）</translation>
        </message>
        <message>
            <source>{name} is not UTF-8 text (it ends inside a character)</source>
            <translation>{name} 不是 UTF-8 文本（它在一个字符的中间结束）</translation>
        </message>
        <message>
            <source>{name} is not JSON Lines: {error}</source>
            <translation>{name} 不是 JSON Lines：{error}</translation>
        </message>
        <message>
            <source>{name} is not JSON: {error}</source>
            <translation>{name} 不是 JSON：{error}</translation>
        </message>
        <message>
            <source>extra data after the list</source>
            <translation>列表之后还有多余的数据</translation>
        </message>
        <message>
            <source>expected ',' or ']' at character {at}</source>
            <translation>第 {at} 个字符处应为 ',' 或 ']'</translation>
        </message>
        <message>
            <source>{name} holds {count} files, more than an export of chats</source>
            <translation>{name} 包含 {count} 个文件，超出了对话导出文件应有的数量</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {member} would unpack to {size} bytes from {packed} (a zip bomb?)</source>
            <translation>无法导入 {name}：{member} 会从 {packed} 字节解压为 {size} 字节（可能是 zip 炸弹？）</translation>
        </message>
        <message>
            <source>{name}: {member} has {size} bytes, more than an export of chats ({limit})</source>
            <translation>{name}：{member} 有 {size} 字节，超出了对话导出文件的上限（{limit}）</translation>
        </message>
        <message>
            <source>{name} holds more than {limit} files: choose the export itself</source>
            <translation>{name} 包含超过 {limit} 个文件：请选择导出文件本身</translation>
        </message>
        <message>
            <source>{count} system message left out</source>
            <translation>已略过 {count} 条系统消息</translation>
        </message>
        <message>
            <source>{count} system messages left out</source>
            <translation>已略过 {count} 条系统消息</translation>
        </message>
        <message>
            <source>{count} image not in the export left out</source>
            <translation>已略过 {count} 张不在导出文件中的图片</translation>
        </message>
        <message>
            <source>{count} images not in the export left out</source>
            <translation>已略过 {count} 张不在导出文件中的图片</translation>
        </message>
        <message>
            <source>{count} image of a reply left out</source>
            <translation>已略过回复中的 {count} 张图片</translation>
        </message>
        <message>
            <source>{count} images of a reply left out</source>
            <translation>已略过回复中的 {count} 张图片</translation>
        </message>
        <message>
            <source>{count} attached document left out</source>
            <translation>已略过 {count} 个附加文档</translation>
        </message>
        <message>
            <source>{count} attached documents left out</source>
            <translation>已略过 {count} 个附加文档</translation>
        </message>
        <message>
            <source>{count} missing or unreadable attached file left out</source>
            <translation>已略过 {count} 个缺失或无法读取的附加文件</translation>
        </message>
        <message>
            <source>{count} missing or unreadable attached files left out</source>
            <translation>已略过 {count} 个缺失或无法读取的附加文件</translation>
        </message>
        <message>
            <source>{count} tool use left out</source>
            <translation>已略过 {count} 次工具使用</translation>
        </message>
        <message>
            <source>{count} tool uses left out</source>
            <translation>已略过 {count} 次工具使用</translation>
        </message>
        <message>
            <source>{count} tool step left out</source>
            <translation>已略过 {count} 个工具步骤</translation>
        </message>
        <message>
            <source>{count} tool steps left out</source>
            <translation>已略过 {count} 个工具步骤</translation>
        </message>
        <message>
            <source>{count} picture named but not in the export</source>
            <translation>有 {count} 张图片被提及，但不在导出文件中</translation>
        </message>
        <message>
            <source>{count} pictures named but not in the export</source>
            <translation>有 {count} 张图片被提及，但不在导出文件中</translation>
        </message>
        <message>
            <source>{count} file named but not in the export</source>
            <translation>有 {count} 个文件被提及，但不在导出文件中</translation>
        </message>
        <message>
            <source>{count} files named but not in the export</source>
            <translation>有 {count} 个文件被提及，但不在导出文件中</translation>
        </message>
        <message>
            <source>{count} {role} message left out</source>
            <translation>已略过 {count} 条 {role} 消息</translation>
        </message>
        <message>
            <source>{count} {role} messages left out</source>
            <translation>已略过 {count} 条 {role} 消息</translation>
        </message>
    </context>
    <context>
        <name>ChatMenus</name>
        <message>
            <source>Markdown (*.md)</source>
            <translation>Markdown (*.md)</translation>
        </message>
        <message>
            <source>Web page (*.html)</source>
            <translation>网页 (*.html)</translation>
        </message>
        <message>
            <source>PDF (*.pdf)</source>
            <translation>PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Emberly chat (*.json)</source>
            <translation>Emberly 对话 (*.json)</translation>
        </message>
        <message>
            <source>Web pages in a zip (*.zip)</source>
            <translation>zip 压缩包中的网页 (*.zip)</translation>
        </message>
        <message>
            <source>Markdown files in a zip (*.zip)</source>
            <translation>zip 压缩包中的 Markdown 文件 (*.zip)</translation>
        </message>
        <message>
            <source>Emberly chats in a zip (*.zip)</source>
            <translation>zip 压缩包中的 Emberly 对话 (*.zip)</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Edit and resend…</source>
            <translation>编辑并重新发送…</translation>
        </message>
        <message>
            <source>Read the web again</source>
            <translation>重新读取网页</translation>
        </message>
        <message>
            <source>Regenerate</source>
            <translation>重新生成</translation>
        </message>
        <message>
            <source>Regenerate ×{n}</source>
            <translation>重新生成 ×{n}</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>继续</translation>
        </message>
        <message>
            <source>Previous version ({k}/{n})</source>
            <translation>上一个版本（{k}/{n}）</translation>
        </message>
        <message>
            <source>Previous version</source>
            <translation>上一个版本</translation>
        </message>
        <message>
            <source>Next version ({k}/{n})</source>
            <translation>下一个版本（{k}/{n}）</translation>
        </message>
        <message>
            <source>Next version</source>
            <translation>下一个版本</translation>
        </message>
        <message>
            <source>Fork into a new chat</source>
            <translation>分支为新对话</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>Open {name}</source>
            <translation>打开 {name}</translation>
        </message>
        <message>
            <source>Source {mark}: {where}</source>
            <translation>来源 {mark}：{where}</translation>
        </message>
        <message>
            <source>Hide the call to {tool}</source>
            <translation>隐藏对 {tool} 的调用</translation>
        </message>
        <message>
            <source>Show the call to {tool}</source>
            <translation>显示对 {tool} 的调用</translation>
        </message>
        <message>
            <source>Hide the thinking</source>
            <translation>隐藏思考过程</translation>
        </message>
        <message>
            <source>Show the thinking</source>
            <translation>显示思考过程</translation>
        </message>
        <message>
            <source>Edit message</source>
            <translation>编辑消息</translation>
        </message>
        <message>
            <source>Edit and resend:</source>
            <translation>编辑并重新发送：</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>重命名…</translation>
        </message>
        <message>
            <source>Unpin</source>
            <translation>取消置顶</translation>
        </message>
        <message>
            <source>Pin (keep its cache)</source>
            <translation>置顶（保留其缓存）</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>创建副本</translation>
        </message>
        <message>
            <source>Export as Markdown…</source>
            <translation>导出为 Markdown…</translation>
        </message>
        <message>
            <source>Export as HTML…</source>
            <translation>导出为 HTML…</translation>
        </message>
        <message>
            <source>Export as PDF…</source>
            <translation>导出为 PDF…</translation>
        </message>
        <message>
            <source>Export as JSON…</source>
            <translation>导出为 JSON…</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>删除…</translation>
        </message>
        <message>
            <source>Rename chat</source>
            <translation>重命名对话</translation>
        </message>
        <message>
            <source>Title:</source>
            <translation>标题：</translation>
        </message>
        <message>
            <source>Delete chat</source>
            <translation>删除对话</translation>
        </message>
        <message>
            <source>Delete “{title}” and its saved cache? This cannot be undone.</source>
            <translation>要删除“{title}”及其保存的缓存吗？此操作无法撤销。</translation>
        </message>
        <message>
            <source>Export chat</source>
            <translation>导出对话</translation>
        </message>
        <message>
            <source>Exporting…</source>
            <translation>正在导出…</translation>
        </message>
        <message>
            <source>Exported to {file}</source>
            <translation>已导出到 {file}</translation>
        </message>
        <message numerus="yes">
            <source>Export the %n chats found</source>
            <translation>
                <numerusform>导出找到的 %n 个对话</numerusform>
            </translation>
        </message>
        <message>
            <source>Export all chats</source>
            <translation>导出所有对话</translation>
        </message>
        <message>
            <source>Exporting every chat…</source>
            <translation>正在导出所有对话…</translation>
        </message>
        <message>
            <source>Import chat</source>
            <translation>导入对话</translation>
        </message>
        <message>
            <source>Importing…</source>
            <translation>正在导入…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln chats exported to {file}</source>
            <translation>
                <numerusform>已将 %Ln 个对话导出到 {file}</numerusform>
            </translation>
        </message>
        <message>
            <source>Export failed: {error}</source>
            <translation>导出失败：{error}</translation>
        </message>
    </context>
    <context>
        <name>ChatSettings</name>
        <message>
            <source>The model decides when to call a tool</source>
            <translation>由模型决定何时调用工具</translation>
        </message>
        <message>
            <source>Every reply begins with a tool call</source>
            <translation>每次回复都以一次工具调用开始</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>工具</translation>
        </message>
        <message>
            <source>Tools of {name}</source>
            <translation>{name} 的工具</translation>
        </message>
        <message>
            <source>No MCP servers yet: add them in File ▸ Tools.</source>
            <translation>还没有 MCP 服务器：请在“文件 ▸ 工具”中添加。</translation>
        </message>
        <message>
            <source>Every reply begins with a call of {name}</source>
            <translation>每次回复都以调用 {name} 开始</translation>
        </message>
        <message>
            <source>Reply as JSON, with this schema:</source>
            <translation>以 JSON 回复，遵循此 schema：</translation>
        </message>
        <message>
            <source>The schema must be a JSON object.</source>
            <translation>schema 必须是一个 JSON 对象。</translation>
        </message>
        <message>
            <source>Precise</source>
            <translation>精确</translation>
        </message>
        <message>
            <source>Balanced</source>
            <translation>均衡</translation>
        </message>
        <message>
            <source>Creative</source>
            <translation>创意</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>自定义</translation>
        </message>
        <message>
            <source>Chat settings — {title}</source>
            <translation>对话设置 — {title}</translation>
        </message>
        <message>
            <source>A system prompt for this chat (optional)</source>
            <translation>此对话的系统提示词（可选）</translation>
        </message>
        <message>
            <source>&amp;Preset</source>
            <translation>预设(&amp;P)</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>系统提示词</translation>
        </message>
        <message>
            <source>Sampling</source>
            <translation>采样</translation>
        </message>
        <message>
            <source>Temperature</source>
            <translation>温度</translation>
        </message>
        <message>
            <source>Top-p</source>
            <translation>Top-p</translation>
        </message>
        <message>
            <source>Top-k</source>
            <translation>Top-k</translation>
        </message>
        <message>
            <source>Repeat penalty</source>
            <translation>重复惩罚</translation>
        </message>
        <message>
            <source>Temperature 0 is greedy: the same reply every time.</source>
            <translation>温度为 0 即贪心采样：每次的回复都相同。</translation>
        </message>
        <message>
            <source>“{name}” has changed since this chat took it: choose it again to take the new version.</source>
            <translation>“{name}”在此对话采用后已有更改：重新选择它即可使用新版本。</translation>
        </message>
    </context>
    <context>
        <name>ChatStore</name>
        <message>
            <source>{id} is not a message id</source>
            <translation>{id} 不是消息 ID</translation>
        </message>
        <message>
            <source>no model is loaded</source>
            <translation>未加载模型</translation>
        </message>
        <message>
            <source>made with {what}</source>
            <translation>生成时使用了{what}</translation>
        </message>
        <message>
            <source>on the server {url}</source>
            <translation>在服务器 {url} 上</translation>
        </message>
        <message>
            <source>a message must be a JSON object</source>
            <translation>消息必须是 JSON 对象</translation>
        </message>
        <message>
            <source>a message has the role {role}, not one of {roles}</source>
            <translation>有一条消息的角色是 {role}，而不是 {roles} 之一</translation>
        </message>
        <message>
            <source>a message's text must be a string</source>
            <translation>消息的文字必须是字符串</translation>
        </message>
        <message>
            <source>the session's id or messages are of the wrong type</source>
            <translation>会话的 ID 或消息的类型不正确</translation>
        </message>
        <message>
            <source>the session's other versions (branches) are of the wrong type</source>
            <translation>会话的其他版本（分支）的类型不正确</translation>
        </message>
        <message>
            <source>the session data has no {key}</source>
            <translation>会话数据中没有 {key}</translation>
        </message>
        <message>
            <source>the session data is malformed ({error})</source>
            <translation>会话数据格式有误（{error}）</translation>
        </message>
        <message>
            <source>a session file must hold a JSON object</source>
            <translation>会话文件必须包含一个 JSON 对象</translation>
        </message>
        <message>
            <source>the session file has no schema version</source>
            <translation>会话文件中没有格式版本</translation>
        </message>
        <message>
            <source>this chat was saved by a newer Emberly (format {version}); update Emberly to open it</source>
            <translation>此对话由更新版本的 Emberly 保存（格式 {version}）；请更新 Emberly 后再打开</translation>
        </message>
        <message>
            <source>no migration from session format {version}</source>
            <translation>无法从会话格式 {version} 迁移</translation>
        </message>
        <message>
            <source>The chat “{title}” could not be saved: {error}.</source>
            <translation>无法保存对话“{title}”：{error}。</translation>
        </message>
        <message>
            <source>{name} could not be saved: {error}</source>
            <translation>无法保存 {name}：{error}</translation>
        </message>
        <message>
            <source>The file of the chat “{title}” was changed outside Emberly while it was open; Emberly saved its own copy and kept that version as {name}.</source>
            <translation>对话“{title}”打开期间，其文件在 Emberly 之外被修改；Emberly 已保存自己的副本，并将那个版本保留为 {name}。</translation>
        </message>
        <message>
            <source>The chats folder {folder} was removed while Emberly ran: it was made again, and the open chat saved into it.</source>
            <translation>Emberly 运行期间，对话文件夹 {folder} 被删除：已重新创建该文件夹，并将当前对话保存到其中。</translation>
        </message>
        <message>
            <source>There is no saved chat {id}.</source>
            <translation>没有已保存的对话 {id}。</translation>
        </message>
        <message>
            <source>The chat file {name} cannot be read: {error}</source>
            <translation>无法读取对话文件 {name}：{error}</translation>
        </message>
        <message>
            <source>{id} is not a session id</source>
            <translation>{id} 不是会话 ID</translation>
        </message>
    </context>
    <context>
        <name>ChatTemplate</name>
        <message>
            <source>The chat template ({name}) failed to render: {error}</source>
            <translation>对话模板（{name}）渲染失败：{error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) was stopped: {error}</source>
            <translation>对话模板（{name}）已被停止：{error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) was refused: {error}</source>
            <translation>对话模板（{name}）被拒绝：{error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) could not be rendered: {error}</source>
            <translation>无法渲染对话模板（{name}）：{error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) is not valid Jinja: {error}</source>
            <translation>对话模板（{name}）不是有效的 Jinja：{error}</translation>
        </message>
        <message>
            <source>the template tried to output {size} characters (over {limit})</source>
            <translation>模板试图输出 {size} 个字符（超过 {limit}）</translation>
        </message>
        <message>
            <source>it needed more than {size} MB of memory</source>
            <translation>它需要超过 {size} MB 的内存</translation>
        </message>
        <message>
            <source>the template tried to build something of size {size} (over {limit} characters or items)</source>
            <translation>模板试图构建大小为 {size} 的内容（超过 {limit} 个字符或项）</translation>
        </message>
        <message>
            <source>the template tried to build a repetition of {size} × {count} (over {limit} characters or items)</source>
            <translation>模板试图构建 {size} × {count} 的重复（超过 {limit} 个字符或项）</translation>
        </message>
        <message>
            <source>the template tried to build a concatenation of {size} (over {limit} characters or items)</source>
            <translation>模板试图构建大小为 {size} 的拼接（超过 {limit} 个字符或项）</translation>
        </message>
        <message>
            <source>the template tried to build a text of {size} characters (over {limit} characters or items)</source>
            <translation>模板试图构建 {size} 个字符的文本（超过 {limit} 个字符或项）</translation>
        </message>
        <message>
            <source>the template tried to compute a {bits}-bit power</source>
            <translation>模板试图计算 {bits} 位的幂</translation>
        </message>
        <message>
            <source>the template tried to build a join of {count} items with a {size}-character separator (over {limit} characters or items)</source>
            <translation>模板试图用 {size} 个字符的分隔符连接 {count} 个项（超过 {limit} 个字符或项）</translation>
        </message>
        <message>
            <source>the template tried to build a replacement of {size} characters (over {limit} characters or items)</source>
            <translation>模板试图构建 {size} 个字符的替换结果（超过 {limit} 个字符或项）</translation>
        </message>
        <message>
            <source>the template passed tojson separators longer than {limit} characters</source>
            <translation>模板向 tojson 传入了超过 {limit} 个字符的分隔符</translation>
        </message>
        <message>
            <source>the template passed strftime_now a format of {size} characters</source>
            <translation>模板向 strftime_now 传入了 {size} 个字符的格式</translation>
        </message>
        <message>
            <source>it is {size} characters long, more than the {limit} a chat template may have</source>
            <translation>它长 {size} 个字符，超过了对话模板允许的 {limit} 个字符</translation>
        </message>
        <message>
            <source>the template helper forgot the template twice</source>
            <translation>模板辅助进程两次丢失了模板</translation>
        </message>
        <message>
            <source>the template helper stopped ({error})</source>
            <translation>模板辅助进程已停止（{error}）</translation>
        </message>
        <message>
            <source>it did not finish within {seconds} s (an endless or huge loop)</source>
            <translation>它未能在 {seconds} 秒内完成（无限循环或超大循环）</translation>
        </message>
        <message>
            <source>the template helper stopped (exit status {code})</source>
            <translation>模板辅助进程已停止（退出状态 {code}）</translation>
        </message>
        <message>
            <source>the template helper could not start ({error})</source>
            <translation>模板辅助进程无法启动（{error}）</translation>
        </message>
        <message>
            <source>the template helper did not start ({error})</source>
            <translation>模板辅助进程未启动（{error}）</translation>
        </message>
        <message>
            <source>it tried to output {size} bytes</source>
            <translation>它试图输出 {size} 字节</translation>
        </message>
    </context>
    <context>
        <name>Compare</name>
        <message>
            <source>Another model file…</source>
            <translation>其他模型文件…</translation>
        </message>
        <message>
            <source>Loaded beside the chat's model</source>
            <translation>与对话的模型一同加载</translation>
        </message>
        <message>
            <source>On a server</source>
            <translation>在服务器上</translation>
        </message>
        <message>
            <source>One at a time with the chat's model</source>
            <translation>与对话的模型轮流运行</translation>
        </message>
        <message>
            <source>Second model's answer</source>
            <translation>第二个模型的回答</translation>
        </message>
        <message>
            <source>Stop this answer</source>
            <translation>停止此回答</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>End the comparison (its answers stay as versions)</source>
            <translation>结束比较（其回答会保留为版本）</translation>
        </message>
        <message>
            <source>Use this answer</source>
            <translation>使用此回答</translation>
        </message>
        <message>
            <source>Make it the chat's reply; the other stays as a version of it</source>
            <translation>将其设为对话的回复；另一个回答保留为它的一个版本</translation>
        </message>
        <message>
            <source>Use the second model's answer</source>
            <translation>使用第二个模型的回答</translation>
        </message>
        <message>
            <source>Waiting for the chat's model to finish…</source>
            <translation>正在等待对话的模型完成…</translation>
        </message>
        <message>
            <source>{mode}: {why}</source>
            <translation>{mode}：{why}</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>正在生成…</translation>
        </message>
        <message>
            <source>No answer to the last message yet</source>
            <translation>最后一条消息还没有回答</translation>
        </message>
        <message>
            <source>In the chat</source>
            <translation>在对话中</translation>
        </message>
        <message>
            <source>Reading the chat…</source>
            <translation>正在读取对话…</translation>
        </message>
        <message>
            <source>A model on {server}…</source>
            <translation>{server} 上的模型…</translation>
        </message>
        <message>
            <source>Compare with another model</source>
            <translation>与其他模型比较</translation>
        </message>
        <message>
            <source>A second model answers each message beside the chat's:</source>
            <translation>第二个模型会在对话的模型旁边回答每条消息：</translation>
        </message>
        <message>
            <source>A model to compare with</source>
            <translation>用于比较的模型</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf)</source>
            <translation>GGUF 模型 (*.gguf)</translation>
        </message>
        <message>
            <source>Compare with a server's model</source>
            <translation>与服务器上的模型比较</translation>
        </message>
        <message>
            <source>The model on {url}:</source>
            <translation>{url} 上的模型：</translation>
        </message>
        <message>
            <source>{tokens} tokens · {rate} tok/s</source>
            <translation>{tokens} 个 token · {rate} tok/s</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>已停止</translation>
        </message>
        <message>
            <source>the chat's reply</source>
            <translation>对话的回复</translation>
        </message>
        <message>
            <source>Open a chat to compare it with another model.</source>
            <translation>请先打开一个对话，再与其他模型比较。</translation>
        </message>
        <message>
            <source>That is the chat's own model: choose another one to compare it with.</source>
            <translation>这就是该对话自己的模型：请选择另一个模型进行比较。</translation>
        </message>
        <message>
            <source>The model to compare with could not be used: {error}</source>
            <translation>无法使用要比较的模型：{error}</translation>
        </message>
        <message>
            <source>{name} could not answer: {error}</source>
            <translation>{name} 无法回答：{error}</translation>
        </message>
        <message>
            <source>The second model could not answer: {error}</source>
            <translation>第二个模型无法回答：{error}</translation>
        </message>
        <message>
            <source>{name} needs about {need} and {free} is free beside the chat's model: the two answer one at a time</source>
            <translation>{name} 需要约 {need}，而在对话的模型之外只剩 {free} 空闲：两个模型将依次回答</translation>
        </message>
        <message>
            <source>The chat's model could not be loaded again: {error}</source>
            <translation>无法重新加载对话的模型：{error}</translation>
        </message>
    </context>
    <context>
        <name>Composer</name>
        <message>
            <source>Attach documents (text, Markdown, code, PDF, DOCX, HTML, CSV, JSON) or images (PNG, JPEG, WebP, GIF: for a vision model)</source>
            <translation>附加文档（文本、Markdown、代码、PDF、DOCX、HTML、CSV、JSON）或图片（PNG、JPEG、WebP、GIF：适用于视觉模型）</translation>
        </message>
        <message>
            <source>Attach documents or images</source>
            <translation>附加文档或图片</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>资料库</translation>
        </message>
        <message>
            <source>Search the web for this message</source>
            <translation>为此消息联网搜索</translation>
        </message>
        <message>
            <source>Web: search the web for the message first and give the model the passages that answer it, with their sources</source>
            <translation>联网搜索：先在网上搜索此消息，再把能回答它的段落连同来源提供给模型</translation>
        </message>
        <message>
            <source>Message — Enter to send, Shift+Enter for a new line</source>
            <translation>消息 — 按 Enter 发送，Shift+Enter 换行</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>消息</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>发送</translation>
        </message>
        <message>
            <source>Stop the reply</source>
            <translation>停止回复</translation>
        </message>
        <message>
            <source>Send the message</source>
            <translation>发送消息</translation>
        </message>
        <message>
            <source>Stop the reply (Esc)</source>
            <translation>停止回复 (Esc)</translation>
        </message>
        <message>
            <source>Send (Enter)</source>
            <translation>发送 (Enter)</translation>
        </message>
    </context>
    <context>
        <name>Crash</name>
        <message>
            <source>Emberly hit a bug</source>
            <translation>Emberly 遇到了错误</translation>
        </message>
        <message>
            <source>Something went wrong inside Emberly. Your chats are saved and the app keeps running.&lt;br&gt;Please copy the report below into a bug report.</source>
            <translation>Emberly 内部出了问题。你的对话都已保存，应用仍在运行。&lt;br&gt;请将下面的报告复制到错误报告中。</translation>
        </message>
        <message>
            <source>It was also written to {file}</source>
            <translation>报告也已写入 {file}</translation>
        </message>
        <message>
            <source>Details of the bug</source>
            <translation>错误详情</translation>
        </message>
        <message>
            <source>Copy report</source>
            <translation>复制报告</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>已复制</translation>
        </message>
    </context>
    <context>
        <name>DataFolder</name>
        <message>
            <source>it is not a folder</source>
            <translation>它不是文件夹</translation>
        </message>
        <message>
            <source>it cannot be made ({reason})</source>
            <translation>无法创建它（{reason}）</translation>
        </message>
        <message>
            <source>a path cannot hold a NUL character</source>
            <translation>路径中不能包含 NUL 字符</translation>
        </message>
        <message>
            <source>no file can be written in it ({reason})</source>
            <translation>无法在其中写入文件（{reason}）</translation>
        </message>
        <message>
            <source>The data folder {folder} cannot be used: {reason}.</source>
            <translation>无法使用数据文件夹 {folder}：{reason}。</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>the file holds no text</source>
            <translation>文件中没有文字</translation>
        </message>
        <message>
            <source>{name} could not be read as HTML ({error})</source>
            <translation>无法将 {name} 作为 HTML 读取（{error}）</translation>
        </message>
        <message>
            <source>{name} is a damaged PDF: its pages cannot be listed ({reason})</source>
            <translation>{name} 是损坏的 PDF：无法列出其页面（{reason}）</translation>
        </message>
        <message>
            <source>{name} is a damaged PDF: the text of none of its {count} pages could be read</source>
            <translation>{name} 是损坏的 PDF：其 {count} 页的文字都无法读取</translation>
        </message>
        <message>
            <source>{reason}; {other}</source>
            <translation>{reason}；{other}</translation>
        </message>
        <message>
            <source>{name} was not read: {reasons} ({count} more are damaged)</source>
            <translation>未读取 {name}：{reasons}（另有 {count} 页已损坏）</translation>
        </message>
        <message>
            <source>{name} was not read: {reasons}</source>
            <translation>未读取 {name}：{reasons}</translation>
        </message>
        <message>
            <source>each holds more than the {limit} of drawing instructions Emberly reads on one page</source>
            <translation>每页的绘图指令都超过了 Emberly 在单页中读取的上限 {limit}</translation>
        </message>
        <message>
            <source>its pages decode to more than the {limit} of content Emberly reads per PDF</source>
            <translation>其页面解码后超过了 Emberly 每个 PDF 读取内容的上限 {limit}</translation>
        </message>
        <message>
            <source>its pages hold more than the {limit} of content Emberly reads per PDF (counted each time a page uses it)</source>
            <translation>其页面包含的内容超过了 Emberly 每个 PDF 读取的上限 {limit}（页面每次使用内容时都会计入）</translation>
        </message>
        <message>
            <source>page {page} was not read: {reason}</source>
            <translation>未读取第 {page} 页：{reason}</translation>
        </message>
        <message>
            <source>pages {first}-{last} were not read: {reason}</source>
            <translation>未读取第 {first}-{last} 页：{reason}</translation>
        </message>
        <message>
            <source>pages {pages} were not read: {reason}</source>
            <translation>未读取第 {pages} 页：{reason}</translation>
        </message>
        <message>
            <source>{name} is protected by a password; Emberly does not open protected PDFs. Save a copy without the password and attach that</source>
            <translation>{name} 受密码保护；Emberly 不会打开受保护的 PDF。请另存一份不带密码的副本，再附加该副本</translation>
        </message>
        <message>
            <source>{name} is encrypted in a way this install cannot decrypt (AES needs the 'cryptography' package)</source>
            <translation>{name} 的加密方式无法由当前安装解密（AES 需要 'cryptography' 包）</translation>
        </message>
        <message>
            <source>{name} is not a PDF Emberly can read: it is damaged or malformed ({reason})</source>
            <translation>{name} 不是 Emberly 能读取的 PDF：它已损坏或格式有误（{reason}）</translation>
        </message>
        <message>
            <source>only the first {count} characters are kept (pages {first}-{last} are cut or left out)</source>
            <translation>只保留了前 {count} 个字符（第 {first}-{last} 页被截断或略过）</translation>
        </message>
        <message>
            <source>the text of pages {pages} could not be read</source>
            <translation>无法读取第 {pages} 页的文字</translation>
        </message>
        <message>
            <source>the text of page {pages} could not be read</source>
            <translation>无法读取第 {pages} 页的文字</translation>
        </message>
        <message>
            <source>no text was found: the pages may be scanned images, and Emberly does not read text in images</source>
            <translation>未找到文字：这些页面可能是扫描图片，而 Emberly 不读取图片中的文字</translation>
        </message>
        <message>
            <source>{name} is a folder, not a file</source>
            <translation>{name} 是文件夹，不是文件</translation>
        </message>
        <message>
            <source>{name} is {size}; Emberly reads documents up to {limit}</source>
            <translation>{name} 的大小为 {size}；Emberly 只读取不超过 {limit} 的文档</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation>无法读取 {name}：{reason}</translation>
        </message>
        <message>
            <source>{name} was not found: it was moved or deleted, or a link to it leads nowhere</source>
            <translation>找不到 {name}：它已被移动或删除，或者指向它的链接已失效</translation>
        </message>
        <message>
            <source>{name} cannot be read: permission denied</source>
            <translation>无法读取 {name}：权限不足</translation>
        </message>
        <message>
            <source>{name} is a symbolic link that leads back to itself (a loop of links)</source>
            <translation>{name} 是指向自身的符号链接（链接循环）</translation>
        </message>
        <message>
            <source>{name} is not a valid file name</source>
            <translation>{name} 不是有效的文件名</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {reason}</source>
            <translation>无法打开 {name}：{reason}</translation>
        </message>
        <message>
            <source>a named pipe</source>
            <translation>命名管道</translation>
        </message>
        <message>
            <source>a device</source>
            <translation>设备</translation>
        </message>
        <message>
            <source>special</source>
            <translation>特殊文件</translation>
        </message>
        <message>
            <source>{name} is not a regular file ({what}); Emberly reads documents from ordinary files</source>
            <translation>{name} 不是普通文件（{what}）；Emberly 只从普通文件读取文档</translation>
        </message>
        <message>
            <source>{name} grew past {limit} while it was read; Emberly reads documents up to that</source>
            <translation>{name} 在读取过程中增大到超过 {limit}；Emberly 只读取不超过该大小的文档</translation>
        </message>
        <message>
            <source>Reading {name} was cancelled</source>
            <translation>已取消读取 {name}</translation>
        </message>
        <message>
            <source>only the first {count} characters are kept</source>
            <translation>只保留了前 {count} 个字符</translation>
        </message>
        <message>
            <source>{name} is an older Office file (.doc, .xls or .ppt); save it as .docx or PDF to attach it</source>
            <translation>{name} 是旧版 Office 文件（.doc、.xls 或 .ppt）；请另存为 .docx 或 PDF 后再附加</translation>
        </message>
        <message>
            <source>{name} is named .pdf but is not a PDF (it does not start like one)</source>
            <translation>{name} 的扩展名是 .pdf，但它不是 PDF（开头不像 PDF）</translation>
        </message>
        <message>
            <source>{name} is named {ext} but is not a Word document (it is not a ZIP archive)</source>
            <translation>{name} 的扩展名是 {ext}，但它不是 Word 文档（不是 ZIP 压缩包）</translation>
        </message>
        <message>
            <source>read as {encoding} (its byte-order mark says so)</source>
            <translation>按 {encoding} 读取（依据其字节顺序标记）</translation>
        </message>
        <message>
            <source>{count} byte sequences that are not UTF-8 were replaced with �</source>
            <translation>{count} 个非 UTF-8 字节序列已替换为 �</translation>
        </message>
        <message>
            <source>read as Windows-1252: the file is not UTF-8</source>
            <translation>按 Windows-1252 读取：该文件不是 UTF-8</translation>
        </message>
        <message>
            <source>{name} is not a text file (its bytes are binary data, or text in an encoding other than UTF-8, UTF-16 or Windows-1252)</source>
            <translation>{name} 不是文本文件（其内容是二进制数据，或者是 UTF-8、UTF-16、Windows-1252 以外编码的文本）</translation>
        </message>
        <message>
            <source>the JSON</source>
            <translation>该 JSON</translation>
        </message>
        <message>
            <source>{error}; kept as written</source>
            <translation>{error}；已按原样保留</translation>
        </message>
        <message>
            <source>{name} holds {size} of text and markup, more than the {limit} Emberly reads in a Word document, so it was not opened</source>
            <translation>{name} 包含 {size} 的文本和标记，超过了 Emberly 在 Word 文档中读取的上限 {limit}，因此未打开</translation>
        </message>
        <message>
            <source>{name} is not a Word document Emberly can read: it is damaged ({reason})</source>
            <translation>{name} 不是 Emberly 能读取的 Word 文档：它已损坏（{reason}）</translation>
        </message>
        <message>
            <source>{name} is a damaged ZIP archive, not a readable Word document ({reason})</source>
            <translation>{name} 是损坏的 ZIP 压缩包，不是可读取的 Word 文档（{reason}）</translation>
        </message>
        <message>
            <source>{name} is a ZIP archive but not a Word document; Emberly reads .docx, PDF and text files</source>
            <translation>{name} 是 ZIP 压缩包，但不是 Word 文档；Emberly 可读取 .docx、PDF 和文本文件</translation>
        </message>
        <message>
            <source>{name} would unpack to {size}, more than the {limit} Emberly allows a Word document: it may be a zip bomb, so it was not opened</source>
            <translation>{name} 解压后将达到 {size}，超过了 Emberly 对 Word 文档允许的上限 {limit}：它可能是 zip 炸弹，因此未打开</translation>
        </message>
        <message>
            <source>{name} has a part that unpacks {ratio} times its packed size: it looks like a zip bomb, so it was not opened</source>
            <translation>{name} 中有一个部分解压后是压缩大小的 {ratio} 倍：它看起来像 zip 炸弹，因此未打开</translation>
        </message>
        <message>
            <source>{name} holds {count} parts; a Word document has far fewer (Emberly allows {limit}), so it was not opened</source>
            <translation>{name} 包含 {count} 个部分；Word 文档的部分要少得多（Emberly 最多允许 {limit} 个），因此未打开</translation>
        </message>
        <message>
            <source>{name} has a paragraph or table row of more than {limit} of XML, more than Emberly reads in one piece, so it was not read further</source>
            <translation>{name} 中有一个段落或表格行的 XML 超过 {limit}，超出了 Emberly 一次读取的上限，因此没有继续读取</translation>
        </message>
        <message>
            <source>{name} is not a Word document Emberly can read: it is damaged (it has no body)</source>
            <translation>{name} 不是 Emberly 能读取的 Word 文档：它已损坏（没有正文）</translation>
        </message>
        <message>
            <source>its package names {count} main documents</source>
            <translation>其包中指明了 {count} 个主文档</translation>
        </message>
        <message>
            <source>its package names no main documents</source>
            <translation>其包中没有指明主文档</translation>
        </message>
        <message>
            <source>its part {part} is missing</source>
            <translation>缺少其部分 {part}</translation>
        </message>
        <message>
            <source>{name} has a part ({part}) of {size}, more than the {limit} Emberly reads in a Word document, so it was not opened</source>
            <translation>{name} 中有一个部分（{part}）大小为 {size}，超过了 Emberly 在 Word 文档中读取的上限 {limit}，因此未打开</translation>
        </message>
    </context>
    <context>
        <name>Downloads</name>
        <message>
            <source>{name} in the models folder is a link</source>
            <translation>模型文件夹中的 {name} 是一个链接</translation>
        </message>
        <message>
            <source>{name} in the models folder is not a folder</source>
            <translation>模型文件夹中的 {name} 不是文件夹</translation>
        </message>
        <message>
            <source>{name} in the models folder is not a plain file</source>
            <translation>模型文件夹中的 {name} 不是普通文件</translation>
        </message>
        <message>
            <source>{name} in the models folder has another name (a hard link)</source>
            <translation>模型文件夹中的 {name} 还有另一个名称（硬链接）</translation>
        </message>
        <message>
            <source>{problem}: Emberly reads, writes and deletes only plain files and folders there, never through a link, so it left it (and anything it points to) untouched. Remove it from {folder} and try the download again.</source>
            <translation>{problem}：Emberly 在那里只读取、写入和删除普通文件和文件夹，从不经由链接操作，因此没有改动它（以及它指向的任何内容）。请将它从 {folder} 中移除，然后重新下载。</translation>
        </message>
        <message>
            <source>{name} in the models folder is not inside it</source>
            <translation>模型文件夹中的 {name} 并不在该文件夹内</translation>
        </message>
        <message>
            <source>{name} in the models folder is a link or not a folder</source>
            <translation>模型文件夹中的 {name} 是链接或不是文件夹</translation>
        </message>
        <message>
            <source>{name} in the models folder leads out of it</source>
            <translation>模型文件夹中的 {name} 指向了该文件夹之外</translation>
        </message>
        <message>
            <source>Emberly will not download into a folder named {name}.</source>
            <translation>Emberly 不会下载到名为 {name} 的文件夹中。</translation>
        </message>
        <message>
            <source>The Hub listed a file name Emberly will not write ({problem}): {name}.</source>
            <translation>Hub 列出了一个 Emberly 不会写入的文件名（{problem}）：{name}。</translation>
        </message>
        <message>
            <source>The Hub gave no sha256 for this file, so its download could not be checked.</source>
            <translation>Hub 没有提供此文件的 sha256，因此无法校验其下载。</translation>
        </message>
        <message>
            <source>The download stopped because of an error in Emberly: {error}</source>
            <translation>由于 Emberly 内部出错，下载已停止：{error}</translation>
        </message>
        <message>
            <source>Not enough disk space: this download needs {size} more, and {folder} has {free} free. Free some space and resume it.</source>
            <translation>磁盘空间不足：此下载还需要 {size}，而 {folder} 只剩 {free} 空闲。请释放一些空间后继续下载。</translation>
        </message>
        <message>
            <source>The server redirected the download from {scheme}: to {target}; Emberly follows redirects to http(s) only, and never from https to http.</source>
            <translation>服务器将下载从 {scheme}: 重定向到 {target}；Emberly 只跟随指向 http(s) 的重定向，且从不从 https 转到 http。</translation>
        </message>
        <message>
            <source>The download keeps failing ({reason}); it is paused and can be resumed.</source>
            <translation>下载一再失败（{reason}）；已暂停，可以稍后继续。</translation>
        </message>
        <message>
            <source>The server keeps sending a different file than the one listed; the download stopped.</source>
            <translation>服务器一直发送与列出的文件不同的文件；下载已停止。</translation>
        </message>
        <message>
            <source>the server answered {status}</source>
            <translation>服务器返回了 {status}</translation>
        </message>
        <message>
            <source>The server refused the download ({status}): the model may be gated or need a login.</source>
            <translation>服务器拒绝了下载（{status}）：该模型可能受访问限制或需要登录。</translation>
        </message>
        <message>
            <source>The file is no longer on the server (404).</source>
            <translation>服务器上已没有该文件（404）。</translation>
        </message>
        <message>
            <source>The server redirected the download where Emberly does not follow ({status}).</source>
            <translation>服务器将下载重定向到了 Emberly 不会跟随的位置（{status}）。</translation>
        </message>
        <message>
            <source>The server answered {status} {reason}.</source>
            <translation>服务器返回了 {status} {reason}。</translation>
        </message>
        <message>
            <source>cannot reach the server: {reason}</source>
            <translation>无法连接到服务器：{reason}</translation>
        </message>
        <message>
            <source>the file changed on the server; starting over</source>
            <translation>服务器上的文件已更改；正在重新开始</translation>
        </message>
        <message>
            <source>the server sent another range than bytes={start}-</source>
            <translation>服务器发送的范围不是 bytes={start}-</translation>
        </message>
        <message>
            <source>The server's file is {size}, not the expected {expected}: it changed since it was listed. Search for it again.</source>
            <translation>服务器上的文件大小为 {size}，而不是预期的 {expected}：它在列出之后已被更改。请重新搜索。</translation>
        </message>
        <message>
            <source>the connection closed at {done} of {size}</source>
            <translation>连接在 {done} / {size} 处关闭</translation>
        </message>
        <message>
            <source>The disk is full: the download stopped at {size} and is kept; free some space and resume it.</source>
            <translation>磁盘已满：下载在 {size} 处停止并已保留；请释放一些空间后继续下载。</translation>
        </message>
        <message>
            <source>Cannot write {path}: {reason}.</source>
            <translation>无法写入 {path}：{reason}。</translation>
        </message>
        <message>
            <source>The downloaded file is corrupted: its sha256 is {sha256}…, the server's {expected}…. The partial file was removed; try the download again.</source>
            <translation>下载的文件已损坏：其 sha256 为 {sha256}…，而服务器给出的是 {expected}…。已删除未完成的文件；请重新下载。</translation>
        </message>
        <message>
            <source>the server stopped sending (stalled)</source>
            <translation>服务器停止了发送（停滞）</translation>
        </message>
        <message>
            <source>the server sent less than it announced</source>
            <translation>服务器发送的数据少于其声明的大小</translation>
        </message>
        <message>
            <source>the connection broke ({error})</source>
            <translation>连接中断（{error}）</translation>
        </message>
    </context>
    <context>
        <name>Embedder</name>
        <message>
            <source>llama.cpp could not load {name}: {reason}</source>
            <translation>llama.cpp 无法加载 {name}：{reason}</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>未给出原因</translation>
        </message>
        <message>
            <source>{name} is not an embedding model: it gives no pooled sentence vector.</source>
            <translation>{name} 不是嵌入模型：它不提供池化的句向量。</translation>
        </message>
        <message>
            <source>llama.cpp gave no reason</source>
            <translation>llama.cpp 未给出原因</translation>
        </message>
        <message>
            <source>{name} loaded but its context could not be created ({reason}).</source>
            <translation>{name} 已加载，但无法创建其上下文（{reason}）。</translation>
        </message>
        <message>
            <source>The embedding model is closed.</source>
            <translation>嵌入模型已关闭。</translation>
        </message>
        <message>
            <source>Embedding was cancelled.</source>
            <translation>嵌入已取消。</translation>
        </message>
        <message>
            <source>llama.cpp could not embed a batch (code {code}): {reason}</source>
            <translation>llama.cpp 无法嵌入一个批次（代码 {code}）：{reason}</translation>
        </message>
        <message>
            <source>llama.cpp returned no embedding for sequence {seq}.</source>
            <translation>llama.cpp 没有返回序列 {seq} 的嵌入。</translation>
        </message>
        <message>
            <source>The embedding model was closed.</source>
            <translation>嵌入模型已被关闭。</translation>
        </message>
        <message>
            <source>The embedding model {name} cannot be used: {error}</source>
            <translation>无法使用嵌入模型 {name}：{error}</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>A reply is already being generated.</source>
            <translation>已经在生成一条回复。</translation>
        </message>
        <message>
            <source>The prompt has {count} tokens; the context holds {n_ctx}.</source>
            <translation>提示词有 {count} 个 token，而上下文只能容纳 {n_ctx} 个。</translation>
        </message>
        <message>
            <source>llama_decode failed with code {code}</source>
            <translation>llama_decode 失败，代码 {code}</translation>
        </message>
        <message>
            <source>The engine is busy with a reply.</source>
            <translation>引擎正忙于生成回复。</translation>
        </message>
        <message>
            <source>The model file {name} was changed on disk while it was loaded. Load it again to go on (nothing of the chat is lost).</source>
            <translation>模型文件 {name} 在加载期间被修改。请重新加载它以继续（对话内容不会丢失）。</translation>
        </message>
        <message>
            <source>The prefix has {count} tokens; the context holds {n_ctx}.</source>
            <translation>前缀有 {count} 个 token，而上下文只能容纳 {n_ctx} 个。</translation>
        </message>
        <message>
            <source>llama.cpp did not accept the grammar the schema became.</source>
            <translation>llama.cpp 不接受由 schema 转换而来的语法。</translation>
        </message>
        <message>
            <source>This model was loaded for {count} replies at once, not {asked}: load it again after changing the number in Settings.</source>
            <translation>此模型加载时设置为同时生成 {count} 条回复，而不是 {asked} 条：请在设置中更改数量后重新加载。</translation>
        </message>
        <message>
            <source>There is no reply {index} in the cache.</source>
            <translation>缓存中没有第 {index} 条回复。</translation>
        </message>
    </context>
    <context>
        <name>EngineEvents</name>
        <message>
            <source>Loaded {name} · faster replies: {speculation}</source>
            <translation>已加载 {name} · 更快的回复：{speculation}</translation>
        </message>
        <message>
            <source>Loaded {name}</source>
            <translation>已加载 {name}</translation>
        </message>
        <message>
            <source>The model's chat template is broken; using the {format} format instead.</source>
            <translation>模型的对话模板已损坏，改用 {format} 格式。</translation>
        </message>
        <message>
            <source>{error} The model reads text only.</source>
            <translation>{error} 模型只能读取文字。</translation>
        </message>
        <message>
            <source>{error} Guesses come from the chat instead (prompt lookup).</source>
            <translation>{error} 改为从对话中获取猜测（提示词查找）。</translation>
        </message>
        <message>
            <source>The model could not be loaded. Choose another one to begin.</source>
            <translation>无法加载模型。请选择其他模型以开始。</translation>
        </message>
        <message>
            <source>Loading cancelled</source>
            <translation>已取消加载</translation>
        </message>
        <message>
            <source>Loading was cancelled.</source>
            <translation>加载已取消。</translation>
        </message>
        <message numerus="yes">
            <source>Restoring %Ln tokens from disk…</source>
            <translation>
                <numerusform>正在从磁盘恢复 %Ln 个 token…</numerusform>
            </translation>
        </message>
        <message>
            <source>Re-reading the chat…</source>
            <translation>正在重新读取对话…</translation>
        </message>
        <message numerus="yes">
            <source>Restored %Ln tokens from disk in {ms} ms</source>
            <translation>
                <numerusform>已在 {ms} 毫秒内从磁盘恢复 %Ln 个 token</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Reopened warm: %Ln tokens of this chat's memory restored in {ms} ms.</source>
            <translation>
                <numerusform>已热恢复：{ms} 毫秒内恢复了此对话记忆中的 %Ln 个 token。</numerusform>
            </translation>
        </message>
        <message>
            <source>Stopped re-reading; the chat will be read when you send</source>
            <translation>已停止重新读取；发送时将读取对话</translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s ({reason})</source>
            <translation>
                <numerusform>已在 {seconds} 秒内重新读取 %Ln 个 token（{reason}）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s</source>
            <translation>
                <numerusform>已在 {seconds} 秒内重新读取 %Ln 个 token</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s because {reason}.</source>
            <translation>
                <numerusform>已在 {seconds} 秒内重新读取 %Ln 个 token，原因：{reason}。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s.</source>
            <translation>
                <numerusform>已在 {seconds} 秒内重新读取 %Ln 个 token。</numerusform>
            </translation>
        </message>
        <message>
            <source>{title} — Emberly</source>
            <translation>{title} — Emberly</translation>
        </message>
        <message>
            <source>Reply streaming</source>
            <translation>正在输出回复</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>正在生成…</translation>
        </message>
        <message numerus="yes">
            <source>Writing %n versions…</source>
            <translation>
                <numerusform>正在生成 %n 个版本…</numerusform>
            </translation>
        </message>
        <message>
            <source>Characters written so far: {counts}</source>
            <translation>目前已生成的字符数：{counts}</translation>
        </message>
        <message>
            <source>Reply stopped</source>
            <translation>回复已停止</translation>
        </message>
        <message>
            <source>Reply finished</source>
            <translation>回复已完成</translation>
        </message>
        <message>
            <source>Loading stopped because of an error in Emberly (see the report).</source>
            <translation>由于 Emberly 内部出错，加载已停止（请查看报告）。</translation>
        </message>
    </context>
    <context>
        <name>EngineLoad</name>
        <message>
            <source>Loading was cancelled.</source>
            <translation>已取消加载。</translation>
        </message>
        <message>
            <source>KV cache type must be one of {choices}, not {value}</source>
            <translation>KV 缓存类型必须是 {choices} 之一，而不是 {value}</translation>
        </message>
        <message>
            <source>Flash attention must be one of {choices}, not {value}</source>
            <translation>Flash Attention 必须是 {choices} 之一，而不是 {value}</translation>
        </message>
        <message>
            <source>A {kv_type} KV cache needs flash attention (auto or on).</source>
            <translation>{kv_type} KV 缓存需要 Flash Attention（auto 或 on）。</translation>
        </message>
        <message>
            <source>Speculation must be one of {choices}, not {value}</source>
            <translation>推测解码必须是 {choices} 之一，而不是 {value}</translation>
        </message>
        <message>
            <source>The GPU has too little memory for {asked} layers of {name}: {placed} of its {total} layers run there now, the rest on the CPU.</source>
            <translation>GPU 内存不足以容纳 {name} 的 {asked} 层：现在 {total} 层中有 {placed} 层在 GPU 上运行，其余在 CPU 上运行。</translation>
        </message>
        <message>
            <source>{first}

{second}</source>
            <translation>{first}

{second}</translation>
        </message>
        <message>
            <source>the first decode failed on the GPU (llama_decode returned {code})</source>
            <translation>首次解码在 GPU 上失败（llama_decode 返回 {code}）</translation>
        </message>
        <message>
            <source>llama.cpp could not create a context</source>
            <translation>llama.cpp 无法创建上下文</translation>
        </message>
        <message>
            <source>The model loaded but a context of {n_ctx} tokens could not be created ({reason}). Try a smaller context size or KV cache type q8_0.</source>
            <translation>模型已加载，但无法创建 {n_ctx} 个 token 的上下文（{reason}）。请尝试减小上下文大小，或使用 KV 缓存类型 q8_0。</translation>
        </message>
        <message>
            <source>{name} needs about {needed} GiB with a {n_ctx}-token context, but only {free} GiB of memory is free. Choose a smaller context, a smaller KV cache type, or a smaller model.</source>
            <translation>在 {n_ctx} 个 token 的上下文下，{name} 需要约 {needed} GiB，但空闲内存只有 {free} GiB。请选择更小的上下文、更小的 KV 缓存类型或更小的模型。</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>未给出原因</translation>
        </message>
        <message>
            <source>{name} uses the '{architecture}' architecture, which this version of llama.cpp does not support. Updating llama-cpp-python may help.</source>
            <translation>{name} 使用“{architecture}”架构，此版本的 llama.cpp 不支持该架构。更新 llama-cpp-python 可能会有帮助。</translation>
        </message>
        <message>
            <source>Not enough memory to load {name} ({detail}).</source>
            <translation>内存不足，无法加载 {name}（{detail}）。</translation>
        </message>
        <message>
            <source>{name} is damaged or cut off ({detail}). Download it again.</source>
            <translation>{name} 已损坏或不完整（{detail}）。请重新下载。</translation>
        </message>
        <message>
            <source>llama.cpp could not load {name}: {detail}</source>
            <translation>llama.cpp 无法加载 {name}：{detail}</translation>
        </message>
    </context>
    <context>
        <name>EngineLoop</name>
        <message>
            <source>Emberly is closing: the request was not run.</source>
            <translation>Emberly 正在关闭：该请求未执行。</translation>
        </message>
    </context>
    <context>
        <name>EngineStart</name>
        <message>
            <source>fast path (extra buffer types on)</source>
            <translation>快速路径（启用额外缓冲区类型）</translation>
        </message>
        <message>
            <source>safe CPU path (extra buffer types off)</source>
            <translation>安全 CPU 路径（关闭额外缓冲区类型）</translation>
        </message>
        <message>
            <source>fast path (extra buffer types on), at most {layers} GPU layers</source>
            <translation>快速路径（启用额外缓冲区类型），最多 {layers} 个 GPU 层</translation>
        </message>
        <message>
            <source>safe CPU path (extra buffer types off), at most {layers} GPU layers</source>
            <translation>安全 CPU 路径（关闭额外缓冲区类型），最多 {layers} 个 GPU 层</translation>
        </message>
        <message>
            <source>illegal instruction, {signal}</source>
            <translation>非法指令，{signal}</translation>
        </message>
        <message>
            <source>invalid memory access, {signal}</source>
            <translation>非法内存访问，{signal}</translation>
        </message>
        <message>
            <source>bus error, {signal}</source>
            <translation>总线错误，{signal}</translation>
        </message>
        <message>
            <source>aborted, {signal}</source>
            <translation>已中止，{signal}</translation>
        </message>
        <message>
            <source>arithmetic fault, {signal}</source>
            <translation>算术错误，{signal}</translation>
        </message>
        <message>
            <source>killed, {signal}</source>
            <translation>被终止，{signal}</translation>
        </message>
        <message>
            <source>no answer in time</source>
            <translation>未能及时响应</translation>
        </message>
        <message>
            <source>exit code {code}</source>
            <translation>退出代码 {code}</translation>
        </message>
        <message>
            <source>killed by signal {signal}</source>
            <translation>被信号 {signal} 终止</translation>
        </message>
        <message>
            <source>died ({how}) after stage '{stage}': {detail}</source>
            <translation>在“{stage}”阶段之后崩溃（{how}）：{detail}</translation>
        </message>
        <message>
            <source>died ({how}) after stage '{stage}'</source>
            <translation>在“{stage}”阶段之后崩溃（{how}）</translation>
        </message>
        <message>
            <source>the {name} path</source>
            <translation>{name} 路径</translation>
        </message>
        <message>
            <source>the plain CPU path</source>
            <translation>普通 CPU 路径</translation>
        </message>
        <message>
            <source>This CPU reports AMX but cannot run it ({signal}); using {path} instead.</source>
            <translation>此 CPU 声称支持 AMX，但无法运行它（{signal}）；改用 {path}。</translation>
        </message>
        <message>
            <source>extra buffer types</source>
            <translation>额外缓冲区类型</translation>
        </message>
        <message>
            <source>llama.cpp's fast CPU path ({used}) crashed on this computer ({signal}); using {path} instead.</source>
            <translation>llama.cpp 的快速 CPU 路径（{used}）在这台电脑上崩溃了（{signal}）；改用 {path}。</translation>
        </message>
        <message>
            <source>llama.cpp crashed when using the GPU on this computer ({signal}); running on the CPU only.</source>
            <translation>llama.cpp 在这台电脑上使用 GPU 时崩溃了（{signal}）；现在只在 CPU 上运行。</translation>
        </message>
        <message>
            <source>llama.cpp crashed on this computer ({signal}); using a safer setting: {path}.</source>
            <translation>llama.cpp 在这台电脑上崩溃了（{signal}）；改用更安全的设置：{path}。</translation>
        </message>
        <message>
            <source>Checking that llama.cpp runs on this computer (once per llama.cpp build and CPU)…</source>
            <translation>正在检查 llama.cpp 能否在这台电脑上运行（每个 llama.cpp 版本和 CPU 只检查一次）…</translation>
        </message>
        <message>
            <source>llama.cpp crashes on this computer whatever the settings ({reasons}). This llama-cpp-python may have been built for another CPU: reinstall it built here with 'pip install --force-reinstall --no-cache-dir --no-deps llama-cpp-python=={version}'.</source>
            <translation>无论如何设置，llama.cpp 都会在这台电脑上崩溃（{reasons}）。此 llama-cpp-python 可能是为其他 CPU 构建的：请用 'pip install --force-reinstall --no-cache-dir --no-deps llama-cpp-python=={version}' 在本机重新构建并安装。</translation>
        </message>
    </context>
    <context>
        <name>GetModels</name>
        <message>
            <source>Download</source>
            <translation>下载</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>进度</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>下载</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>暂停</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>继续</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Remove from list</source>
            <translation>从列表中移除</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>加载</translation>
        </message>
        <message>
            <source>{n} s left</source>
            <translation>剩余 {n} 秒</translation>
        </message>
        <message>
            <source>{n} min left</source>
            <translation>剩余 {n} 分钟</translation>
        </message>
        <message>
            <source>{n} h left</source>
            <translation>剩余 {n} 小时</translation>
        </message>
        <message>
            <source>{size}/s</source>
            <translation>{size}/s</translation>
        </message>
        <message>
            <source>checking what is on disk…</source>
            <translation>正在检查磁盘上已有的内容…</translation>
        </message>
        <message>
            <source>waiting · {share}</source>
            <translation>等待中 · {share}</translation>
        </message>
        <message>
            <source>paused at {share} ({done} of {total})</source>
            <translation>已暂停于 {share}（{done} / {total}）</translation>
        </message>
        <message>
            <source>stopped at {share}</source>
            <translation>已停止于 {share}</translation>
        </message>
        <message>
            <source>done · {size}</source>
            <translation>已完成 · {size}</translation>
        </message>
        <message numerus="yes">
            <source>%n models</source>
            <translation>
                <numerusform>%n 个模型</numerusform>
            </translation>
        </message>
        <message>
            <source>Downloading {what}: {progress}</source>
            <translation>正在下载 {what}：{progress}</translation>
        </message>
        <message numerus="yes">
            <source>%n download stopped: see Get models</source>
            <translation>
                <numerusform>%n 个下载已停止：请查看“获取模型”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n downloads stopped: see Get models</source>
            <translation>
                <numerusform>%n 个下载已停止：请查看“获取模型”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n download paused</source>
            <translation>
                <numerusform>%n 个下载已暂停</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n downloads paused</source>
            <translation>
                <numerusform>%n 个下载已暂停</numerusform>
            </translation>
        </message>
        <message>
            <source>fits</source>
            <translation>合适</translation>
        </message>
        <message>
            <source>tight</source>
            <translation>偏紧</translation>
        </message>
        <message>
            <source>too big</source>
            <translation>过大</translation>
        </message>
        <message>
            <source>Fits in the memory free now, with a 4,096-token context.</source>
            <translation>当前空闲内存足以运行（上下文为 4,096 个 token）。</translation>
        </message>
        <message>
            <source>Only fits if other programs give memory back; a smaller context helps.</source>
            <translation>只有其他程序释放内存后才能运行；减小上下文会有帮助。</translation>
        </message>
        <message>
            <source>Needs more memory than this computer has.</source>
            <translation>所需内存超过这台电脑的内存总量。</translation>
        </message>
        <message>
            <source>Search Hugging Face for GGUF models, or paste a link or owner/repo</source>
            <translation>在 Hugging Face 上搜索 GGUF 模型，或粘贴链接或 owner/repo</translation>
        </message>
        <message>
            <source>Search models</source>
            <translation>搜索模型</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>清除搜索</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>搜索</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>大小</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>内存</translation>
        </message>
        <message>
            <source>About</source>
            <translation>简介</translation>
        </message>
        <message>
            <source>Models to download</source>
            <translation>可下载的模型</translation>
        </message>
        <message>
            <source>Choose a model to see what it is and whether it fits.</source>
            <translation>选择一个模型，查看它的简介以及能否在这台电脑上运行。</translation>
        </message>
        <message>
            <source>The Hub could not be asked ({error}).</source>
            <translation>无法查询 Hub（{error}）。</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>正在搜索…</translation>
        </message>
        <message>
            <source>Looking in {repo}…</source>
            <translation>正在查看 {repo}…</translation>
        </message>
        <message>
            <source>Recommended: instruct models that run well on a desktop, smallest first</source>
            <translation>推荐：适合在桌面电脑上运行的指令模型，从小到大排列</translation>
        </message>
        <message>
            <source>{name} · for documents</source>
            <translation>{name} · 用于文档</translation>
        </message>
        <message numerus="yes">
            <source>On Hugging Face: %n repository with GGUF files, most downloaded first; open one to see its files</source>
            <translation>
                <numerusform>Hugging Face 上有 %n 个含 GGUF 文件的仓库，按下载量从高到低排列；打开一个即可查看其文件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>On Hugging Face: %n repositories with GGUF files, most downloaded first; open one to see its files</source>
            <translation>
                <numerusform>Hugging Face 上有 %n 个含 GGUF 文件的仓库，按下载量从高到低排列；打开一个即可查看其文件</numerusform>
            </translation>
        </message>
        <message>
            <source>No GGUF models matched; try fewer words, or paste owner/repo.</source>
            <translation>没有匹配的 GGUF 模型；请减少关键词，或粘贴 owner/repo。</translation>
        </message>
        <message>
            <source>{downloads} downloads · {likes} likes · updated {updated}</source>
            <translation>{downloads} 次下载 · {likes} 个赞 · 更新于 {updated}</translation>
        </message>
        <message>
            <source>Listing files…</source>
            <translation>正在列出文件…</translation>
        </message>
        <message>
            <source>No GGUF files in this repository</source>
            <translation>此仓库中没有 GGUF 文件</translation>
        </message>
        <message>
            <source>vision projector: loads beside a model</source>
            <translation>视觉投影器：与模型一同加载</translation>
        </message>
        <message>
            <source>On Hugging Face: {repo}</source>
            <translation>Hugging Face 上的 {repo}</translation>
        </message>
        <message numerus="yes">
            <source>%n GGUF files</source>
            <translation>
                <numerusform>%n 个 GGUF 文件</numerusform>
            </translation>
        </message>
        <message>
            <source>{repo} holds no GGUF files.</source>
            <translation>{repo} 中没有 GGUF 文件。</translation>
        </message>
        <message>
            <source>Open it to see its files.</source>
            <translation>打开它以查看其文件。</translation>
        </message>
        <message>
            <source>An embedding model: once downloaded, Load makes it the one documents and libraries are searched with by meaning (Settings ▸ Embedding model).</source>
            <translation>嵌入模型：下载后，点击“加载”即可将其设为按语义搜索文档和资料库时所用的模型（设置 ▸ 嵌入模型）。</translation>
        </message>
        <message>
            <source>context {context} tokens · licence {licence}</source>
            <translation>上下文 {context} 个 token · 许可证 {licence}</translation>
        </message>
        <message>
            <source>Memory with a 4,096-token context: about {size} — {verdict}</source>
            <translation>上下文为 4,096 个 token 时所需内存：约 {size} — {verdict}</translation>
        </message>
        <message>
            <source>quantisation not named</source>
            <translation>未注明量化类型</translation>
        </message>
        <message numerus="yes">
            <source>{quant} · {size} in %n parts</source>
            <translation>
                <numerusform>{quant} · {size}，分为 %n 个部分</numerusform>
            </translation>
        </message>
        <message>
            <source>a vision projector: it loads beside its model</source>
            <translation>视觉投影器：与其模型一同加载</translation>
        </message>
        <message>
            <source>about {size} of memory — {verdict}</source>
            <translation>约需 {size} 内存 — {verdict}</translation>
        </message>
    </context>
    <context>
        <name>Grammar</name>
        <message>
            <source>The schema is not JSON: {error}</source>
            <translation>schema 不是 JSON：{error}</translation>
        </message>
        <message>
            <source>The schema has {size} characters (at most {limit}).</source>
            <translation>schema 有 {size} 个字符（最多 {limit} 个）。</translation>
        </message>
        <message>
            <source>The grammar helper is not available; the schema was not converted.</source>
            <translation>语法辅助进程不可用；未转换 schema。</translation>
        </message>
        <message>
            <source>The grammar helper is not available; the grammar was not checked.</source>
            <translation>语法辅助进程不可用；未检查语法。</translation>
        </message>
        <message>
            <source>The schema cannot be used: {error}.</source>
            <translation>无法使用该 schema：{error}。</translation>
        </message>
        <message>
            <source>The schema took over {seconds} s to convert into a grammar; it was stopped.</source>
            <translation>将 schema 转换为语法耗时超过 {seconds} 秒；已停止。</translation>
        </message>
        <message>
            <source>The schema needed more memory than a grammar may use; it was stopped.</source>
            <translation>该 schema 需要的内存超出了语法允许使用的上限；已停止。</translation>
        </message>
        <message>
            <source>The schema's grammar crashed the grammar checker; it is not used.</source>
            <translation>该 schema 的语法导致语法检查器崩溃；不会使用它。</translation>
        </message>
        <message>
            <source>The schema cannot be expressed as a grammar: {error}</source>
            <translation>该 schema 无法表示为语法：{error}</translation>
        </message>
        <message>
            <source>There is no tool {name} to call.</source>
            <translation>没有可调用的工具 {name}。</translation>
        </message>
        <message>
            <source>There are no tools to call.</source>
            <translation>没有可调用的工具。</translation>
        </message>
        <message>
            <source>a repetition of {low} to {high} times</source>
            <translation>重复 {low} 到 {high} 次</translation>
        </message>
        <message>
            <source>it nests too deeply for a grammar</source>
            <translation>嵌套层级过深，无法转换为语法</translation>
        </message>
        <message>
            <source>it cannot be expressed as a grammar: {error}</source>
            <translation>它无法表示为语法：{error}</translation>
        </message>
        <message>
            <source>its grammar would have {size} characters (at most {limit})</source>
            <translation>其语法将有 {size} 个字符（最多 {limit} 个）</translation>
        </message>
        <message>
            <source>llama.cpp did not accept the grammar it became</source>
            <translation>llama.cpp 不接受由它转换而来的语法</translation>
        </message>
        <message>
            <source>The schema has over {limit} values.</source>
            <translation>schema 中的值超过 {limit} 个。</translation>
        </message>
        <message>
            <source>The schema nests over {limit} levels deep (at {at}).</source>
            <translation>schema 的嵌套超过 {limit} 层（位于 {at}）。</translation>
        </message>
        <message>
            <source>{key} at {at} must be a whole number of at least 0.</source>
            <translation>{at} 处的 {key} 必须是不小于 0 的整数。</translation>
        </message>
        <message>
            <source>{key} {value} at {at} is over {limit}: a grammar holds repetitions up to {limit}.</source>
            <translation>{at} 处的 {key} {value} 超过了 {limit}：语法最多只能容纳 {limit} 次重复。</translation>
        </message>
        <message>
            <source>{low} is over {high} at {at}: no value can match.</source>
            <translation>{at} 处的 {low} 大于 {high}：没有任何值能匹配。</translation>
        </message>
        <message>
            <source>{key} at {at} has over {limit} digits.</source>
            <translation>{at} 处的 {key} 超过 {limit} 位数字。</translation>
        </message>
        <message>
            <source>The enum at {at} lists {count} values (at most {limit}).</source>
            <translation>{at} 处的 enum 列出了 {count} 个值（最多 {limit} 个）。</translation>
        </message>
        <message>
            <source>The $ref at {at} points outside the schema ({ref}): Emberly fetches nothing.</source>
            <translation>{at} 处的 $ref 指向 schema 之外（{ref}）：Emberly 不会获取任何内容。</translation>
        </message>
        <message>
            <source>The pattern at {at} has {size} characters (at most {limit}).</source>
            <translation>{at} 处的 pattern 有 {size} 个字符（最多 {limit} 个）。</translation>
        </message>
        <message>
            <source>The pattern at {at} repeats something {low} to {high} times: no value can match.</source>
            <translation>{at} 处的 pattern 将某部分重复 {low} 到 {high} 次：没有任何值能匹配。</translation>
        </message>
        <message>
            <source>The pattern at {at} repeats too much: written out it would be {size} characters (at most {limit}).</source>
            <translation>{at} 处的 pattern 重复过多：展开后将有 {size} 个字符（最多 {limit} 个）。</translation>
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>Choose a model…</source>
            <translation>选择模型…</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Choose a model (Ctrl+O)</source>
            <translation>选择模型 (Ctrl+O)</translation>
        </message>
        <message>
            <source>Chat settings</source>
            <translation>对话设置</translation>
        </message>
        <message>
            <source>Chat settings: system prompt and sampling (Ctrl+;)</source>
            <translation>对话设置：系统提示词和采样 (Ctrl+;)</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>下载</translation>
        </message>
        <message>
            <source>Model downloads: open Get models</source>
            <translation>模型下载：打开“获取模型”</translation>
        </message>
        <message>
            <source>Speed of the last reply</source>
            <translation>上一次回复的速度</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>进度</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>资料库</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>暂停索引</translation>
        </message>
        <message>
            <source>Local API server</source>
            <translation>本地 API 服务器</translation>
        </message>
        <message>
            <source>API</source>
            <translation>API</translation>
        </message>
        <message>
            <source>{name} · vision</source>
            <translation>{name} · 视觉</translation>
        </message>
        <message>
            <source>{path}
chat format: {format}
GPU layers: {layers}
Click to choose another model (Ctrl+O)</source>
            <translation>{path}
对话格式：{format}
GPU 层数：{layers}
点击以选择其他模型 (Ctrl+O)</translation>
        </message>
        <message>
            <source>Re-reading {done} / {total} tokens…</source>
            <translation>正在重新读取 {done} / {total} 个 token…</translation>
        </message>
        <message>
            <source>Reading {done} / {total} tokens…</source>
            <translation>正在读取 {done} / {total} 个 token…</translation>
        </message>
        <message>
            <source>API · busy</source>
            <translation>API · 忙碌</translation>
        </message>
        <message>
            <source>{rate} tok/s</source>
            <translation>{rate} tok/s</translation>
        </message>
        <message>
            <source>demo</source>
            <translation>演示</translation>
        </message>
        <message>
            <source>The bundled demo model: a tiny base model that writes fluent nonsense.
Choose a real model with Ctrl+O.</source>
            <translation>内置的演示模型：一个只会写出流畅胡话的微型基础模型。
按 Ctrl+O 选择一个真正的模型。</translation>
        </message>
        <message>
            <source>%v / %m tokens</source>
            <translation>%v / %m 个 token</translation>
        </message>
        <message>
            <source>Context used</source>
            <translation>已用上下文</translation>
        </message>
        <message>
            <source>Context used by this chat: the messages shown, not their other versions</source>
            <translation>此对话已用的上下文：显示的消息，不含它们的其他版本</translation>
        </message>
    </context>
    <context>
        <name>Hub</name>
        <message>
            <source>{name} ({count} parts)</source>
            <translation>{name}（{count} 个部分）</translation>
        </message>
        <message>
            <source>a name that is not UTF-8</source>
            <translation>不是 UTF-8 的名称</translation>
        </message>
        <message>
            <source>an empty name or one with control characters</source>
            <translation>空名称或含有控制字符的名称</translation>
        </message>
        <message>
            <source>an absolute path</source>
            <translation>绝对路径</translation>
        </message>
        <message>
            <source>a name with an empty, . or .. part</source>
            <translation>包含空部分、. 或 .. 的名称</translation>
        </message>
        <message>
            <source>a name of {size} bytes</source>
            <translation>长 {size} 字节的名称</translation>
        </message>
        <message>
            <source>the search for {query}</source>
            <translation>对 {query} 的搜索</translation>
        </message>
        <message>
            <source>{repo} is not a Hub repository (owner/name).</source>
            <translation>{repo} 不是 Hub 仓库（owner/name）。</translation>
        </message>
        <message>
            <source>The Hub at {host} listed files in {repo} that Emberly cannot use: {problem} (and {count} more).</source>
            <translation>{host} 上的 Hub 列出了 {repo} 中 Emberly 无法使用的文件：{problem}（另有 {count} 个）。</translation>
        </message>
        <message>
            <source>The Hub at {host} listed files in {repo} that Emberly cannot use: {problem}.</source>
            <translation>{host} 上的 Hub 列出了 {repo} 中 Emberly 无法使用的文件：{problem}。</translation>
        </message>
        <message>
            <source>{type} where a file entry goes</source>
            <translation>文件条目的位置是 {type}</translation>
        </message>
        <message>
            <source>{type} as a file name</source>
            <translation>文件名是 {type}</translation>
        </message>
        <message>
            <source>{problem} ({name})</source>
            <translation>{problem}（{name}）</translation>
        </message>
        <message>
            <source>a size of {size} for {name}</source>
            <translation>{name} 的大小为 {size}</translation>
        </message>
        <message>
            <source>a sha256 of {sha256} for {name}</source>
            <translation>{name} 的 sha256 为 {sha256}</translation>
        </message>
        <message>
            <source>the curated list and the models on this computer still work.</source>
            <translation>精选列表和这台电脑上的模型仍可使用。</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with {type} where a list goes.</source>
            <translation>{host} 上的 Hub 对 {what} 的回答中，应为列表的位置却是 {type}。</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>对象</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>列表</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>字符串</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true 或 false</translation>
        </message>
        <message>
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <source>The Hub at {host} listed more than {count} entries for {what}: Emberly stops there.</source>
            <translation>{host} 上的 Hub 为 {what} 列出了超过 {count} 个条目：Emberly 到此为止。</translation>
        </message>
        <message>
            <source>The Hub at {host} kept sending pages for {what} past {count}: Emberly stops there.</source>
            <translation>{host} 上的 Hub 为 {what} 持续发送了超过 {count} 页：Emberly 到此为止。</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>数字</translation>
        </message>
        <message>
            <source>Hugging Face is switched off on this computer (HF_HUB_OFFLINE is set).</source>
            <translation>这台电脑上已关闭 Hugging Face（设置了 HF_HUB_OFFLINE）。</translation>
        </message>
        <message>
            <source>HF_ENDPOINT {endpoint} is not an http:// or https:// address.</source>
            <translation>HF_ENDPOINT {endpoint} 不是 http:// 或 https:// 地址。</translation>
        </message>
        <message>
            <source>The Hub at {host} redirected {what} more than {count} times.</source>
            <translation>{host} 上的 Hub 将 {what} 重定向了超过 {count} 次。</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {status} for {what}.</source>
            <translation>{host} 上的 Hub 对 {what} 返回了 {status}。</translation>
        </message>
        <message>
            <source>The Hub at {host} redirected {what} to {target}: Emberly follows the Hub only within {address}.</source>
            <translation>{host} 上的 Hub 将 {what} 重定向到 {target}：Emberly 只在 {address} 范围内跟随 Hub。</translation>
        </message>
        <message>
            <source>The Hub at {host} sent the next page of {what} to {target}: Emberly follows the Hub only within {address}.</source>
            <translation>{host} 上的 Hub 将 {what} 的下一页指向 {target}：Emberly 只在 {address} 范围内跟随 Hub。</translation>
        </message>
        <message>
            <source>The Hub at {host} encoded {what} as {coding}, which Emberly did not ask for.</source>
            <translation>{host} 上的 Hub 以 {coding} 编码发送了 {what}，而 Emberly 并未请求这种编码。</translation>
        </message>
        <message>
            <source>The Hub at {host} sent {what} as broken gzip ({error}).</source>
            <translation>{host} 上的 Hub 发送的 {what} 是损坏的 gzip（{error}）。</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with JSON nested too deeply.</source>
            <translation>{host} 上的 Hub 对 {what} 的回答是嵌套过深的 JSON。</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with something that is not JSON ({error}).</source>
            <translation>{host} 上的 Hub 对 {what} 的回答不是 JSON（{error}）。</translation>
        </message>
        <message>
            <source>The Hub is limiting requests from this computer for now; try again in a minute. The curated list still works.</source>
            <translation>Hub 目前正在限制来自这台电脑的请求；请一分钟后再试。精选列表仍可使用。</translation>
        </message>
        <message>
            <source>{what} is gated: accept its licence on huggingface.co and log in first.</source>
            <translation>{what} 受访问限制：请先在 huggingface.co 上接受其许可证并登录。</translation>
        </message>
        <message>
            <source>{what} was not found on the Hub.</source>
            <translation>在 Hub 上找不到 {what}。</translation>
        </message>
        <message>
            <source>{what} is private or gated on the Hub ({status}).</source>
            <translation>{what} 在 Hub 上是私有的或受访问限制（{status}）。</translation>
        </message>
        <message>
            <source>The Hub at {host} sent more than {size} MB for {what}: Emberly stops reading there.</source>
            <translation>{host} 上的 Hub 为 {what} 发送了超过 {size} MB 的数据：Emberly 到此停止读取。</translation>
        </message>
        <message>
            <source>The Hub at {host} took more than {seconds} s to answer {what}; try again later: {hint}</source>
            <translation>{host} 上的 Hub 回答 {what} 用了超过 {seconds} 秒；请稍后再试：{hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} did not take the connection within {seconds} s. You seem to be offline: {hint}</source>
            <translation>{host} 上的 Hub 在 {seconds} 秒内没有接受连接。你似乎处于离线状态：{hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} sent nothing for {seconds} s while Emberly asked for {what}; try again later: {hint}</source>
            <translation>Emberly 请求 {what} 时，{host} 上的 Hub 在 {seconds} 秒内没有发送任何内容；请稍后再试：{hint}</translation>
        </message>
        <message>
            <source>Cannot reach {host} ({detail}). You seem to be offline: {hint}</source>
            <translation>无法连接到 {host}（{detail}）。你似乎处于离线状态：{hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} broke the connection while answering {what} ({detail}): {hint}</source>
            <translation>{host} 上的 Hub 在回答 {what} 时中断了连接（{detail}）：{hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} did not answer {what} as HTTP should ({detail}).</source>
            <translation>{host} 上的 Hub 对 {what} 的回答不符合 HTTP 规范（{detail}）。</translation>
        </message>
    </context>
    <context>
        <name>Images</name>
        <message>
            <source>The image</source>
            <translation>该图片</translation>
        </message>
        <message>
            <source>An image of {width} × {height} needs {needed} bytes of pixels, not {given}.</source>
            <translation>{width} × {height} 的图片需要 {needed} 字节的像素数据，而不是 {given} 字节。</translation>
        </message>
        <message>
            <source>{name} is {size} MB; images up to {limit} MB are read.</source>
            <translation>{name} 的大小为 {size} MB；只读取不超过 {limit} MB 的图片。</translation>
        </message>
        <message>
            <source>{name} is {width} × {height} pixels: too large to open (up to {limit} million pixels).</source>
            <translation>{name} 为 {width} × {height} 像素：太大，无法打开（上限为 {limit} 百万像素）。</translation>
        </message>
        <message>
            <source>{name} declares more pixels than it could hold: not opened ({error}).</source>
            <translation>{name} 声明的像素数超出了它实际能容纳的数量：未打开（{error}）。</translation>
        </message>
        <message>
            <source>{name} is not a PNG, JPEG, WebP or GIF image.</source>
            <translation>{name} 不是 PNG、JPEG、WebP 或 GIF 图片。</translation>
        </message>
        <message>
            <source>{name} could not be read: it is damaged or cut short ({error}).</source>
            <translation>无法读取 {name}：它已损坏或不完整（{error}）。</translation>
        </message>
    </context>
    <context>
        <name>Import</name>
        <message>
            <source>no date</source>
            <translation>无日期</translation>
        </message>
        <message numerus="yes">
            <source>%Ln message(s)</source>
            <translation>
                <numerusform>%Ln 条消息</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>无标题</translation>
        </message>
        <message numerus="yes">
            <source>%Ln more in other versions</source>
            <translation>
                <numerusform>另有 %Ln 条在其他版本中</numerusform>
            </translation>
        </message>
        <message>
            <source>imported before</source>
            <translation>之前已导入</translation>
        </message>
        <message>
            <source>skipped: {why}</source>
            <translation>已跳过：{why}</translation>
        </message>
        <message>
            <source>Import chats</source>
            <translation>导入对话</translation>
        </message>
        <message>
            <source>Choose an export of ChatGPT, Claude or Open WebUI (its zip or JSON), or a folder of LM Studio or Jan chats.</source>
            <translation>选择 ChatGPT、Claude 或 Open WebUI 的导出文件（zip 或 JSON），或 LM Studio 或 Jan 的对话文件夹。</translation>
        </message>
        <message>
            <source>Choose a file…</source>
            <translation>选择文件…</translation>
        </message>
        <message>
            <source>Choose a folder…</source>
            <translation>选择文件夹…</translation>
        </message>
        <message>
            <source>{app}'s chats on this computer</source>
            <translation>这台电脑上的 {app} 对话</translation>
        </message>
        <message>
            <source>Chats to import</source>
            <translation>要导入的对话</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>导入</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Choose an export</source>
            <translation>选择导出文件</translation>
        </message>
        <message>
            <source>Exports (*.zip *.json *.jsonl);;All files (*)</source>
            <translation>导出文件 (*.zip *.json *.jsonl);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Choose a folder of chats</source>
            <translation>选择对话文件夹</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>正在读取 {file}…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln chat(s) in {file}</source>
            <translation>
                <numerusform>{file} 中有 %Ln 个对话</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%Ln imported before: unchecked)</source>
            <translation>
                <numerusform>（其中 %Ln 个之前已导入：未勾选）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %Ln skipped, with nothing to import</source>
            <translation>
                <numerusform>；%Ln 个已跳过，没有可导入的内容</numerusform>
            </translation>
        </message>
        <message>
            <source>{found}. Versions (edits, regenerations) come as each chat's versions.</source>
            <translation>{found}。版本（编辑、重新生成）会作为各对话的版本导入。</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Importing: {done} of {total}</source>
            <translation>正在导入：{done} / {total}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln chat(s) imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>已导入 %Ln 个对话（已停止：其余对话未导入）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln chat(s) imported.</source>
            <translation>
                <numerusform>已导入 %Ln 个对话。</numerusform>
            </translation>
        </message>
        <message>
            <source>The import stopped: {error}</source>
            <translation>导入已停止：{error}</translation>
        </message>
        <message>
            <source>Stopping after the chat being imported…</source>
            <translation>正在导入的对话完成后就会停止…</translation>
        </message>
    </context>
    <context>
        <name>Libraries</name>
        <message>
            <source>by meaning ({model}) and by keywords</source>
            <translation>按语义（{model}）和按关键词</translation>
        </message>
        <message>
            <source>by keywords (BM25; choose an embedding model in Settings to search by meaning too)</source>
            <translation>按关键词（BM25；在设置中选择嵌入模型后也能按语义搜索）</translation>
        </message>
        <message>
            <source>{folder} files</source>
            <translation>{folder} 中的文件</translation>
        </message>
        <message numerus="yes">
            <source>paused: {done} of %n new or changed files</source>
            <translation>
                <numerusform>已暂停：{done} / %n 个新增或更改的文件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>indexing: {done} of %n new or changed files</source>
            <translation>
                <numerusform>正在索引：{done} / %n 个新增或更改的文件</numerusform>
            </translation>
        </message>
        <message>
            <source>waiting to be indexed</source>
            <translation>等待索引</translation>
        </message>
        <message>
            <source>no documents found</source>
            <translation>未找到文档</translation>
        </message>
        <message numerus="yes">
            <source>%Ln document</source>
            <translation>
                <numerusform>%Ln 个文档</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln documents</source>
            <translation>
                <numerusform>%Ln 个文档</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln passages</source>
            <translation>
                <numerusform>%Ln 个段落</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unreadable</source>
            <translation>
                <numerusform>%n 个无法读取</numerusform>
            </translation>
        </message>
        <message>
            <source>Resume indexing</source>
            <translation>继续索引</translation>
        </message>
        <message>
            <source>Pause indexing (resumes where it stopped)</source>
            <translation>暂停索引（之后从停止处继续）</translation>
        </message>
        <message>
            <source>Paused the library {name}: {file}
Click to see your libraries</source>
            <translation>已暂停资料库 {name}：{file}
点击查看你的资料库</translation>
        </message>
        <message>
            <source>Indexing the library {name}: {file}
Click to see your libraries</source>
            <translation>正在索引资料库 {name}：{file}
点击查看你的资料库</translation>
        </message>
        <message>
            <source>No libraries yet</source>
            <translation>还没有资料库</translation>
        </message>
        <message>
            <source>Manage libraries…</source>
            <translation>管理资料库…</translation>
        </message>
        <message>
            <source>This chat searches {libraries} for every message</source>
            <translation>此对话会为每条消息搜索 {libraries}</translation>
        </message>
        <message>
            <source>Libraries: folders this chat searches for every message</source>
            <translation>资料库：此对话为每条消息搜索的文件夹</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>资料库</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>添加文件夹…</translation>
        </message>
        <message>
            <source>Add files…</source>
            <translation>添加文件…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>移除</translation>
        </message>
        <message>
            <source>Remove the library and its index (your files stay where they are)</source>
            <translation>移除资料库及其索引（你的文件会保留在原处）</translation>
        </message>
        <message>
            <source>Folders and files Emberly indexes on this computer, kept in sync while it runs. Attach a library to a chat (the books button beside the message box) and every message is answered with the passages found in it, cited. Search is {search}; nothing leaves this computer.</source>
            <translation>Emberly 在这台电脑上索引的文件夹和文件，运行期间保持同步。将资料库附加到对话（消息框旁的书本按钮）后，每条消息都会根据在其中找到的段落来回答，并注明出处。搜索方式：{search}；任何内容都不会离开这台电脑。</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>暂停索引</translation>
        </message>
        <message>
            <source>Add a folder as a library</source>
            <translation>添加文件夹作为资料库</translation>
        </message>
        <message>
            <source>Add files as a library</source>
            <translation>添加文件作为资料库</translation>
        </message>
        <message>
            <source>Paused {name} {done}/{total}</source>
            <translation>已暂停 {name} {done}/{total}</translation>
        </message>
        <message>
            <source>Indexing {name} {done}/{total}</source>
            <translation>正在索引 {name} {done}/{total}</translation>
        </message>
        <message>
            <source>Paused {name}</source>
            <translation>已暂停 {name}</translation>
        </message>
        <message>
            <source>Indexing {name}</source>
            <translation>正在索引 {name}</translation>
        </message>
        <message>
            <source>{library} › {name} — the passage the model read, highlighted in the file</source>
            <translation>{library} › {name} — 模型读取的段落，已在文件中高亮显示</translation>
        </message>
        <message>
            <source>{library} › {name} — the passage the model read (the file has changed or left its library since)</source>
            <translation>{library} › {name} — 模型读取的段落（此后文件已更改或已不在资料库中）</translation>
        </message>
        <message>
            <source>the list of libraries</source>
            <translation>资料库列表</translation>
        </message>
        <message>
            <source>The list of libraries cannot be read ({error}); it starts empty.</source>
            <translation>无法读取资料库列表（{error}）；将从空列表开始。</translation>
        </message>
        <message>
            <source>{id} is not a library's id</source>
            <translation>{id} 不是资料库 ID</translation>
        </message>
        <message>
            <source>The list of libraries cannot be saved: {reason}</source>
            <translation>无法保存资料库列表：{reason}</translation>
        </message>
        <message>
            <source>The embedding model failed: {error}</source>
            <translation>嵌入模型出错：{error}</translation>
        </message>
        <message>
            <source>The library {name} is not indexed yet</source>
            <translation>资料库 {name} 尚未建立索引</translation>
        </message>
        <message>
            <source>The library {name} cannot be opened: {error}</source>
            <translation>无法打开资料库 {name}：{error}</translation>
        </message>
        <message>
            <source>The library {name} was made by a newer Emberly</source>
            <translation>资料库 {name} 由更新版本的 Emberly 创建</translation>
        </message>
    </context>
    <context>
        <name>LibrarySearch</name>
        <message>
            <source>A library this chat searched was removed; the others are still searched.</source>
            <translation>此对话所搜索的一个资料库已被移除；其他资料库仍会被搜索。</translation>
        </message>
        <message>
            <source>The library {name} cannot be searched: {error}</source>
            <translation>无法搜索资料库 {name}：{error}</translation>
        </message>
        <message>
            <source>Passages from your libraries are left out: {error}</source>
            <translation>已略过来自资料库的段落：{error}</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Chat</source>
            <translation>对话(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;New chat</source>
            <translation>新建对话(&amp;N)</translation>
        </message>
        <message>
            <source>Choose &amp;model…</source>
            <translation>选择模型(&amp;M)…</translation>
        </message>
        <message>
            <source>&amp;Export chat as Markdown…</source>
            <translation>将对话导出为 Markdown(&amp;E)…</translation>
        </message>
        <message>
            <source>Export chat as Markdown with all &amp;versions…</source>
            <translation>将对话连同所有版本导出为 Markdown(&amp;V)…</translation>
        </message>
        <message>
            <source>Export chat as &amp;HTML…</source>
            <translation>将对话导出为 HTML(&amp;H)…</translation>
        </message>
        <message>
            <source>Export chat as &amp;PDF…</source>
            <translation>将对话导出为 PDF(&amp;P)…</translation>
        </message>
        <message>
            <source>Export chat as &amp;JSON…</source>
            <translation>将对话导出为 JSON(&amp;J)…</translation>
        </message>
        <message>
            <source>Export chat as JSON with its &amp;cache…</source>
            <translation>将对话连同缓存导出为 JSON(&amp;C)…</translation>
        </message>
        <message>
            <source>Export &amp;all chats (or those the search finds)…</source>
            <translation>导出所有对话（或搜索找到的对话）(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Import chat…</source>
            <translation>导入对话(&amp;I)…</translation>
        </message>
        <message>
            <source>Import chats from &amp;other apps…</source>
            <translation>从其他应用导入对话(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Libraries…</source>
            <translation>资料库(&amp;L)…</translation>
        </message>
        <message>
            <source>Local &amp;API server…</source>
            <translation>本地 API 服务器(&amp;R)…</translation>
        </message>
        <message>
            <source>&amp;Tools (MCP servers)…</source>
            <translation>工具（MCP 服务器）(&amp;T)…</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>设置(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Regenerate reply</source>
            <translation>重新生成回复(&amp;R)</translation>
        </message>
        <message>
            <source>Regenerate ×&amp;N</source>
            <translation>重新生成 ×&amp;N</translation>
        </message>
        <message>
            <source>&amp;Continue reply</source>
            <translation>继续回复(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation>停止(&amp;S)</translation>
        </message>
        <message>
            <source>C&amp;opy last reply</source>
            <translation>复制最后一条回复(&amp;O)</translation>
        </message>
        <message>
            <source>Re&amp;name chat…</source>
            <translation>重命名对话(&amp;E)…</translation>
        </message>
        <message>
            <source>Search chats</source>
            <translation>搜索对话</translation>
        </message>
        <message>
            <source>Go to the message &amp;box</source>
            <translation>转到消息框(&amp;B)</translation>
        </message>
        <message>
            <source>Scroll to the &amp;first message</source>
            <translation>滚动到第一条消息(&amp;F)</translation>
        </message>
        <message>
            <source>Scroll to the &amp;newest message</source>
            <translation>滚动到最新消息(&amp;L)</translation>
        </message>
        <message>
            <source>Chat settings…</source>
            <translation>对话设置…</translation>
        </message>
        <message>
            <source>Co&amp;mpare with another model…</source>
            <translation>与其他模型比较(&amp;M)…</translation>
        </message>
        <message>
            <source>Attach a &amp;web page…</source>
            <translation>附加网页(&amp;W)…</translation>
        </message>
        <message>
            <source>Copy &amp;diagnostics</source>
            <translation>复制诊断信息(&amp;D)</translation>
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation>打开日志文件夹(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;About Emberly</source>
            <translation>关于 Emberly(&amp;A)</translation>
        </message>
    </context>
    <context>
        <name>ModelContext</name>
        <message>
            <source>This message needs {needed} tokens, but the context holds {context} with {reserve} kept free for the reply. Shorten it or load the model with a larger context.</source>
            <translation>此消息需要 {needed} 个 token，但上下文只能容纳 {context} 个，且其中 {reserve} 个要留给回复。请缩短消息，或以更大的上下文加载模型。</translation>
        </message>
    </context>
    <context>
        <name>ModelFiles</name>
        <message>
            <source>The model file {path} does not exist.</source>
            <translation>模型文件 {path} 不存在。</translation>
        </message>
        <message>
            <source>{path} is a folder, not a GGUF model file.</source>
            <translation>{path} 是文件夹，不是 GGUF 模型文件。</translation>
        </message>
        <message>
            <source>{name} is not a regular file, so not a GGUF model file.</source>
            <translation>{name} 不是普通文件，因此不是 GGUF 模型文件。</translation>
        </message>
        <message>
            <source>Emberly may not read {path}: {reason}.</source>
            <translation>Emberly 无权读取 {path}：{reason}。</translation>
        </message>
        <message>
            <source>{path} could not be read: {reason}.</source>
            <translation>无法读取 {path}：{reason}。</translation>
        </message>
        <message>
            <source>{name} is empty, not a GGUF model.</source>
            <translation>{name} 是空文件，不是 GGUF 模型。</translation>
        </message>
        <message>
            <source>{name} is a text file, not a GGUF model.</source>
            <translation>{name} 是文本文件，不是 GGUF 模型。</translation>
        </message>
        <message>
            <source>{name} is not a GGUF model file (it does not start with 'GGUF').</source>
            <translation>{name} 不是 GGUF 模型文件（它不以 'GGUF' 开头）。</translation>
        </message>
        <message>
            <source>{name} has no general.architecture: it is not a language model GGUF.</source>
            <translation>{name} 没有 general.architecture：它不是语言模型的 GGUF。</translation>
        </message>
        <message>
            <source>{name} is damaged or cut off: its GGUF header is incomplete ({error}).</source>
            <translation>{name} 已损坏或不完整：其 GGUF 头部不完整（{error}）。</translation>
        </message>
        <message>
            <source>{name} is not a valid GGUF file ({error}).</source>
            <translation>{name} 不是有效的 GGUF 文件（{error}）。</translation>
        </message>
        <message>
            <source>{name} is cut off: it holds {size} bytes but its tensors need {needed}. Download it again.</source>
            <translation>{name} 不完整：它只有 {size} 字节，但其张量需要 {needed} 字节。请重新下载。</translation>
        </message>
        <message>
            <source>Parts of this split model are missing: {parts}.</source>
            <translation>此分卷模型缺少部分文件：{parts}。</translation>
        </message>
        <message>
            <source>the header ends early at byte {at}</source>
            <translation>头部在第 {at} 字节处提前结束</translation>
        </message>
    </context>
    <context>
        <name>Picker</name>
        <message>
            <source>no preset</source>
            <translation>无预设</translation>
        </message>
        <message>
            <source>The preset (Chat settings ▸ Preset) every new chat with this model starts with</source>
            <translation>使用此模型的每个新对话开始时采用的预设（对话设置 ▸ 预设）</translation>
        </message>
        <message>
            <source>{size} tokens</source>
            <translation>{size} 个 token</translation>
        </message>
        <message>
            <source>This build of llama.cpp runs on the CPU only. For GPU offload, reinstall llama-cpp-python with CMAKE_ARGS="-DGGML_CUDA=on" (NVIDIA), "-DGGML_METAL=on" (Apple) or "-DGGML_VULKAN=on".</source>
            <translation>此 llama.cpp 版本只能在 CPU 上运行。如需 GPU 卸载，请使用 CMAKE_ARGS="-DGGML_CUDA=on"（NVIDIA）、"-DGGML_METAL=on"（Apple）或 "-DGGML_VULKAN=on" 重新安装 llama-cpp-python。</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>选择模型</translation>
        </message>
        <message>
            <source>Model files</source>
            <translation>模型文件</translation>
        </message>
        <message>
            <source>Model file</source>
            <translation>模型文件</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>大小</translation>
        </message>
        <message>
            <source>From</source>
            <translation>来源</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>浏览…</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>添加文件夹…</translation>
        </message>
        <message>
            <source>Select a model to see its details.</source>
            <translation>选择一个模型以查看其详情。</translation>
        </message>
        <message>
            <source>GPU layers</source>
            <translation>GPU 层数</translation>
        </message>
        <message>
            <source>A vision projector (mmproj) lets the model read images in messages. Get models downloads a vision model's projector beside it.</source>
            <translation>视觉投影器（mmproj）让模型能读取消息中的图片。“获取模型”会把视觉模型的投影器下载到模型旁边。</translation>
        </message>
        <message>
            <source>automatic</source>
            <translation>自动</translation>
        </message>
        <message>
            <source>Try the fast path again</source>
            <translation>重新尝试快速路径</translation>
        </message>
        <message>
            <source>Forget the safer setting chosen after a crash; the next model load checks again</source>
            <translation>忘记崩溃后选用的更安全设置；下次加载模型时会重新检查</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>加载</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Context size</source>
            <translation>上下文大小</translation>
        </message>
        <message>
            <source>KV cache type</source>
            <translation>KV 缓存类型</translation>
        </message>
        <message>
            <source>Threads</source>
            <translation>线程数</translation>
        </message>
        <message>
            <source>Images</source>
            <translation>图片</translation>
        </message>
        <message>
            <source>Speculation</source>
            <translation>推测解码</translation>
        </message>
        <message>
            <source>New chats</source>
            <translation>新对话</translation>
        </message>
        <message>
            <source>Memory needed</source>
            <translation>所需内存</translation>
        </message>
        <message>
            <source>Engine path</source>
            <translation>引擎路径</translation>
        </message>
        <message>
            <source>On this computer</source>
            <translation>这台电脑上</translation>
        </message>
        <message>
            <source>Get models</source>
            <translation>获取模型</translation>
        </message>
        <message>
            <source>Servers</source>
            <translation>服务器</translation>
        </message>
        <message numerus="yes">
            <source>{name}  (%n parts)</source>
            <translation>
                <numerusform>{name}  (%n 个部分)</numerusform>
            </translation>
        </message>
        <message>
            <source>Added</source>
            <translation>手动添加</translation>
        </message>
        <message>
            <source>{source} · recent</source>
            <translation>{source} · 最近使用</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>正在连接 {url}…</translation>
        </message>
        <message>
            <source>Choose a GGUF model</source>
            <translation>选择 GGUF 模型</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf);;All files (*)</source>
            <translation>GGUF 模型 (*.gguf);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Add a folder of models</source>
            <translation>添加模型文件夹</translation>
        </message>
        <message>
            <source>none: text only</source>
            <translation>无：仅文本</translation>
        </message>
        <message>
            <source>none in the model's folder</source>
            <translation>模型所在文件夹中没有</translation>
        </message>
        <message>
            <source>CPU only</source>
            <translation>仅 CPU</translation>
        </message>
        <message>
            <source>all</source>
            <translation>全部</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>, recurrent state {size}</source>
            <translation>，循环状态 {size}</translation>
        </message>
        <message>
            <source>, image projector {size}</source>
            <translation>，图像投影器 {size}</translation>
        </message>
        <message>
            <source>about {total} (weights {weights}{vision}, KV cache {kv_cache}{state}, work buffers {compute})</source>
            <translation>约 {total}（权重 {weights}{vision}，KV 缓存 {kv_cache}{state}，工作缓冲区 {compute}）</translation>
        </message>
        <message>
            <source>checked when the next model loads (once per llama.cpp build and CPU)</source>
            <translation>下次加载模型时检查（每个 llama.cpp 版本和 CPU 只检查一次）</translation>
        </message>
        <message>
            <source>{path}: it works on this computer</source>
            <translation>{path}：在这台电脑上可用</translation>
        </message>
        <message>
            <source>The fast path will be tried again when the next model loads.</source>
            <translation>下次加载模型时会重新尝试快速路径。</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no (a format is chosen by architecture)</source>
            <translation>否（按架构选择格式）</translation>
        </message>
        <message>
            <source>, sliding window {size}</source>
            <translation>，滑动窗口 {size}</translation>
        </message>
        <message numerus="yes">
            <source>native context {context} tokens · %n layers{window}</source>
            <translation>
                <numerusform>原生上下文 {context} 个 token · %n 层{window}</numerusform>
            </translation>
        </message>
        <message>
            <source>chat template: {template}</source>
            <translation>对话模板：{template}</translation>
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>Apply a preset…</source>
            <translation>应用预设…</translation>
        </message>
        <message>
            <source>A preset's system prompt, sampling and tools, copied into this chat</source>
            <translation>将预设的系统提示词、采样和工具复制到此对话中</translation>
        </message>
        <message>
            <source>Save as preset…</source>
            <translation>另存为预设…</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>导入…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>导出…</translation>
        </message>
        <message>
            <source>A preset file: Emberly's, or LM Studio's (0.2 or 0.3)</source>
            <translation>预设文件：Emberly 的，或 LM Studio 的（0.2 或 0.3）</translation>
        </message>
        <message>
            <source>{name} (built in)</source>
            <translation>{name}（内置）</translation>
        </message>
        <message>
            <source>Save as preset</source>
            <translation>另存为预设</translation>
        </message>
        <message>
            <source>Name of the preset:</source>
            <translation>预设名称：</translation>
        </message>
        <message>
            <source>Import a preset</source>
            <translation>导入预设</translation>
        </message>
        <message>
            <source>Presets (*.json);;All files (*)</source>
            <translation>预设 (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>{name} ({source}) is imported; Emberly has no place for its {skipped}, which were left out.</source>
            <translation>已导入 {name}（{source}）；Emberly 无处存放它的 {skipped}，这些内容已略去。</translation>
        </message>
        <message>
            <source>Presets</source>
            <translation>预设</translation>
        </message>
        <message>
            <source>The preset could not be saved: {error}</source>
            <translation>无法保存预设：{error}</translation>
        </message>
        <message>
            <source>Export a preset</source>
            <translation>导出预设</translation>
        </message>
        <message>
            <source>Presets (*.json)</source>
            <translation>预设 (*.json)</translation>
        </message>
        <message>
            <source>{file} could not be written: {error}</source>
            <translation>无法写入 {file}：{error}</translation>
        </message>
        <message>
            <source>stop strings</source>
            <translation>停止字符串</translation>
        </message>
        <message>
            <source>a token limit</source>
            <translation>token 上限</translation>
        </message>
        <message>
            <source>a prompt format</source>
            <translation>提示词格式</translation>
        </message>
        <message>
            <source>a frequency penalty</source>
            <translation>频率惩罚</translation>
        </message>
        <message>
            <source>a presence penalty</source>
            <translation>存在惩罚</translation>
        </message>
        <message>
            <source>a preset file</source>
            <translation>预设文件</translation>
        </message>
        <message>
            <source>{name} cannot be read as a preset: {error}</source>
            <translation>无法将 {name} 作为预设读取：{error}</translation>
        </message>
        <message>
            <source>{name} is not a preset: it holds no settings object.</source>
            <translation>{name} 不是预设：其中没有设置对象。</translation>
        </message>
        <message>
            <source>{name} is not a preset Emberly knows (its own, or LM Studio's).</source>
            <translation>{name} 不是 Emberly 能识别的预设（Emberly 自己的或 LM Studio 的）。</translation>
        </message>
        <message>
            <source>The presets file</source>
            <translation>预设文件</translation>
        </message>
        <message>
            <source>Your presets could not be read ({error}); the built-in ones are shown.</source>
            <translation>无法读取你的预设（{error}）；现在显示的是内置预设。</translation>
        </message>
    </context>
    <context>
        <name>Projector</name>
        <message>
            <source>No model is loaded for the projector.</source>
            <translation>没有为投影器加载模型。</translation>
        </message>
        <message>
            <source>The prompt has {count} images where {given} were given.</source>
            <translation>提示词中有 {count} 张图片，但提供了 {given} 张。</translation>
        </message>
        <message>
            <source>This model reads no images: choose its projector (mmproj) file with it.</source>
            <translation>此模型无法读取图片：请同时选择它的投影器（mmproj）文件。</translation>
        </message>
        <message>
            <source>An image in this chat must be read again, which needs the model's projector (mmproj) and the image.</source>
            <translation>此对话中的一张图片需要重新读取，这需要模型的投影器（mmproj）和该图片。</translation>
        </message>
        <message>
            <source>An image's span in the prompt was cut.</source>
            <translation>提示词中某张图片所占的范围被截断了。</translation>
        </message>
        <message>
            <source>This projector reads the image into another span than the saved chat's: load the projector the chat was written with.</source>
            <translation>此投影器读取图片后所占的范围与已保存对话中的不同：请加载编写该对话时所用的投影器。</translation>
        </message>
        <message>
            <source>An image of {count} tokens does not fit in the context of {n_ctx}.</source>
            <translation>一张 {count} 个 token 的图片放不进 {n_ctx} 个 token 的上下文。</translation>
        </message>
        <message>
            <source>The image took other positions than its span says.</source>
            <translation>图片占用的位置与其范围所标明的不同。</translation>
        </message>
        <message>
            <source>The projector {name} is not there: {path}.</source>
            <translation>投影器 {name} 不在那里：{path}。</translation>
        </message>
        <message>
            <source>{name} is not a projector for this model (not a vision projector llama.cpp reads, or made for a model other than {width} wide).</source>
            <translation>{name} 不是此模型的投影器（不是 llama.cpp 可读取的视觉投影器，或者是为宽度不是 {width} 的模型制作的）。</translation>
        </message>
        <message>
            <source>{name} has no vision encoder (an audio projector?).</source>
            <translation>{name} 没有视觉编码器（可能是音频投影器？）。</translation>
        </message>
        <message>
            <source>The projector is closed.</source>
            <translation>投影器已关闭。</translation>
        </message>
        <message>
            <source>libmtmd refused an image of {width} × {height}.</source>
            <translation>libmtmd 拒绝了一张 {width} × {height} 的图片。</translation>
        </message>
        <message>
            <source>libmtmd could not prepare the image (code {code}).</source>
            <translation>libmtmd 无法准备该图片（代码 {code}）。</translation>
        </message>
        <message>
            <source>libmtmd made no image chunk of the image.</source>
            <translation>libmtmd 没有从该图片生成图像块。</translation>
        </message>
        <message>
            <source>This projector's images take {positions} positions for {count} tokens: not supported.</source>
            <translation>此投影器的图片 {count} 个 token 占用 {positions} 个位置：不受支持。</translation>
        </message>
        <message>
            <source>{name} needs image tokens this model's vocabulary does not have: it was made for another model.</source>
            <translation>{name} 需要此模型词表中没有的图像 token：它是为其他模型制作的。</translation>
        </message>
        <message>
            <source>The projector or the image was closed.</source>
            <translation>投影器或图片已被关闭。</translation>
        </message>
        <message>
            <source>The image could not be read (libmtmd code {code}).</source>
            <translation>无法读取图片（libmtmd 代码 {code}）。</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{name} is not a regular file</source>
            <translation>{name} 不是普通文件</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {reason}</source>
            <translation>无法打开 {name}：{reason}</translation>
        </message>
        <message>
            <source>{name} is {size} bytes, more than a record of Emberly's can be</source>
            <translation>{name} 有 {size} 字节，超过了 Emberly 记录文件的上限</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation>无法读取 {name}：{reason}</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>它不是普通文件</translation>
        </message>
        <message>
            <source>it has {size} bytes, more than {what} ({limit})</source>
            <translation>它有 {size} 字节，超出了 {what} 的上限（{limit}）</translation>
        </message>
        <message>
            <source>it has more than {limit} bytes</source>
            <translation>它超过了 {limit} 字节</translation>
        </message>
        <message>
            <source>{name} is more than {limit} bytes</source>
            <translation>{name} 超过了 {limit} 字节</translation>
        </message>
        <message>
            <source>{what} is not valid JSON ({error})</source>
            <translation>{what} 不是有效的 JSON（{error}）</translation>
        </message>
        <message>
            <source>{what} is nested more than {depth} levels deep</source>
            <translation>{what} 的嵌套超过 {depth} 层</translation>
        </message>
    </context>
    <context>
        <name>Remote</name>
        <message>
            <source>Several replies at once need a model on this computer.</source>
            <translation>同时生成多条回复需要使用这台电脑上的模型。</translation>
        </message>
        <message>
            <source>the slot save</source>
            <translation>槽位保存请求</translation>
        </message>
        <message>
            <source>the slot restore</source>
            <translation>槽位恢复请求</translation>
        </message>
        <message>
            <source>the slot erase</source>
            <translation>槽位清除请求</translation>
        </message>
        <message>
            <source>the server could not save it ({error})</source>
            <translation>服务器无法保存它（{error}）</translation>
        </message>
        <message>
            <source>the server could not restore it ({error})</source>
            <translation>服务器无法恢复它（{error}）</translation>
        </message>
        <message>
            <source>the server could not erase it ({error})</source>
            <translation>服务器无法清除它（{error}）</translation>
        </message>
        <message>
            <source>the server's template</source>
            <translation>服务器的模板</translation>
        </message>
        <message>
            <source>The server at {server} does not serve {model} (it serves {models}).</source>
            <translation>服务器 {server} 不提供 {model}（它提供的是 {models}）。</translation>
        </message>
        <message>
            <source>The server at {server} sent far more than the {count} tokens asked for, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>服务器 {server} 发送的内容远超所请求的 {count} 个 token，因此 Emberly 停止了读取。之前写出的内容已保留。</translation>
        </message>
        <message>
            <source>The model on {server} does not take images ({error}). Send again to go on without them, or load a vision model there (llama-server: --mmproj).</source>
            <translation>{server} 上的模型不接受图片（{error}）。再次发送即可不带图片继续，或在那里加载视觉模型（llama-server：--mmproj）。</translation>
        </message>
        <message>
            <source>The server read the whole chat again right after restoring it. On a sliding-window model (Gemma 3 and others) start llama-server with --swa-full, or it cannot reuse a restored slot.</source>
            <translation>服务器在恢复对话后立即又重新读取了整个对话。对于滑动窗口模型（Gemma 3 等），请使用 --swa-full 启动 llama-server，否则它无法复用已恢复的槽位。</translation>
        </message>
        <message>
            <source>the server keeps no chat files (start llama-server with --slot-save-path)</source>
            <translation>服务器不保存对话文件（请使用 --slot-save-path 启动 llama-server）</translation>
        </message>
        <message>
            <source>its record could not be written ({error})</source>
            <translation>无法写入其记录（{error}）</translation>
        </message>
        <message>
            <source>cache on server: prefix only</source>
            <translation>服务器上的缓存：仅前缀</translation>
        </message>
        <message>
            <source>every slot of the server is busy with other chats</source>
            <translation>服务器的所有槽位都被其他对话占用</translation>
        </message>
        <message>
            <source>the server's file holds {tokens} tokens in {size} bytes, not the {saved_tokens} in {saved_size} saved</source>
            <translation>服务器上的文件包含 {tokens} 个 token、{size} 字节，而不是保存时的 {saved_tokens} 个 token、{saved_size} 字节</translation>
        </message>
        <message>
            <source>Type the server's address, such as http://127.0.0.1:8080.</source>
            <translation>请输入服务器地址，例如 http://127.0.0.1:8080。</translation>
        </message>
        <message>
            <source>{url} is not an http:// or https:// address.</source>
            <translation>{url} 不是 http:// 或 https:// 地址。</translation>
        </message>
        <message>
            <source>Emberly cannot reach the server at {server}: is it running? ({error})</source>
            <translation>Emberly 无法连接到服务器 {server}：它在运行吗？（{error}）</translation>
        </message>
        <message>
            <source>The server at {server} did not answer in time.</source>
            <translation>服务器 {server} 没有及时响应。</translation>
        </message>
        <message>
            <source>The server at {server} sent a body Emberly cannot decode ({error}).</source>
            <translation>服务器 {server} 发送的内容 Emberly 无法解码（{error}）。</translation>
        </message>
        <message>
            <source>The server at {server} redirected to no usable address ({error}).</source>
            <translation>服务器 {server} 重定向到了一个不可用的地址（{error}）。</translation>
        </message>
        <message>
            <source>The connection to {server} was lost ({error}).</source>
            <translation>与 {server} 的连接已断开（{error}）。</translation>
        </message>
        <message>
            <source>Emberly could not talk to {server}: {error}</source>
            <translation>Emberly 无法与 {server} 通信：{error}</translation>
        </message>
        <message>
            <source>The server at {server} refused the request ({status}): {message}</source>
            <translation>服务器 {server} 拒绝了请求（{status}）：{message}</translation>
        </message>
        <message>
            <source>The server at {server} refused the API key ({status}): check it in Servers.</source>
            <translation>服务器 {server} 拒绝了 API 密钥（{status}）：请在“服务器”中检查。</translation>
        </message>
        <message>
            <source>The chat is longer than the server's context: start a new chat, or fork a new chat from an earlier message. ({message})</source>
            <translation>对话长度超出了服务器的上下文：请新建对话，或从较早的消息分支出新对话。（{message}）</translation>
        </message>
        <message>
            <source>The server at {server} no longer serves the model {model}: choose another in Servers. ({message})</source>
            <translation>服务器 {server} 不再提供模型 {model}：请在“服务器”中选择其他模型。（{message}）</translation>
        </message>
        <message>
            <source>The server at {server} no longer serves what Emberly asked for: choose another in Servers. ({message})</source>
            <translation>服务器 {server} 不再提供 Emberly 所请求的内容：请在“服务器”中另选一个。（{message}）</translation>
        </message>
        <message>
            <source>The server at {server} is busy ({status}): try again in a moment. ({message})</source>
            <translation>服务器 {server} 正忙（{status}）：请稍后再试。（{message}）</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to no usable address ({target}).</source>
            <translation>服务器 {server} 将 {what} 重定向到了一个不可用的地址（{target}）。</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to {target}; Emberly does not send a request on to another address. If the server moved, add its new address in Servers.</source>
            <translation>服务器 {server} 将 {what} 重定向到 {target}；Emberly 不会把请求转发到其他地址。如果服务器已迁移，请在“服务器”中添加它的新地址。</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to {target}, another address; Emberly follows a server's redirects only within its own address. If the server moved, add its new address in Servers.</source>
            <translation>服务器 {server} 将 {what} 重定向到另一个地址 {target}；Emberly 只跟随服务器在其自身地址范围内的重定向。如果服务器已迁移，请在“服务器”中添加它的新地址。</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} more than {count} times.</source>
            <translation>服务器 {server} 将 {what} 重定向了超过 {count} 次。</translation>
        </message>
        <message>
            <source>The server at {server} answered {what} with a {encoding}-compressed body, though Emberly asks for none.</source>
            <translation>服务器 {server} 对 {what} 的回答使用了 {encoding} 压缩，而 Emberly 并未请求任何压缩。</translation>
        </message>
        <message>
            <source>The server at {server} was still answering {what} after the time allowed, so Emberly stopped waiting.</source>
            <translation>超过允许的时间后，服务器 {server} 仍在回答 {what}，因此 Emberly 停止了等待。</translation>
        </message>
        <message>
            <source>The server at {server} answered {what} with over {size} MiB, more than such an answer is; Emberly stopped reading it.</source>
            <translation>服务器 {server} 对 {what} 的回答超过 {size} MiB，这类回答不会有这么大；Emberly 已停止读取。</translation>
        </message>
        <message>
            <source>the chat</source>
            <translation>对话请求</translation>
        </message>
        <message>
            <source>The server at {server} sent nothing for {seconds} s, so Emberly stopped waiting. What it wrote before is kept.</source>
            <translation>服务器 {server} 在 {seconds} 秒内没有发送任何内容，因此 Emberly 停止了等待。之前写出的内容已保留。</translation>
        </message>
        <message>
            <source>{error} What it wrote before is kept.</source>
            <translation>{error} 之前写出的内容已保留。</translation>
        </message>
        <message>
            <source>The server at {server} sent a line of over {size} MiB, which no reply chunk is. What it wrote before is kept.</source>
            <translation>服务器 {server} 发送了超过 {size} MiB 的一行，任何回复片段都不会这么大。之前写出的内容已保留。</translation>
        </message>
        <message>
            <source>The server at {server} sent over {count} lines for one reply, more than any reply is, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>服务器 {server} 为一条回复发送了超过 {count} 行，任何回复都不会这么长，因此 Emberly 停止了读取。之前写出的内容已保留。</translation>
        </message>
        <message>
            <source>The server at {server} sent over {size} MiB for one reply, more than any reply is, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>服务器 {server} 为一条回复发送了超过 {size} MiB，任何回复都不会这么大，因此 Emberly 停止了读取。之前写出的内容已保留。</translation>
        </message>
        <message>
            <source>The reply from {server} stopped: {error}</source>
            <translation>来自 {server} 的回复已中断：{error}</translation>
        </message>
        <message>
            <source>The server sent tool calls of more arguments than its reply could hold, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>服务器发送的工具调用参数超出了其回复所能容纳的量，因此 Emberly 停止了读取。之前写出的内容已保留。</translation>
        </message>
        <message>
            <source>The server at {server} sent a tool call without a name or with arguments that are not a JSON object ({arguments}).</source>
            <translation>服务器 {server} 发送的工具调用没有名称，或其参数不是 JSON 对象（{arguments}）。</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>对象</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>列表</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>数字</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>字符串</translation>
        </message>
        <message>
            <source>the answer</source>
            <translation>应答</translation>
        </message>
        <message>
            <source>reply event</source>
            <translation>回复事件</translation>
        </message>
        <message>
            <source>slot file answer</source>
            <translation>槽位文件应答</translation>
        </message>
        <message>
            <source>{endpoint} answer</source>
            <translation>{endpoint} 应答</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>空缺</translation>
        </message>
        <message>
            <source>The server at {server} sent a bad {what}: {name} is {value}, not {wanted}.</source>
            <translation>服务器 {server} 发送的 {what} 有误：{name} 的值为 {value}，应为{wanted}。</translation>
        </message>
        <message>
            <source>The server at {server} sent a {what} nested too deeply to read.</source>
            <translation>服务器 {server} 发送的 {what} 嵌套过深，无法读取。</translation>
        </message>
        <message>
            <source>The server at {server} sent a {what} that is not JSON ({error}).</source>
            <translation>服务器 {server} 发送的 {what} 不是 JSON（{error}）。</translation>
        </message>
        <message>
            <source>a string of at most {limit} characters</source>
            <translation>不超过 {limit} 个字符的字符串</translation>
        </message>
        <message>
            <source>{server} does not answer /v1/models as an OpenAI-compatible server does (it sent {value}, not an object).</source>
            <translation>{server} 对 /v1/models 的回答不像兼容 OpenAI 的服务器（它发送的是 {value}，而不是对象）。</translation>
        </message>
        <message>
            <source>The server at {server} sent a reply event that is {value}, not an object.</source>
            <translation>服务器 {server} 发送的回复事件是 {value}，而不是对象。</translation>
        </message>
        <message>
            <source>a slot</source>
            <translation>槽位</translation>
        </message>
        <message>
            <source>the rendered chat (a string)</source>
            <translation>渲染后的对话（字符串）</translation>
        </message>
        <message>
            <source>a list of token ids</source>
            <translation>token ID 列表</translation>
        </message>
    </context>
    <context>
        <name>Runner</name>
        <message>
            <source>no saved cache</source>
            <translation>没有已保存的缓存</translation>
        </message>
        <message>
            <source>There is no message to answer.</source>
            <translation>没有需要回答的消息。</translation>
        </message>
        <message>
            <source>No model is loaded.</source>
            <translation>未加载模型。</translation>
        </message>
        <message>
            <source>Only your own messages can be edited and sent again.</source>
            <translation>只能编辑并重新发送你自己的消息。</translation>
        </message>
        <message>
            <source>The web is off: turn it on in Settings ▸ Web. The message went without it.</source>
            <translation>联网搜索已关闭：请在“设置 ▸ 联网搜索”中开启。此消息已在不联网的情况下发送。</translation>
        </message>
        <message>
            <source>The model was loaded for {parallel} replies at once, not {n}: load it again after changing the number in Settings.</source>
            <translation>该模型加载时设置为同时生成 {parallel} 条回复，而不是 {n} 条：请在设置中更改数量后重新加载。</translation>
        </message>
        <message>
            <source>The other replies are saved, but not all their caches: {error}</source>
            <translation>其他回复已保存，但并非所有缓存都已保存：{error}</translation>
        </message>
        <message>
            <source>There is no other version of that message.</source>
            <translation>该消息没有其他版本。</translation>
        </message>
        <message>
            <source>That message is no longer in this chat.</source>
            <translation>该消息已不在此对话中。</translation>
        </message>
        <message>
            <source>There is no reply to continue.</source>
            <translation>没有可继续的回复。</translation>
        </message>
        <message>
            <source>The tools of {name} are not available: {why}</source>
            <translation>{name} 的工具不可用：{why}</translation>
        </message>
        <message>
            <source>The tool {name} ({server}) is left out: {error}</source>
            <translation>已略过工具 {name}（{server}）：{error}</translation>
        </message>
        <message>
            <source>The tool {name} is left out: {error}</source>
            <translation>已略过工具 {name}：{error}</translation>
        </message>
        <message>
            <source>This chat's replies cannot be held to its setting: {error}</source>
            <translation>无法让此对话的回复遵循其设置：{error}</translation>
        </message>
        <message>
            <source>{error}. The model is told the file is no longer available.</source>
            <translation>{error}。已告知模型该文件不再可用。</translation>
        </message>
        <message>
            <source>The chat is saved, but its cache could not be: {error}</source>
            <translation>对话已保存，但无法保存其缓存：{error}</translation>
        </message>
        <message>
            <source>No chat is open.</source>
            <translation>没有打开的对话。</translation>
        </message>
        <message>
            <source>The model's chat template failed, so Emberly uses its built-in {format} format now. ({error})</source>
            <translation>模型的对话模板出错，Emberly 现在改用内置的 {format} 格式。（{error}）</translation>
        </message>
    </context>
    <context>
        <name>Server</name>
        <message>
            <source>Off</source>
            <translation>已关闭</translation>
        </message>
        <message numerus="yes">
            <source>%Ln request served</source>
            <translation>
                <numerusform>已处理 %Ln 个请求</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln requests served</source>
            <translation>
                <numerusform>已处理 %Ln 个请求</numerusform>
            </translation>
        </message>
        <message>
            <source>running: {request}</source>
            <translation>运行中：{request}</translation>
        </message>
        <message numerus="yes">
            <source>%n waiting</source>
            <translation>
                <numerusform>%n 个等待中</numerusform>
            </translation>
        </message>
        <message>
            <source>no model loaded: requests are refused</source>
            <translation>未加载模型：请求会被拒绝</translation>
        </message>
        <message>
            <source>Local API server</source>
            <translation>本地 API 服务器</translation>
        </message>
        <message>
            <source>Other apps on this computer (editors, notes, scripts) can use the model loaded here through an OpenAI-compatible API: point them at the address below with the key. Your chats in this window are never touched, and conversations a client sends again continue warm.</source>
            <translation>这台电脑上的其他应用（编辑器、笔记、脚本）可以通过兼容 OpenAI 的 API 使用此处加载的模型：让它们使用下面的地址和密钥即可。此窗口中的对话不会受到影响，客户端再次发送的对话会以热状态继续。</translation>
        </message>
        <message>
            <source>Serve the loaded model to other apps</source>
            <translation>将已加载的模型提供给其他应用</translation>
        </message>
        <message>
            <source>Allow other computers on my network</source>
            <translation>允许我网络中的其他电脑访问</translation>
        </message>
        <message>
            <source>⚠ Anyone on your network who has the key can use the model.</source>
            <translation>⚠ 你网络中任何拥有密钥的人都能使用该模型。</translation>
        </message>
        <message>
            <source>none (browser pages may not call it); e.g. http://localhost:3000</source>
            <translation>无（浏览器页面不能调用它）；例如 http://localhost:3000</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API 密钥</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Copy key</source>
            <translation>复制密钥</translation>
        </message>
        <message>
            <source>New key</source>
            <translation>新密钥</translation>
        </message>
        <message>
            <source>Make a new key: apps using the old one must be given the new one</source>
            <translation>生成新密钥：使用旧密钥的应用需要改用新密钥</translation>
        </message>
        <message>
            <source>Stop the request</source>
            <translation>停止该请求</translation>
        </message>
        <message>
            <source>Requests served</source>
            <translation>已处理的请求</translation>
        </message>
        <message>
            <source>Each request served appears here, with its tokens and time.</source>
            <translation>每个已处理的请求都会显示在这里，包括其 token 数和用时。</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>端口</translation>
        </message>
        <message>
            <source>Browser origins</source>
            <translation>浏览器来源</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>地址</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>The key is kept {place}.</source>
            <translation>密钥的保存位置：{place}。</translation>
        </message>
        <message>
            <source>Let apps have the web searched first (web_search_options)</source>
            <translation>允许应用先进行联网搜索（web_search_options）</translation>
        </message>
        <message>
            <source>With the search service of Settings ▸ Web: the pages read go into the request's prompt, and the reply cites them. Off: such requests are refused.</source>
            <translation>使用“设置 ▸ 联网搜索”中的搜索服务：读取的网页会放入请求的提示词中，回复会注明出处。关闭时：此类请求会被拒绝。</translation>
        </message>
        <message>
            <source>for this run only (no usable keyring, and the key file could not be written)</source>
            <translation>仅限本次运行（没有可用的密钥环，且无法写入密钥文件）</translation>
        </message>
        <message>
            <source>in the system keyring</source>
            <translation>系统密钥环</translation>
        </message>
        <message>
            <source>in {file} (readable by you only)</source>
            <translation>{file}（仅你可读取）</translation>
        </message>
    </context>
    <context>
        <name>Servers</name>
        <message>
            <source>Server address</source>
            <translation>服务器地址</translation>
        </message>
        <message>
            <source>optional</source>
            <translation>可选</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API 密钥</translation>
        </message>
        <message>
            <source>Add server</source>
            <translation>添加服务器</translation>
        </message>
        <message>
            <source>Servers and their models</source>
            <translation>服务器及其模型</translation>
        </message>
        <message>
            <source>Server and its models</source>
            <translation>服务器及其模型</translation>
        </message>
        <message>
            <source>Context</source>
            <translation>上下文</translation>
        </message>
        <message>
            <source>Add a server to chat with the models it serves.</source>
            <translation>添加服务器，即可与它提供的模型对话。</translation>
        </message>
        <message>
            <source>Test again</source>
            <translation>重新测试</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>移除</translation>
        </message>
        <message>
            <source>Chat with this model</source>
            <translation>与此模型对话</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>地址</translation>
        </message>
        <message>
            <source>{url} could not be asked ({error}).</source>
            <translation>无法查询 {url}（{error}）。</translation>
        </message>
        <message>
            <source>Asking {url}…</source>
            <translation>正在查询 {url}…</translation>
        </message>
        <message>
            <source>Added {url}.</source>
            <translation>已添加 {url}。</translation>
        </message>
        <message>
            <source>cannot be reached</source>
            <translation>无法连接</translation>
        </message>
        <message>
            <source>asking…</source>
            <translation>正在查询…</translation>
        </message>
        <message>
            <source>{size} tokens</source>
            <translation>{size} 个 token</translation>
        </message>
        <message>
            <source>{server} at {url}</source>
            <translation>{url} 上的 {server}</translation>
        </message>
        <message numerus="yes">
            <source>%n slot of {size} tokens · build {build}</source>
            <translation>
                <numerusform>%n 个槽位，每个 {size} 个 token · 版本 {build}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n slots of {size} tokens · build {build}</source>
            <translation>
                <numerusform>%n 个槽位，每个 {size} 个 token · 版本 {build}</numerusform>
            </translation>
        </message>
        <message>
            <source>Chats resume from the server's slot files when it runs with --slot-save-path (and with -np set, so that chats keep their own slot).</source>
            <translation>当服务器以 --slot-save-path 运行（并设置了 -np，使每个对话保有自己的槽位）时，对话会从服务器的槽位文件中恢复。</translation>
        </message>
        <message>
            <source>Cache on server: prefix only. A reopened chat is read again by the server, unless it still holds the start of it.</source>
            <translation>服务器上的缓存：仅限前缀。重新打开的对话会由服务器重新读取，除非服务器仍保留着它的开头部分。</translation>
        </message>
        <message>
            <source>Removed {url}.</source>
            <translation>已移除 {url}。</translation>
        </message>
        <message>
            <source>There is no system keyring here, so the key is kept only until Emberly closes.</source>
            <translation>这里没有系统密钥环，因此密钥只会保留到 Emberly 关闭为止。</translation>
        </message>
        <message>
            <source>OpenAI-compatible server</source>
            <translation>兼容 OpenAI 的服务器</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>Follow the system</source>
            <translation>跟随系统</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>浅色</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>深色</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>浏览…</translation>
        </message>
        <message>
            <source>Choose a folder</source>
            <translation>选择文件夹</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>选择模型</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf)</source>
            <translation>GGUF 模型 (*.gguf)</translation>
        </message>
        <message>
            <source>System size</source>
            <translation>系统默认大小</translation>
        </message>
        <message>
            <source> pt</source>
            <comment>a font size's unit, after the number</comment>
            <translation> pt</translation>
        </message>
        <message>
            <source> GiB</source>
            <comment>a size's unit, after the number</comment>
            <translation> GiB</translation>
        </message>
        <message>
            <source>unlimited</source>
            <translation>无限制</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>设置</translation>
        </message>
        <message>
            <source>none: documents and libraries are searched by keywords</source>
            <translation>无：按关键词搜索文档和资料库</translation>
        </message>
        <message>
            <source>A GGUF embedding model (all-MiniLM-L6-v2, nomic-embed-text, EmbeddingGemma…; Get models lists some): passages are then found by meaning as well as by words</source>
            <translation>GGUF 嵌入模型（all-MiniLM-L6-v2、nomic-embed-text、EmbeddingGemma…；“获取模型”中列出了一些）：这样除了按词语查找段落，还能按语义查找</translation>
        </message>
        <message>
            <source>the standard folder for your system</source>
            <translation>系统的标准文件夹</translation>
        </message>
        <message>
            <source>Default model</source>
            <translation>默认模型</translation>
        </message>
        <message>
            <source>Embedding model</source>
            <translation>嵌入模型</translation>
        </message>
        <message>
            <source>Data folder</source>
            <translation>数据文件夹</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>主题</translation>
        </message>
        <message>
            <source>Font size</source>
            <translation>字体大小</translation>
        </message>
        <message>
            <source>Choose an embedding model</source>
            <translation>选择嵌入模型</translation>
        </message>
        <message>
            <source>A new data folder is used from the next start.</source>
            <translation>新的数据文件夹将在下次启动时启用。</translation>
        </message>
        <message>
            <source>The system's ({language})</source>
            <translation>系统语言（{language}）</translation>
        </message>
        <message>
            <source>off</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Versions of a reply written at once by Regenerate ×N (Ctrl+Shift+G). Used from the next model load.</source>
            <translation>“重新生成 ×N” (Ctrl+Shift+G) 一次生成的回复版本数。下次加载模型时生效。</translation>
        </message>
        <message>
            <source>Chat caches on disk</source>
            <translation>磁盘上的对话缓存</translation>
        </message>
        <message>
            <source>Regenerate ×N: versions at once</source>
            <translation>重新生成 ×N：一次生成的版本数</translation>
        </message>
        <message>
            <source>{speculation} (the model picker's Speculation setting)</source>
            <translation>{speculation}（模型选择器中的“推测解码”设置）</translation>
        </message>
        <message>
            <source>Speculation</source>
            <translation>推测解码</translation>
        </message>
        <message>
            <source>Reopen the last chat and model on start</source>
            <translation>启动时重新打开上次的对话和模型</translation>
        </message>
        <message>
            <source>Off: Emberly starts with a new chat (the default model still loads).</source>
            <translation>关闭时：Emberly 启动时会新建对话（仍会加载默认模型）。</translation>
        </message>
        <message>
            <source>Tell me when a new version of Emberly exists (asks GitHub once a day)</source>
            <translation>Emberly 有新版本时通知我（每天询问 GitHub 一次）</translation>
        </message>
        <message>
            <source>Local API server ({state})…</source>
            <translation>本地 API 服务器（{state}）…</translation>
        </message>
        <message>
            <source>Other apps on this computer (editors, scripts, aider, Continue) can use the loaded model through an OpenAI-compatible API: its address, key, port and browser origins</source>
            <translation>这台电脑上的其他应用（编辑器、脚本、aider、Continue）可通过兼容 OpenAI 的 API 使用已加载的模型：设置其地址、密钥、端口和浏览器来源</translation>
        </message>
        <message>
            <source>Local server</source>
            <translation>本地服务器</translation>
        </message>
        <message>
            <source>Tools (MCP servers: {n})…</source>
            <translation>工具（MCP 服务器：{n}）…</translation>
        </message>
        <message>
            <source>Programs and addresses whose tools the model may call in the chats where you turn them on: add them, import an mcp.json, read their logs</source>
            <translation>模型可在你启用它们的对话中调用其工具的程序和地址：添加它们、导入 mcp.json、查看它们的日志</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>工具</translation>
        </message>
        <message>
            <source>off</source>
            <comment>the web search</comment>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Web ({provider})…</source>
            <translation>联网搜索（{provider}）…</translation>
        </message>
        <message>
            <source>Search the web for a message (the composer's Web button): where searches go, and what leaves your computer</source>
            <translation>为消息联网搜索（输入框的“联网搜索”按钮）：搜索发往何处，以及哪些内容会离开你的电脑</translation>
        </message>
        <message>
            <source>Web</source>
            <translation>联网搜索</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>{error} Emberly keeps its chats and models in {folder} for now.</source>
            <translation>{error} Emberly 暂时将对话和模型保存在 {folder} 中。</translation>
        </message>
        <message>
            <source>{error} Nor can the standard one: {reason}</source>
            <translation>{error} 标准文件夹也无法使用：{reason}</translation>
        </message>
        <message>
            <source>The settings file</source>
            <translation>设置文件</translation>
        </message>
        <message>
            <source>The settings file is not a JSON object</source>
            <translation>设置文件不是 JSON 对象</translation>
        </message>
        <message>
            <source>Your settings could not be read ({error}); Emberly uses its defaults. The old file is kept as {name}.</source>
            <translation>无法读取你的设置（{error}）；Emberly 将使用默认设置。旧文件已保留为 {name}。</translation>
        </message>
        <message>
            <source>Some settings had values Emberly cannot use ({names}); they are back to their defaults, or those entries left out.</source>
            <translation>部分设置的值 Emberly 无法使用（{names}）；它们已恢复为默认值，或相应条目已被略过。</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Warm: reopens from its saved cache</source>
            <translation>热：从保存的缓存中直接恢复</translation>
        </message>
        <message>
            <source>Cold: will be re-read when opened</source>
            <translation>冷：打开时会重新读取</translation>
        </message>
        <message>
            <source>Stale: its cache is for other model settings</source>
            <translation>过期：其缓存对应的是其他模型设置</translation>
        </message>
        <message>
            <source>{title}, {when}, cache warm</source>
            <translation>{title}，{when}，缓存：热</translation>
        </message>
        <message>
            <source>{title}, {when}, cache cold</source>
            <translation>{title}，{when}，缓存：冷</translation>
        </message>
        <message>
            <source>{title}, {when}, cache stale</source>
            <translation>{title}，{when}，缓存：过期</translation>
        </message>
        <message>
            <source>Search chats (Ctrl+K)</source>
            <translation>搜索对话 (Ctrl+K)</translation>
        </message>
        <message>
            <source>Search chats</source>
            <translation>搜索对话</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>清除搜索</translation>
        </message>
        <message>
            <source>New chat</source>
            <translation>新建对话</translation>
        </message>
        <message>
            <source>New chat (Ctrl+N)</source>
            <translation>新建对话 (Ctrl+N)</translation>
        </message>
        <message>
            <source>Chats</source>
            <translation>对话</translation>
        </message>
        <message>
            <source>Reading your chats…</source>
            <translation>正在读取你的对话…</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>已置顶</translation>
        </message>
        <message>
            <source>{title}, {when}, empty</source>
            <translation>{title}，{when}，空</translation>
        </message>
        <message>
            <source>, forked from {title}</source>
            <translation>，分支自 {title}</translation>
        </message>
        <message numerus="yes">
            <source>%n message(s) · {when}</source>
            <translation>
                <numerusform>%n 条消息 · {when}</numerusform>
            </translation>
        </message>
        <message>
            <source>Forked from “{title}”</source>
            <translation>分支自“{title}”</translation>
        </message>
        <message>
            <source>Today</source>
            <translation>今天</translation>
        </message>
        <message>
            <source>Yesterday</source>
            <translation>昨天</translation>
        </message>
        <message>
            <source>Previous 7 days</source>
            <translation>过去 7 天</translation>
        </message>
        <message>
            <source>Older</source>
            <translation>更早</translation>
        </message>
        <message>
            <source> ({tokens} tokens, {size})</source>
            <translation>（{tokens} 个 token，{size}）</translation>
        </message>
        <message>
            <source>Last opened: restored in {ms} ms</source>
            <translation>上次打开：{ms} 毫秒内恢复</translation>
        </message>
        <message>
            <source>Last opened: re-read in {s} s</source>
            <translation>上次打开：{s} 秒内重新读取</translation>
        </message>
    </context>
    <context>
        <name>Speculation</name>
        <message>
            <source>Runs with a q8_0 or q4_0 KV cache only: with f16 a batch of tokens and a single one round differently here, and a reply must not change.</source>
            <translation>仅适用于 q8_0 或 q4_0 KV 缓存：使用 f16 时，批量处理的 token 与单个 token 在这里的舍入结果不同，而回复不能因此改变。</translation>
        </message>
        <message>
            <source>Replies stay exactly what they would be without it, only faster where guesses are right.</source>
            <translation>回复与不使用它时完全相同，只是在猜对时更快。</translation>
        </message>
        <message>
            <source>Speculative decoding: guesses of the next tokens, checked by the model in one step</source>
            <translation>推测解码：猜测接下来的 token，由模型一步完成检验</translation>
        </message>
        <message>
            <source>A draft model for it: {name} ({size}), in Get models; once beside this model it is offered here.</source>
            <translation>适用的草稿模型：{name}（{size}），见“获取模型”；放到此模型旁边后，就会在这里提供。</translation>
        </message>
        <message>
            <source>its own MTP head (multi-token prediction)</source>
            <translation>模型自带的 MTP 头（多 token 预测）</translation>
        </message>
        <message>
            <source>guesses from the chat (prompt lookup)</source>
            <translation>从对话中猜测（提示词查找）</translation>
        </message>
        <message>
            <source>draft model: {name}</source>
            <translation>草稿模型：{name}</translation>
        </message>
        <message>
            <source>off</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>The draft model did not load: {error}</source>
            <translation>草稿模型未能加载：{error}</translation>
        </message>
        <message>
            <source>{name} cannot draft for this model: {reason}.</source>
            <translation>{name} 无法为此模型草拟：{reason}。</translation>
        </message>
        <message>
            <source>its tokenizer is of another kind</source>
            <translation>它的分词器类型不同</translation>
        </message>
        <message>
            <source>its vocabulary has {count} tokens, this model's {target}</source>
            <translation>它的词表有 {count} 个 token，而此模型的有 {target} 个</translation>
        </message>
        <message>
            <source>its {token} token is another</source>
            <translation>它的 {token} token 不同</translation>
        </message>
        <message>
            <source>token {token} is {there} there, {here} here</source>
            <translation>token {token} 在那边是 {there}，在这边是 {here}</translation>
        </message>
        <message>
            <source>prompt lookup</source>
            <translation>提示词查找</translation>
        </message>
        <message>
            <source>off: {reason}</source>
            <translation>关闭：{reason}</translation>
        </message>
        <message>
            <source>no drafter</source>
            <translation>无草拟来源</translation>
        </message>
        <message>
            <source>draft model {name}</source>
            <translation>草稿模型 {name}</translation>
        </message>
        <message>
            <source>the model's own MTP head</source>
            <translation>模型自带的 MTP 头</translation>
        </message>
        <message>
            <source>{drafter}, up to {count} guesses checked at once</source>
            <translation>{drafter}，一次最多验证 {count} 个猜测</translation>
        </message>
        <message>
            <source>turned off</source>
            <translation>已关闭</translation>
        </message>
        <message>
            <source>an encoder-decoder model decodes after its encoder: its memory cannot drop a refused guess</source>
            <translation>编码器-解码器模型在编码器之后解码：其记忆无法丢弃被拒绝的猜测</translation>
        </message>
        <message>
            <source>it needs a q8_0 or q4_0 KV cache and flash attention</source>
            <translation>它需要 q8_0 或 q4_0 的 KV 缓存以及 Flash Attention</translation>
        </message>
        <message>
            <source>the model's memory cannot drop the guesses it refuses</source>
            <translation>模型的记忆无法丢弃它拒绝的猜测</translation>
        </message>
        <message>
            <source>this model's kernels give a batch other logits than a single token on this computer</source>
            <translation>在这台电脑上，此模型的内核对批次给出的 logits 与单个 token 不同</translation>
        </message>
    </context>
    <context>
        <name>StateFiles</name>
        <message>
            <source>another model file</source>
            <translation>其他模型文件</translation>
        </message>
        <message>
            <source>another version of llama-cpp-python</source>
            <translation>其他版本的 llama-cpp-python</translation>
        </message>
        <message>
            <source>another build of llama.cpp</source>
            <translation>其他 llama.cpp 构建版本</translation>
        </message>
        <message>
            <source>another context size</source>
            <translation>其他上下文大小</translation>
        </message>
        <message>
            <source>another KV cache type</source>
            <translation>其他 KV 缓存类型</translation>
        </message>
        <message>
            <source>another flash-attention setting</source>
            <translation>其他 Flash Attention 设置</translation>
        </message>
        <message>
            <source>another sliding-window setting</source>
            <translation>其他滑动窗口设置</translation>
        </message>
        <message>
            <source>another micro-batch size</source>
            <translation>其他微批次大小</translation>
        </message>
        <message>
            <source>another GPU offload setting</source>
            <translation>其他 GPU 卸载设置</translation>
        </message>
        <message>
            <source>another compute device</source>
            <translation>其他计算设备</translation>
        </message>
        <message>
            <source>another number of parallel replies</source>
            <translation>其他并行回复数量</translation>
        </message>
        <message>
            <source>The sidecar of {name} is unreadable ({error}).</source>
            <translation>无法读取 {name} 的附属元数据文件（{error}）。</translation>
        </message>
        <message>
            <source>No saved cache at {name}.</source>
            <translation>{name} 处没有已保存的缓存。</translation>
        </message>
        <message>
            <source>The saved cache {name} has no sidecar, so it cannot be trusted.</source>
            <translation>已保存的缓存 {name} 没有附属元数据文件，因此无法信任。</translation>
        </message>
        <message>
            <source>{reasons}, {reason}</source>
            <translation>{reasons}、{reason}</translation>
        </message>
        <message>
            <source>its record</source>
            <translation>其记录</translation>
        </message>
        <message>
            <source>no saved cache on the server</source>
            <translation>服务器上没有已保存的缓存</translation>
        </message>
        <message>
            <source>its record is unreadable ({error})</source>
            <translation>其记录无法读取（{error}）</translation>
        </message>
        <message>
            <source>its record is not one Emberly wrote</source>
            <translation>其记录不是 Emberly 写入的</translation>
        </message>
        <message>
            <source>it was saved on another server ({url})</source>
            <translation>它保存在另一台服务器上（{url}）</translation>
        </message>
        <message>
            <source>the server's {fields} changed since it was saved</source>
            <translation>保存之后，服务器的 {fields} 已更改</translation>
        </message>
        <message>
            <source>llama.cpp could not write {name} (disk full or folder not writable?)</source>
            <translation>llama.cpp 无法写入 {name}（磁盘已满或文件夹不可写？）</translation>
        </message>
        <message>
            <source>The chat's cache could not be saved to {folder}: {reason}</source>
            <translation>无法将对话的缓存保存到 {folder}：{reason}</translation>
        </message>
        <message>
            <source>The saved cache was made with {reasons}.</source>
            <translation>保存的缓存生成时使用了{reasons}。</translation>
        </message>
        <message>
            <source>the file changed while it was read</source>
            <translation>文件在读取期间发生了变化</translation>
        </message>
        <message>
            <source>The saved cache {name} could not be read: {error}</source>
            <translation>无法读取已保存的缓存 {name}：{error}</translation>
        </message>
        <message>
            <source>No saved cache at {name}: that is not a file.</source>
            <translation>{name} 处没有已保存的缓存：那不是文件。</translation>
        </message>
        <message>
            <source>The saved cache {name} has {size} bytes, not {expected}.</source>
            <translation>已保存的缓存 {name} 有 {size} 字节，而不是 {expected} 字节。</translation>
        </message>
        <message>
            <source>The saved cache {name} is damaged (checksum mismatch).</source>
            <translation>已保存的缓存 {name} 已损坏（校验和不匹配）。</translation>
        </message>
        <message>
            <source>The saved cache {name} is too short.</source>
            <translation>已保存的缓存 {name} 太短。</translation>
        </message>
        <message>
            <source>{name} is not a llama.cpp sequence state of this version.</source>
            <translation>{name} 不是此版本 llama.cpp 的序列状态。</translation>
        </message>
        <message>
            <source>{name} holds {count} tokens where its sidecar says {expected}.</source>
            <translation>{name} 包含 {count} 个 token，而其附属元数据文件记录的是 {expected} 个。</translation>
        </message>
        <message>
            <source>{name} holds tokens that are not in this model's vocabulary.</source>
            <translation>{name} 中包含此模型词表里没有的 token。</translation>
        </message>
        <message>
            <source>llama.cpp refused the saved cache data.</source>
            <translation>llama.cpp 拒绝了已保存的缓存数据。</translation>
        </message>
        <message>
            <source>The chat's checkpoints could not be saved: {reason}</source>
            <translation>无法保存对话的检查点：{reason}</translation>
        </message>
        <message>
            <source>No extras saved with {name}.</source>
            <translation>{name} 没有一同保存的附加数据。</translation>
        </message>
        <message>
            <source>The extras of {name} could not be read: {error}</source>
            <translation>无法读取 {name} 的附加数据：{error}</translation>
        </message>
        <message>
            <source>The extras of {name} are damaged.</source>
            <translation>{name} 的附加数据已损坏。</translation>
        </message>
        <message>
            <source>The extras of {name} are unreadable ({error}).</source>
            <translation>{name} 的附加数据无法读取（{error}）。</translation>
        </message>
        <message>
            <source>The extras next to {name} belong to another save of it.</source>
            <translation>{name} 旁边的附加数据属于它的另一次保存。</translation>
        </message>
        <message>
            <source>The extras of {name} do not fit their state file.</source>
            <translation>{name} 的附加数据与其状态文件不匹配。</translation>
        </message>
        <message>
            <source>{name} restored cells up to position {last} for {count} tokens</source>
            <translation>{name} 为 {count} 个 token 恢复的单元格只到位置 {last}</translation>
        </message>
    </context>
    <context>
        <name>Tools</name>
        <message>
            <source>Allow a tool call?</source>
            <translation>允许这次工具调用吗？</translation>
        </message>
        <message>
            <source>The model wants to call &lt;b&gt;{tool}&lt;/b&gt; from {server} with:</source>
            <translation>模型想要调用 {server} 中的 &lt;b&gt;{tool}&lt;/b&gt;，参数如下：</translation>
        </message>
        <message>
            <source>The model wants to call &lt;b&gt;{tool}&lt;/b&gt; with:</source>
            <translation>模型想要调用 &lt;b&gt;{tool}&lt;/b&gt;，参数如下：</translation>
        </message>
        <message>
            <source>Arguments</source>
            <translation>参数</translation>
        </message>
        <message>
            <source>Allow once</source>
            <translation>允许一次</translation>
        </message>
        <message>
            <source>Always allow {tool}</source>
            <translation>始终允许 {tool}</translation>
        </message>
        <message>
            <source>Decline</source>
            <translation>拒绝</translation>
        </message>
        <message>
            <source>Never allow {tool}</source>
            <translation>永不允许 {tool}</translation>
        </message>
        <message>
            <source>An MCP server in the settings is left out: {problem}</source>
            <translation>设置中的一个 MCP 服务器已被略过：{problem}</translation>
        </message>
        <message>
            <source>Running a tool…</source>
            <translation>正在运行工具…</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>正在生成…</translation>
        </message>
        <message>
            <source>Tools (MCP servers)</source>
            <translation>工具（MCP 服务器）</translation>
        </message>
        <message>
            <source>MCP servers</source>
            <translation>MCP 服务器</translation>
        </message>
        <message>
            <source>Servers whose tools the model may call, in the chats where you turn them on (Chat settings). Each call asks you first, unless you always allow that tool.</source>
            <translation>模型可以调用其工具的服务器，仅限你启用它们的对话（对话设置）。每次调用前都会先询问你，除非你始终允许该工具。</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>添加…</translation>
        </message>
        <message>
            <source>Edit…</source>
            <translation>编辑…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>移除</translation>
        </message>
        <message>
            <source>Import mcp.json…</source>
            <translation>导入 mcp.json…</translation>
        </message>
        <message>
            <source>Tools…</source>
            <translation>工具…</translation>
        </message>
        <message>
            <source>Show log</source>
            <translation>显示日志</translation>
        </message>
        <message numerus="yes">
            <source>Ask again for every tool (%n remembered)</source>
            <translation>
                <numerusform>对每个工具重新询问（已记住 %n 个）</numerusform>
            </translation>
        </message>
        <message>
            <source>Left out: {problems}</source>
            <translation>已略过：{problems}</translation>
        </message>
        <message>
            <source>Import an mcp.json</source>
            <translation>导入 mcp.json</translation>
        </message>
        <message>
            <source>MCP settings (*.json)</source>
            <translation>MCP 设置 (*.json)</translation>
        </message>
        <message numerus="yes">
            <source>%n server imported from {file}.</source>
            <translation>
                <numerusform>已从 {file} 导入 %n 个服务器。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n servers imported from {file}.</source>
            <translation>
                <numerusform>已从 {file} 导入 %n 个服务器。</numerusform>
            </translation>
        </message>
        <message>
            <source>{imported}

Left out:
{problems}</source>
            <translation>{imported}

已略过：
{problems}</translation>
        </message>
        <message>
            <source>{name}: its tools</source>
            <translation>{name} 的工具</translation>
        </message>
        <message>
            <source>{name}: its log</source>
            <translation>{name} 的日志</translation>
        </message>
        <message>
            <source>A server at an address keeps its own log, where it runs; Emberly has none for it. A failed call says what went wrong.</source>
            <translation>位于某个地址的服务器会在其运行的地方保存自己的日志；Emberly 没有它的日志。调用失败时会说明出了什么问题。</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>（空）</translation>
        </message>
        <message>
            <source>Nothing logged yet: the server has not been started.</source>
            <translation>还没有日志：服务器尚未启动。</translation>
        </message>
        <message>
            <source>{name}: its log ({path})</source>
            <translation>{name} 的日志（{path}）</translation>
        </message>
        <message>
            <source>Every tool asks again</source>
            <translation>每个工具都会重新询问</translation>
        </message>
        <message>
            <source>MCP server</source>
            <translation>MCP 服务器</translation>
        </message>
        <message>
            <source>A program on this computer (stdio)</source>
            <translation>这台电脑上的程序（stdio）</translation>
        </message>
        <message>
            <source>An address (streamable HTTP)</source>
            <translation>一个地址（streamable HTTP）</translation>
        </message>
        <message>
            <source>npx, uvx, python, /path/to/server</source>
            <translation>npx, uvx, python, /path/to/server</translation>
        </message>
        <message>
            <source>NAME=value, one a line (kept in the system keyring)</source>
            <translation>NAME=value，每行一个（保存在系统密钥环中）</translation>
        </message>
        <message>
            <source>Authorization: Bearer …, one a line (kept in the system keyring)</source>
            <translation>Authorization: Bearer …，每行一个（保存在系统密钥环中）</translation>
        </message>
        <message>
            <source> s</source>
            <comment>seconds</comment>
            <translation> 秒</translation>
        </message>
        <message>
            <source>Let this server see the chat's library folders</source>
            <translation>允许此服务器查看对话的资料库文件夹</translation>
        </message>
        <message>
            <source>Sent as the server's MCP roots: the folders of the libraries the open chat searches (none when it searches none). A file server then works in those folders instead of the ones in its arguments.</source>
            <translation>作为服务器的 MCP roots 发送：当前对话所搜索的资料库的文件夹（不搜索资料库时则没有）。这样文件服务器就会在这些文件夹中工作，而不是在其参数中的文件夹中。</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>Command</source>
            <translation>命令</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>文件夹</translation>
        </message>
        <message>
            <source>Environment</source>
            <translation>环境变量</translation>
        </message>
        <message>
            <source>URL</source>
            <translation>URL</translation>
        </message>
        <message>
            <source>Headers</source>
            <translation>请求头</translation>
        </message>
        <message>
            <source>Time limit</source>
            <translation>时间限制</translation>
        </message>
        <message>
            <source>Folders</source>
            <translation>文件夹</translation>
        </message>
        <message>
            <source>{line} has no {separator}</source>
            <translation>{line} 缺少 {separator}</translation>
        </message>
        <message>
            <source>it runs only as an MCP task (taskSupport "required"), which Emberly does not support</source>
            <translation>它只能作为 MCP 任务运行（taskSupport "required"），而 Emberly 不支持这一点</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize); its log: {log}</source>
            <translation>{server} 未能在 {seconds} 秒内启动（它始终没有响应 initialize）；其日志：{log}</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize; {note}); its log: {log}</source>
            <translation>{server} 未能在 {seconds} 秒内启动（它始终没有响应 initialize；{note}）；其日志：{log}</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize) (at {address})</source>
            <translation>{server} 未能在 {seconds} 秒内启动（它始终没有响应 initialize）（地址：{address}）</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize; {note}) (at {address})</source>
            <translation>{server} 未能在 {seconds} 秒内启动（它始终没有响应 initialize；{note}）（地址：{address}）</translation>
        </message>
        <message>
            <source>{server} could not start: {error}; its log: {log}</source>
            <translation>{server} 无法启动：{error}；其日志：{log}</translation>
        </message>
        <message>
            <source>{server} could not start: {error} (at {address})</source>
            <translation>{server} 无法启动：{error}（地址：{address}）</translation>
        </message>
        <message>
            <source>The tools did not answer within {seconds} s.</source>
            <translation>工具未能在 {seconds} 秒内响应。</translation>
        </message>
        <message>
            <source>{server}

Its tools could not be listed: {problem}</source>
            <translation>{server}

无法列出其工具：{problem}</translation>
        </message>
        <message>
            <source>{server}: 1 tool offered to the model</source>
            <translation>{server}：向模型提供了 1 个工具</translation>
        </message>
        <message>
            <source>{server}: {count} tools offered to the model</source>
            <translation>{server}：向模型提供了 {count} 个工具</translation>
        </message>
        <message>
            <source>… and {count} more</source>
            <translation>… 以及另外 {count} 个</translation>
        </message>
        <message>
            <source>Left out ({count}):</source>
            <translation>已略过（{count}）：</translation>
        </message>
        <message>
            <source>{name}: {reason}</source>
            <translation>{name}：{reason}</translation>
        </message>
        <message>
            <source>not an object</source>
            <translation>不是对象</translation>
        </message>
        <message>
            <source>an argument</source>
            <translation>参数</translation>
        </message>
        <message>
            <source>The file has {count} characters: an mcp.json has far fewer.</source>
            <translation>该文件有 {count} 个字符：mcp.json 文件远没有这么多。</translation>
        </message>
        <message>
            <source>The file is not JSON: {error}</source>
            <translation>该文件不是 JSON：{error}</translation>
        </message>
        <message>
            <source>The file has no "mcpServers" object.</source>
            <translation>该文件中没有 "mcpServers" 对象。</translation>
        </message>
        <message>
            <source>{count} more servers left out (at most {most}).</source>
            <translation>另有 {count} 个服务器被略过（最多 {most} 个）。</translation>
        </message>
        <message>
            <source>an mcp.json can</source>
            <translation>mcp.json 文件</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {reason}.</source>
            <translation>无法导入 {name}：{reason}。</translation>
        </message>
        <message>
            <source>{name}: {error}</source>
            <translation>{name}：{error}</translation>
        </message>
        <message>
            <source>a name of letters, digits, spaces, dots, dashes or underscores (at most 64) is needed</source>
            <translation>需要由字母、数字、空格、点、短横线或下划线组成的名称（最多 64 个字符）</translation>
        </message>
        <message>
            <source>timeout must be seconds between 1 and 3600</source>
            <translation>timeout 必须是 1 到 3600 之间的秒数</translation>
        </message>
        <message>
            <source>args must be a list of at most {count} strings</source>
            <translation>args 必须是最多包含 {count} 个字符串的列表</translation>
        </message>
        <message>
            <source>url must be an http:// or https:// address</source>
            <translation>url 必须是 http:// 或 https:// 地址</translation>
        </message>
        <message>
            <source>SSE servers (the older HTTP transport) are not supported: use its streamable HTTP address</source>
            <translation>不支持 SSE 服务器（旧版 HTTP 传输）：请使用其 Streamable HTTP 地址</translation>
        </message>
        <message>
            <source>unknown type {type} (stdio or http)</source>
            <translation>未知类型 {type}（应为 stdio 或 http）</translation>
        </message>
        <message>
            <source>{what} must be a string of at most {count} characters</source>
            <translation>{what} 必须是不超过 {count} 个字符的字符串</translation>
        </message>
        <message>
            <source>{what} must be an object of at most {count} strings</source>
            <translation>{what} 必须是最多包含 {count} 个字符串的对象</translation>
        </message>
        <message>
            <source>{what} must map names to strings (at most {count} characters)</source>
            <translation>{what} 必须将名称映射为字符串（最多 {count} 个字符）</translation>
        </message>
    </context>
    <context>
        <name>Units</name>
        <message>
            <source>{size} B</source>
            <translation>{size} B</translation>
        </message>
        <message>
            <source>{size} KiB</source>
            <translation>{size} KiB</translation>
        </message>
        <message>
            <source>{size} MiB</source>
            <translation>{size} MiB</translation>
        </message>
        <message>
            <source>{size} GiB</source>
            <translation>{size} GiB</translation>
        </message>
        <message>
            <source>{size} TiB</source>
            <translation>{size} TiB</translation>
        </message>
    </context>
    <context>
        <name>Updates</name>
        <message>
            <source>Emberly can tell you when a new version exists: once a day it asks GitHub for the number and notes of its latest release. Nothing is downloaded or installed.</source>
            <translation>Emberly 可以在有新版本时通知你：它每天向 GitHub 查询一次最新版本的版本号和发布说明。不会下载或安装任何内容。</translation>
        </message>
        <message>
            <source>Tell me</source>
            <translation>通知我</translation>
        </message>
        <message>
            <source>Emberly {version} is out: {headline}</source>
            <translation>Emberly {version} 已发布：{headline}</translation>
        </message>
        <message>
            <source>Emberly {version} is out.</source>
            <translation>Emberly {version} 已发布。</translation>
        </message>
        <message>
            <source>See what is new</source>
            <translation>查看新功能</translation>
        </message>
    </context>
    <context>
        <name>Web</name>
        <message>
            <source>Off</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>SearXNG: your own instance (private, recommended)</source>
            <translation>SearXNG：你自己的实例（私密，推荐）</translation>
        </message>
        <message>
            <source>Brave Search API</source>
            <translation>Brave Search API</translation>
        </message>
        <message>
            <source>your SearXNG instance at {url}</source>
            <translation>你位于 {url} 的 SearXNG 实例</translation>
        </message>
        <message>
            <source>Brave Search (api.search.brave.com)</source>
            <translation>Brave Search (api.search.brave.com)</translation>
        </message>
        <message>
            <source>Tavily (api.tavily.com)</source>
            <translation>Tavily (api.tavily.com)</translation>
        </message>
        <message>
            <source>A message sent with Web on goes to {where} as a search. The pages it finds are then read from their own sites (no cookies, no scripts), and the passages that answer the message are saved with it. Nothing else leaves your computer.</source>
            <translation>开启“联网搜索”时发送的消息会作为搜索发送到{where}。随后会从各网页自己的网站读取找到的网页（不带 Cookie，不运行脚本），能回答该消息的段落会与消息一同保存。其他任何内容都不会离开你的电脑。</translation>
        </message>
        <message>
            <source>Web</source>
            <translation>联网搜索</translation>
        </message>
        <message>
            <source>http://searx.lan:8080 (its settings.yml must allow the json format)</source>
            <translation>http://searx.lan:8080（其 settings.yml 必须允许 json 格式）</translation>
        </message>
        <message>
            <source>kept in your system's keyring</source>
            <translation>保存在系统密钥环中</translation>
        </message>
        <message>
            <source>none: pages on this computer and its network are never read</source>
            <translation>无：从不读取这台电脑及其网络上的网页</translation>
        </message>
        <message>
            <source>Hosts on this computer's network that pages may be read from, by name (a wiki on the LAN). Your SearXNG instance's host is allowed by itself.</source>
            <translation>这台电脑所在网络中允许读取网页的主机，按名称填写（例如局域网中的 wiki）。你的 SearXNG 实例所在的主机会自动被允许。</translation>
        </message>
        <message>
            <source>Search with</source>
            <translation>搜索服务</translation>
        </message>
        <message>
            <source>SearXNG address</source>
            <translation>SearXNG 地址</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API 密钥</translation>
        </message>
        <message>
            <source>Allowed local hosts</source>
            <translation>允许的本地主机</translation>
        </message>
        <message>
            <source>kept in your system's keyring (one is kept: leave empty to keep it)</source>
            <translation>保存在系统密钥环中（已保存一个：留空则保留它）</translation>
        </message>
        <message>
            <source>Off: nothing is searched, no page is read.</source>
            <translation>关闭：不进行搜索，也不读取任何网页。</translation>
        </message>
        <message>
            <source>The web is off: {provider} needs its API key (Settings ▸ Web).</source>
            <translation>联网搜索已关闭：{provider} 需要 API 密钥（设置 ▸ 联网搜索）。</translation>
        </message>
        <message>
            <source>{notice}

Send it?</source>
            <translation>{notice}

要发送吗？</translation>
        </message>
        <message>
            <source>Search the web</source>
            <translation>联网搜索</translation>
        </message>
        <message>
            <source>{host} could not be found ({error}): check the address, or your connection.</source>
            <translation>找不到 {host}（{error}）：请检查地址或网络连接。</translation>
        </message>
        <message>
            <source>{host} could not be found: check the address, or your connection.</source>
            <translation>找不到 {host}：请检查地址或网络连接。</translation>
        </message>
        <message>
            <source>{host} is an address on this computer or its network ({address}): Emberly reads only public pages, unless you allow {name} in Settings ▸ Web.</source>
            <translation>{host} 是这台电脑或其网络上的地址（{address}）：Emberly 只读取公开网页，除非你在“设置 ▸ 联网搜索”中允许 {name}。</translation>
        </message>
        <message>
            <source>{host} answered {status} for {url}.</source>
            <translation>{host} 对 {url} 返回了 {status}。</translation>
        </message>
        <message>
            <source>{url} is {type}, not a page Emberly reads.</source>
            <translation>{url} 是 {type}，不是 Emberly 读取的网页。</translation>
        </message>
        <message>
            <source>{url} is of no stated type, not a page Emberly reads.</source>
            <translation>{url} 未声明类型，不是 Emberly 读取的网页。</translation>
        </message>
        <message>
            <source>{host} sent nothing for {seconds} s: {url} was given up.</source>
            <translation>{host} 在 {seconds} 秒内没有发送任何内容：已放弃 {url}。</translation>
        </message>
        <message>
            <source>{url} could not be read ({error}).</source>
            <translation>无法读取 {url}（{error}）。</translation>
        </message>
        <message>
            <source>{url} redirected more than {count} times.</source>
            <translation>{url} 重定向了超过 {count} 次。</translation>
        </message>
        <message>
            <source>{url} is not a web address.</source>
            <translation>{url} 不是网址。</translation>
        </message>
        <message>
            <source>{url} is not an http:// or https:// address.</source>
            <translation>{url} 不是 http:// 或 https:// 地址。</translation>
        </message>
        <message>
            <source>{url} carries a name or password: Emberly does not send those.</source>
            <translation>{url} 中含有用户名或密码：Emberly 不会发送这些信息。</translation>
        </message>
        <message>
            <source>{url} redirected to {target}, which is not a web address.</source>
            <translation>{url} 重定向到了 {target}，这不是网址。</translation>
        </message>
        <message>
            <source>{url} is larger than {size} MB: Emberly stops reading there.</source>
            <translation>{url} 大于 {size} MB：Emberly 读到此处即停止。</translation>
        </message>
        <message>
            <source>{url} came encoded as {coding}, which Emberly did not ask for.</source>
            <translation>{url} 以 {coding} 编码返回，而 Emberly 并未请求这种编码。</translation>
        </message>
        <message>
            <source>{url} took more than {seconds} s to arrive: it was given up.</source>
            <translation>{url} 超过 {seconds} 秒仍未传输完毕：已放弃。</translation>
        </message>
        <message>
            <source>{url} came as broken gzip ({error}).</source>
            <translation>{url} 返回的是损坏的 gzip（{error}）。</translation>
        </message>
        <message>
            <source>{url} is a PDF Emberly cannot read: {error}</source>
            <translation>{url} 是 Emberly 无法读取的 PDF：{error}</translation>
        </message>
        <message>
            <source>{url} has no text to read (a page built by JavaScript, or an empty one).</source>
            <translation>{url} 中没有可读取的文字（由 JavaScript 生成的网页，或空白网页）。</translation>
        </message>
        <message>
            <source>Brave Search (api.search.brave.com), with your API key</source>
            <translation>Brave Search（api.search.brave.com），使用你的 API 密钥</translation>
        </message>
        <message>
            <source>Tavily (api.tavily.com), with your API key</source>
            <translation>Tavily（api.tavily.com），使用你的 API 密钥</translation>
        </message>
        <message>
            <source>{provider} answered with JSON nested too deeply.</source>
            <translation>{provider} 返回的 JSON 嵌套过深。</translation>
        </message>
        <message>
            <source>{provider} answered with something that is not JSON ({error}).</source>
            <translation>{provider} 返回的内容不是 JSON（{error}）。</translation>
        </message>
        <message>
            <source>the release feed</source>
            <translation>版本发布信息源</translation>
        </message>
        <message>
            <source>The release feed is not JSON: {error}</source>
            <translation>版本发布信息源不是 JSON：{error}</translation>
        </message>
        <message>
            <source>The release feed's answer is not a release.</source>
            <translation>版本发布信息源返回的内容不是发布版本。</translation>
        </message>
        <message>
            <source>The release feed names no version.</source>
            <translation>版本发布信息源中没有注明版本号。</translation>
        </message>
        <message>
            <source>The release feed's link is not an https address.</source>
            <translation>版本发布信息源中的链接不是 https 地址。</translation>
        </message>
    </context>
    <context>
        <name>WebSearch</name>
        <message>
            <source>Pages from the web are left out: {error}</source>
            <translation>已略过来自网络的网页：{error}</translation>
        </message>
        <message>
            <source>The web was not searched: {error}</source>
            <translation>未进行联网搜索：{error}</translation>
        </message>
        <message>
            <source>A page was left out: {error}</source>
            <translation>已略过一个网页：{error}</translation>
        </message>
    </context>
    <context>
        <name>Welcome</name>
        <message>
            <source>Explain how a KV cache speeds up a chat, simply.</source>
            <translation>用简单的话解释一下 KV 缓存是如何让对话变快的。</translation>
        </message>
        <message>
            <source>Write a Python function that checks for a palindrome.</source>
            <translation>写一个检查回文的 Python 函数。</translation>
        </message>
        <message>
            <source>Give me three ideas for a quick vegetarian dinner.</source>
            <translation>给我三个简单快手的素食晚餐点子。</translation>
        </message>
        <message>
            <source>Summarise the plot of Hamlet in five sentences.</source>
            <translation>用五句话概括《哈姆雷特》的剧情。</translation>
        </message>
        <message>
            <source>The demo model is a tiny base model: it continues text, it does not answer.</source>
            <translation>演示模型是一个微型基础模型：它只会续写文字，不会回答问题。</translation>
        </message>
        <message>
            <source>fits this computer</source>
            <translation>适合这台电脑</translation>
        </message>
        <message>
            <source>tight on this computer's memory</source>
            <translation>这台电脑的内存偏紧</translation>
        </message>
        <message>
            <source>too big for this computer</source>
            <translation>对这台电脑来说太大</translation>
        </message>
        <message>
            <source>{name}, {size}: {verdict}</source>
            <translation>{name}，{size}：{verdict}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>欢迎</translation>
        </message>
        <message>
            <source>Welcome to Emberly</source>
            <translation>欢迎使用 Emberly</translation>
        </message>
        <message>
            <source>Chat with a language model that runs on this computer. Every chat is saved with its memory, so it reopens in an instant, even after a restart.</source>
            <translation>与在这台电脑上运行的语言模型对话。每个对话都会连同其记忆一起保存，因此即使重启后也能瞬间重新打开。</translation>
        </message>
        <message>
            <source>Choose a GGUF model file to begin, or get one.</source>
            <translation>选择一个 GGUF 模型文件开始，或者获取一个。</translation>
        </message>
        <message>
            <source>Choose a model…</source>
            <translation>选择模型…</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>选择模型</translation>
        </message>
        <message>
            <source>Choose a model (Ctrl+O)</source>
            <translation>选择模型 (Ctrl+O)</translation>
        </message>
        <message>
            <source>Get a model…</source>
            <translation>获取模型…</translation>
        </message>
        <message>
            <source>Get a model</source>
            <translation>获取模型</translation>
        </message>
        <message>
            <source>Download a model from the curated list or Hugging Face</source>
            <translation>从精选列表或 Hugging Face 下载模型</translation>
        </message>
        <message>
            <source>Suggested prompts</source>
            <translation>推荐提示词</translation>
        </message>
        <message>
            <source>What shall we talk about?</source>
            <translation>我们聊点什么？</translation>
        </message>
        <message>
            <source>Type below, or start from one of these.</source>
            <translation>在下方输入，或从下面这些开始。</translation>
        </message>
        <message>
            <source>Get a chat model</source>
            <translation>获取对话模型</translation>
        </message>
        <message>
            <source>Suggested prompt: {text}</source>
            <translation>推荐提示词：{text}</translation>
        </message>
        <message>
            <source>Open Get models on {name} ({size})</source>
            <translation>在“获取模型”中打开 {name}（{size}）</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>Notice</source>
            <translation>通知</translation>
        </message>
        <message>
            <source>The notice's action</source>
            <translation>通知的操作</translation>
        </message>
        <message>
            <source>Close the notice</source>
            <translation>关闭通知</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Code copied</source>
            <translation>代码已复制</translation>
        </message>
        <message>
            <source>The local API server is off: {error}</source>
            <translation>本地 API 服务器已关闭：{error}</translation>
        </message>
        <message>
            <source>Loading {name}…</source>
            <translation>正在加载 {name}…</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>正在连接 {url}…</translation>
        </message>
        <message>
            <source>Your message goes as soon as the model is ready…</source>
            <translation>模型就绪后会立即发送你的消息…</translation>
        </message>
        <message>
            <source>Choose a model first (Ctrl+O)</source>
            <translation>请先选择模型 (Ctrl+O)</translation>
        </message>
        <message>
            <source>A document or image is still being read: send once its chip shows it is in</source>
            <translation>仍在读取文档或图片：请等它的标签显示已读入后再发送</translation>
        </message>
        <message>
            <source>Reply copied</source>
            <translation>回复已复制</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>已复制</translation>
        </message>
        <message>
            <source>Regenerate ×{n}</source>
            <translation>重新生成 ×{n}</translation>
        </message>
        <message>
            <source>Settings could not be saved: {error}</source>
            <translation>无法保存设置：{error}</translation>
        </message>
        <message>
            <source>Saving chat…</source>
            <translation>正在保存对话…</translation>
        </message>
        <message>
            <source>Downloaded {name}: choose it in the model picker (Ctrl+O) to chat with it.</source>
            <translation>已下载 {name}：在模型选择器 (Ctrl+O) 中选择它即可开始对话。</translation>
        </message>
        <message>
            <source>on at {address}</source>
            <translation>已开启，地址为 {address}</translation>
        </message>
        <message>
            <source>off</source>
            <comment>the local API server</comment>
            <translation>已关闭</translation>
        </message>
        <message>
            <source>Local API server at {address}: {status}
Click for its address, key and log</source>
            <translation>本地 API 服务器 {address}：{status}
点击查看其地址、密钥和日志</translation>
        </message>
        <message>
            <source>Documents and libraries are now searched by meaning with {name}, as well as by keywords (Settings ▸ Embedding model).</source>
            <translation>现在将使用 {name} 按语义搜索文档和资料库，同时也按关键词搜索（设置 ▸ 嵌入模型）。</translation>
        </message>
        <message>
            <source>Attach a web page</source>
            <translation>附加网页</translation>
        </message>
        <message>
            <source>The page's address (it is read from its site):</source>
            <translation>网页地址（将从其网站读取）：</translation>
        </message>
        <message>
            <source>Open a chat on a model first</source>
            <translation>请先加载模型并打开一个对话</translation>
        </message>
        <message>
            <source>yes</source>
            <comment>GPU offload</comment>
            <translation>是</translation>
        </message>
        <message>
            <source>no (CPU build)</source>
            <translation>否（CPU 版本）</translation>
        </message>
        <message>
            <source>About Emberly</source>
            <translation>关于 Emberly</translation>
        </message>
        <message>
            <source>&lt;b&gt;Emberly {version}&lt;/b&gt;&lt;br&gt;Local chats that reopen instantly.&lt;br&gt;&lt;br&gt;llama-cpp-python {llama} · PySide6 {pyside}&lt;br&gt;GPU offload: {gpu}&lt;br&gt;&lt;br&gt;Help ▸ Copy diagnostics puts a full report on the clipboard for a bug report.</source>
            <translation>&lt;b&gt;Emberly {version}&lt;/b&gt;&lt;br&gt;可瞬间重新打开的本地对话。&lt;br&gt;&lt;br&gt;llama-cpp-python {llama} · PySide6 {pyside}&lt;br&gt;GPU 卸载：{gpu}&lt;br&gt;&lt;br&gt;“帮助 ▸ 复制诊断信息”会把完整报告复制到剪贴板，供提交错误报告使用。</translation>
        </message>
        <message>
            <source>Diagnostics copied to the clipboard</source>
            <translation>诊断信息已复制到剪贴板</translation>
        </message>
    </context>
    <context>
        <name>Work</name>
        <message>
            <source>The model ended its turn without writing anything: Regenerate asks it again.</source>
            <translation>模型没有写出任何内容就结束了这一轮：点击“重新生成”可再问一次。</translation>
        </message>
        <message>
            <source>Preparing the demo model (first start)…</source>
            <translation>正在准备演示模型（首次启动）…</translation>
        </message>
        <message>
            <source>The demo model could not be prepared in {folder}: {error}</source>
            <translation>无法在 {folder} 中准备演示模型：{error}</translation>
        </message>
        <message>
            <source>Connecting to {server}…</source>
            <translation>正在连接 {server}…</translation>
        </message>
        <message>
            <source>{error} The chat is open on the current model instead.</source>
            <translation>{error} 已改用当前模型打开该对话。</translation>
        </message>
        <message>
            <source>Export failed: {error}</source>
            <translation>导出失败：{error}</translation>
        </message>
        <message>
            <source>Exported to {dest}, with the chat's cache in {name}.cache</source>
            <translation>已导出到 {dest}，对话的缓存位于 {name}.cache</translation>
        </message>
    </context>
</TS>
