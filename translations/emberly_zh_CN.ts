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
            <source>{name} cannot be read: {reason}.</source>
            <translation>无法读取 {name}：{reason}。</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}</source>
            <translation>{name} 读取失败：{reason}</translation>
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
            <source>An embedding model: once downloaded, Use makes it the one documents and libraries are searched with by meaning (Settings ▸ Embedding model).</source>
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
        <name>Import</name>
        <message>
            <source>no date</source>
            <translation>无日期</translation>
        </message>
        <message numerus="yes">
            <source>%n message</source>
            <translation>
                <numerusform>%n 条消息</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n messages</source>
            <translation>
                <numerusform>%n 条消息</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>无标题</translation>
        </message>
        <message numerus="yes">
            <source>%n more in other versions</source>
            <translation>
                <numerusform>另有 %n 条在其他版本中</numerusform>
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
            <source>%n chat in {file}</source>
            <translation>
                <numerusform>{file} 中有 %n 个对话</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats in {file}</source>
            <translation>
                <numerusform>{file} 中有 %n 个对话</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%n imported before: unchecked)</source>
            <translation>
                <numerusform>（其中 %n 个之前已导入：未勾选）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %n skipped, with nothing to import</source>
            <translation>
                <numerusform>；%n 个已跳过，没有可导入的内容</numerusform>
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
            <source>%n chat imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>已导入 %n 个对话（已停止：其余对话未导入）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>已导入 %n 个对话（已停止：其余对话未导入）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chat imported.</source>
            <translation>
                <numerusform>已导入 %n 个对话。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats imported.</source>
            <translation>
                <numerusform>已导入 %n 个对话。</numerusform>
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
            <source>{title}, {when}, cache {state}</source>
            <translation>{title}，{when}，缓存：{state}</translation>
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
</TS>
