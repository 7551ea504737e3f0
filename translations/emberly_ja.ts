<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
    <context>
        <name>App</name>
        <message>
            <source>Emberly is already running on {folder}; its window was brought to the front.</source>
            <translation>Emberly はすでに {folder} で実行中です。そのウィンドウを前面に表示しました。</translation>
        </message>
    </context>
    <context>
        <name>Attachments</name>
        <message>
            <source>Documents and images (*.txt *.md *.markdown *.rst *.py *.js *.ts *.c *.h *.cpp *.rs *.go *.java *.csv *.json *.html *.htm *.pdf *.docx *.png *.jpg *.jpeg *.webp *.gif);;All files (*)</source>
            <translation>ドキュメントと画像 (*.txt *.md *.markdown *.rst *.py *.js *.ts *.c *.h *.cpp *.rs *.go *.java *.csv *.json *.html *.htm *.pdf *.docx *.png *.jpg *.jpeg *.webp *.gif);;すべてのファイル (*)</translation>
        </message>
        <message>
            <source>Show the text the model reads</source>
            <translation>モデルが読むテキストを表示</translation>
        </message>
        <message>
            <source>Reading {name}…</source>
            <translation>{name} を読み込み中…</translation>
        </message>
        <message>
            <source>Stop reading {name}</source>
            <translation>{name} の読み込みを中止</translation>
        </message>
        <message>
            <source>Reading {name}… {done}/{total}</source>
            <translation>{name} を読み込み中… {done}/{total}</translation>
        </message>
        <message>
            <source>Remove {name}</source>
            <translation>{name} を削除</translation>
        </message>
        <message>
            <source>{document} — the text the model reads</source>
            <translation>{document} — モデルが読むテキスト</translation>
        </message>
        <message>
            <source>Text of {name}</source>
            <translation>{name} のテキスト</translation>
        </message>
        <message>
            <source>a picture may have</source>
            <translation>画像</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}.</source>
            <translation>{name} を読み込めません: {reason}。</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}</source>
            <translation>{name} を読み込めませんでした: {reason}</translation>
        </message>
        <message>
            <source>{sha} is not an attachment's sha256</source>
            <translation>{sha} は添付ファイルの sha256 ではありません</translation>
        </message>
        <message>
            <source>A document of {chars} characters is more than Emberly keeps ({limit})</source>
            <translation>{chars} 文字のドキュメントは、Emberly が保存できる上限 ({limit}) を超えています</translation>
        </message>
        <message>
            <source>The document's text is not valid Unicode</source>
            <translation>ドキュメントのテキストが有効な Unicode ではありません</translation>
        </message>
        <message>
            <source>The attached document could not be saved: {error}</source>
            <translation>添付したドキュメントを保存できませんでした: {error}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” is missing from {folder}</source>
            <translation>添付ファイル「{name}」のテキストが {folder} にありません</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” cannot be read: {error}</source>
            <translation>添付ファイル「{name}」のテキストを読み込めません: {error}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” was altered or damaged ({file} no longer matches its hash)</source>
            <translation>添付ファイル「{name}」のテキストが変更されたか破損しています ({file} がハッシュと一致しません)</translation>
        </message>
        <message>
            <source>{sha} is not an image's sha256</source>
            <translation>{sha} は画像の sha256 ではありません</translation>
        </message>
        <message>
            <source>The image could not be saved: {error}</source>
            <translation>画像を保存できませんでした: {error}</translation>
        </message>
        <message>
            <source>The attached image “{name}” is missing from {folder}</source>
            <translation>添付画像「{name}」が {folder} にありません</translation>
        </message>
        <message>
            <source>The attached image “{name}” cannot be read: {error}</source>
            <translation>添付画像「{name}」を読み込めません: {error}</translation>
        </message>
        <message>
            <source>The attached image “{name}” was altered or replaced (its file no longer matches its hash)</source>
            <translation>添付画像「{name}」が変更されたか置き換えられています (ファイルがハッシュと一致しません)</translation>
        </message>
        <message>
            <source>its images are not an object of PNGs</source>
            <translation>画像が PNG のオブジェクトになっていません</translation>
        </message>
        <message>
            <source>an image</source>
            <translation>画像</translation>
        </message>
        <message>
            <source>image {sha}… is not an image: {error}</source>
            <translation>画像 {sha}… は画像ではありません: {error}</translation>
        </message>
        <message>
            <source>image {sha}… is not the image it names</source>
            <translation>画像 {sha}… は、名前が示す画像と一致しません</translation>
        </message>
        <message>
            <source>image {sha}… is not base64 text</source>
            <translation>画像 {sha}… は base64 テキストではありません</translation>
        </message>
        <message>
            <source>This chat has images, and the model reads no images (no projector, mmproj, loaded with it): it reads the text only.</source>
            <translation>このチャットには画像がありますが、このモデルは画像を読めません (プロジェクター (mmproj) が一緒に読み込まれていません): テキストだけを読みます。</translation>
        </message>
        <message>
            <source>{error}. The model is told the image is no longer available.</source>
            <translation>{error}。画像はもう利用できないとモデルに伝えます。</translation>
        </message>
    </context>
    <context>
        <name>Chat</name>
        <message>
            <source>Thinking…</source>
            <translation>考え中…</translation>
        </message>
        <message>
            <source>Thoughts</source>
            <translation>思考</translation>
        </message>
        <message>
            <source>Thought for {n} s</source>
            <translation>{n} 秒間考えました</translation>
        </message>
        <message>
            <source>Thought for {n} min</source>
            <translation>{n} 分間考えました</translation>
        </message>
        <message>
            <source>Arguments</source>
            <translation>引数</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>結果</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>(空)</translation>
        </message>
        <message>
            <source>Tool call: {summary}</source>
            <translation>ツール呼び出し: {summary}</translation>
        </message>
        <message>
            <source>… {n} more characters</source>
            <translation>… あと {n} 文字</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>コピー</translation>
        </message>
        <message>
            <source>Edit and resend</source>
            <translation>編集して再送信</translation>
        </message>
        <message>
            <source>Regenerate (Ctrl+R)</source>
            <translation>再生成 (Ctrl+R)</translation>
        </message>
        <message>
            <source>Fork into a new chat</source>
            <translation>新しいチャットに分岐</translation>
        </message>
        <message>
            <source>ran</source>
            <translation>実行済み</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>失敗</translation>
        </message>
        <message>
            <source>declined</source>
            <translation>拒否</translation>
        </message>
        <message>
            <source>waiting</source>
            <translation>待機中</translation>
        </message>
        <message numerus="yes">
            <source>%n messages · exported from Emberly on {date}</source>
            <translation>
                <numerusform>%n 件のメッセージ · {date} に Emberly からエクスポート</numerusform>
            </translation>
        </message>
        <message>
            <source>System prompt: {prompt}</source>
            <translation>システムプロンプト: {prompt}</translation>
        </message>
        <message>
            <source>Another version of this message ({k} of {n})</source>
            <translation>このメッセージの別バージョン ({n} 件中 {k} 件目)</translation>
        </message>
        <message>
            <source>{who} · {when} · stopped</source>
            <translation>{who} · {when} · 停止</translation>
        </message>
        <message>
            <source>{who} · {when}</source>
            <translation>{who} · {when}</translation>
        </message>
        <message>
            <source>[image: {name}]</source>
            <translation>[画像: {name}]</translation>
        </message>
        <message>
            <source>Attached: {name}</source>
            <translation>添付: {name}</translation>
        </message>
        <message>
            <source>Tool call: {name} · {status}</source>
            <translation>ツール呼び出し: {name} · {status}</translation>
        </message>
        <message>
            <source>the PDF could not be written to {folder}</source>
            <translation>PDF を {folder} に書き込めませんでした</translation>
        </message>
        <message>
            <source>You</source>
            <translation>あなた</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>アシスタント</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} 秒</translation>
        </message>
        <message>
            <source>failed · {seconds} s</source>
            <translation>失敗 · {seconds} 秒</translation>
        </message>
        <message>
            <source>waiting…</source>
            <translation>待機中…</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent}%</translation>
        </message>
        <message>
            <source>{done} of {total} ({share})</source>
            <translation>{done} / {total} ({share})</translation>
        </message>
        <message>
            <source>{done} so far</source>
            <translation>ここまで {done}</translation>
        </message>
        <message>
            <source>{progress} — {message}</source>
            <translation>{progress} — {message}</translation>
        </message>
        <message>
            <source>{tokens} tokens · {rate} tok/s</source>
            <translation>{tokens} トークン · {rate} tok/s</translation>
        </message>
        <message>
            <source>drafted {drafted} · accepted {accepted} ({percent}%)</source>
            <translation>下書き {drafted} · 採用 {accepted} ({percent}%)</translation>
        </message>
        <message>
            <source>read {read} · reused {reused}</source>
            <translation>読み込み {read} · 再利用 {reused}</translation>
        </message>
        <message numerus="yes">
            <source>%n old messages left out (context full)</source>
            <translation>
                <numerusform>古いメッセージ %n 件を除外 (コンテキストが満杯)</numerusform>
            </translation>
        </message>
        <message>
            <source>document</source>
            <translation>ドキュメント</translation>
        </message>
        <message>
            <source>[{n}] page {page}</source>
            <translation>[{n}] {page} ページ</translation>
        </message>
        <message numerus="yes">
            <source>%n page</source>
            <translation>
                <numerusform>%n ページ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pages</source>
            <translation>
                <numerusform>%n ページ</numerusform>
            </translation>
        </message>
        <message>
            <source>≈{tokens} tokens</source>
            <translation>≈{tokens} トークン</translation>
        </message>
        <message>
            <source>documents read once, restored in {ms} ms ({tokens} tokens)</source>
            <translation>ドキュメントは読み込み済み、{ms} ms で復元 ({tokens} トークン)</translation>
        </message>
        <message>
            <source>documents read: {tokens} tokens in {seconds} s, kept for new chats</source>
            <translation>ドキュメントを読み込みました: {seconds} 秒で {tokens} トークン、新しいチャット用に保持</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>interrupted</source>
            <translation>中断</translation>
        </message>
        <message>
            <source>cut off at the length limit</source>
            <translation>長さの上限で打ち切り</translation>
        </message>
        <message>
            <source>stopped: too many tool calls in one reply</source>
            <translation>停止: 1 回の返答でのツール呼び出しが多すぎます</translation>
        </message>
        <message>
            <source>code</source>
            <comment>a code block of no named language</comment>
            <translation>コード</translation>
        </message>
        <message>
            <source>Sources (found by keywords)</source>
            <translation>出典 (キーワードで検索)</translation>
        </message>
        <message>
            <source>Sources (found by meaning and keywords)</source>
            <translation>出典 (意味とキーワードで検索)</translation>
        </message>
        <message>
            <source>Show more · {shown} of {total} characters shown</source>
            <translation>さらに表示 · {total} 文字中 {shown} 文字を表示中</translation>
        </message>
        <message>
            <source>Sources (found by {how})</source>
            <translation>出典 ({how} で検索)</translation>
        </message>
        <message>
            <source>{who}: {text}</source>
            <translation>{who}: {text}</translation>
        </message>
        <message>
            <source>Conversation</source>
            <translation>会話</translation>
        </message>
        <message>
            <source>Scroll to the newest message</source>
            <translation>最新のメッセージまでスクロール</translation>
        </message>
        <message>
            <source>Scroll to the newest message (Ctrl+End)</source>
            <translation>最新のメッセージまでスクロール (Ctrl+End)</translation>
        </message>
        <message>
            <source>New</source>
            <comment>more of the reply came below</comment>
            <translation>新着</translation>
        </message>
    </context>
    <context>
        <name>ChatExport</name>
        <message>
            <source>{name} is not an Emberly chat export: {why}</source>
            <translation>{name} は Emberly のチャットのエクスポートではありません: {why}</translation>
        </message>
        <message>
            <source>a chat export can</source>
            <translation>チャットのエクスポート</translation>
        </message>
        <message>
            <source>its attachments are not an object of texts</source>
            <translation>添付ファイルがテキストのオブジェクトになっていません</translation>
        </message>
        <message>
            <source>the text of attachment {sha}… is not the text it names</source>
            <translation>添付ファイル {sha}… のテキストは、名前が示すテキストと一致しません</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>入れ子が深すぎます</translation>
        </message>
    </context>
    <context>
        <name>ChatImport</name>
        <message>
            <source>it is {what}</source>
            <translation>これは {what} です</translation>
        </message>
        <message>
            <source>{name} is {what}</source>
            <translation>{name} は {what} です</translation>
        </message>
        <message>
            <source>{name}: its one chat has nothing to import ({why})</source>
            <translation>{name}: 唯一のチャットにインポートできる内容がありません ({why})</translation>
        </message>
        <message>
            <source>{name}: none of its {count} chats has anything to import (the first: {why})</source>
            <translation>{name}: {count} 件のチャットのどれにもインポートできる内容がありません (最初のチャット: {why})</translation>
        </message>
        <message>
            <source>{name} holds no chats: {what}</source>
            <translation>{name} にはチャットがありません: {what}</translation>
        </message>
        <message>
            <source>{name} holds no chats of Emberly, ChatGPT, Claude, Open WebUI, LM Studio or Jan</source>
            <translation>{name} には Emberly、ChatGPT、Claude、Open WebUI、LM Studio、Jan のチャットがありません</translation>
        </message>
        <message>
            <source>The chats are imported, but the record of what was imported could not be kept: {error}</source>
            <translation>チャットはインポートしましたが、インポートの記録を保存できませんでした: {error}</translation>
        </message>
        <message>
            <source>it has no messages</source>
            <translation>メッセージがありません</translation>
        </message>
        <message>
            <source>it has no message of the user or the assistant</source>
            <translation>ユーザーやアシスタントのメッセージがありません</translation>
        </message>
        <message>
            <source>its one message has no text in the export</source>
            <translation>唯一のメッセージに、エクスポート内のテキストがありません</translation>
        </message>
        <message>
            <source>its {count} messages have no text in the export</source>
            <translation>{count} 件のメッセージのどれにも、エクスポート内のテキストがありません</translation>
        </message>
        <message>
            <source>a list of {count} ChatGPT chats without their messages (the list its site shows, not an export)</source>
            <translation>メッセージを含まない {count} 件の ChatGPT チャットの一覧 (サイトに表示される一覧で、エクスポートではありません)</translation>
        </message>
        <message>
            <source>a Claude chat without its messages (claude.ai's list of chats, not its export: Settings ▸ Privacy ▸ Export data)</source>
            <translation>メッセージを含まない Claude のチャット (claude.ai のチャット一覧で、エクスポートではありません: Settings ▸ Privacy ▸ Export data)</translation>
        </message>
        <message>
            <source>a list of {count} Claude chats without their messages (claude.ai's list of chats, not its export: Settings ▸ Privacy ▸ Export data)</source>
            <translation>メッセージを含まない {count} 件の Claude チャットの一覧 (claude.ai のチャット一覧で、エクスポートではありません: Settings ▸ Privacy ▸ Export data)</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>通常のファイルではありません</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>入れ子が深すぎます</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {why}</source>
            <translation>{name} をインポートできません: {why}</translation>
        </message>
        <message>
            <source>an export of chats</source>
            <translation>チャットのエクスポート</translation>
        </message>
        <message>
            <source>it has {size} bytes, more than an export of chats ({limit})</source>
            <translation>{size} バイトあり、チャットのエクスポートの上限 ({limit}) を超えています</translation>
        </message>
        <message>
            <source>{name} cannot be imported: it has more than {limit} bytes</source>
            <translation>{name} をインポートできません: {limit} バイトを超えています</translation>
        </message>
        <message>
            <source>{name} is not an export Emberly can read: {error}</source>
            <translation>{name} は Emberly が読み込めるエクスポートではありません: {error}</translation>
        </message>
        <message>
            <source>{name} is not UTF-8 text (near byte {at})</source>
            <translation>{name} は UTF-8 のテキストではありません ({at} バイト目付近)</translation>
        </message>
        <message>
            <source>{name} is not UTF-8 text (it ends inside a character)</source>
            <translation>{name} は UTF-8 のテキストではありません (文字の途中で終わっています)</translation>
        </message>
        <message>
            <source>{name} is not JSON Lines: {error}</source>
            <translation>{name} は JSON Lines ではありません: {error}</translation>
        </message>
        <message>
            <source>{name} is not JSON: {error}</source>
            <translation>{name} は JSON ではありません: {error}</translation>
        </message>
        <message>
            <source>extra data after the list</source>
            <translation>リストの後に余分なデータがあります</translation>
        </message>
        <message>
            <source>expected ',' or ']' at character {at}</source>
            <translation>{at} 文字目に ',' または ']' が必要です</translation>
        </message>
        <message>
            <source>{name} holds {count} files, more than an export of chats</source>
            <translation>{name} には {count} 個のファイルがあり、チャットのエクスポートとしては多すぎます</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {member} would unpack to {size} bytes from {packed} (a zip bomb?)</source>
            <translation>{name} をインポートできません: {member} は {packed} バイトから {size} バイトに展開されます (zip 爆弾かもしれません)</translation>
        </message>
        <message>
            <source>{name}: {member} has {size} bytes, more than an export of chats ({limit})</source>
            <translation>{name}: {member} は {size} バイトあり、チャットのエクスポートの上限 ({limit}) を超えています</translation>
        </message>
        <message>
            <source>{name} holds more than {limit} files: choose the export itself</source>
            <translation>{name} には {limit} 個を超えるファイルがあります: エクスポートそのものを選んでください</translation>
        </message>
        <message>
            <source>{count} system message left out</source>
            <translation>システムメッセージ {count} 件を除外しました</translation>
        </message>
        <message>
            <source>{count} system messages left out</source>
            <translation>システムメッセージ {count} 件を除外しました</translation>
        </message>
        <message>
            <source>{count} image not in the export left out</source>
            <translation>エクスポートに含まれていない画像 {count} 件を除外しました</translation>
        </message>
        <message>
            <source>{count} images not in the export left out</source>
            <translation>エクスポートに含まれていない画像 {count} 件を除外しました</translation>
        </message>
        <message>
            <source>{count} image of a reply left out</source>
            <translation>返答内の画像 {count} 件を除外しました</translation>
        </message>
        <message>
            <source>{count} images of a reply left out</source>
            <translation>返答内の画像 {count} 件を除外しました</translation>
        </message>
        <message>
            <source>{count} attached document left out</source>
            <translation>添付ドキュメント {count} 件を除外しました</translation>
        </message>
        <message>
            <source>{count} attached documents left out</source>
            <translation>添付ドキュメント {count} 件を除外しました</translation>
        </message>
        <message>
            <source>{count} missing or unreadable attached file left out</source>
            <translation>見つからないか読み込めない添付ファイル {count} 件を除外しました</translation>
        </message>
        <message>
            <source>{count} missing or unreadable attached files left out</source>
            <translation>見つからないか読み込めない添付ファイル {count} 件を除外しました</translation>
        </message>
        <message>
            <source>{count} tool use left out</source>
            <translation>ツールの使用 {count} 件を除外しました</translation>
        </message>
        <message>
            <source>{count} tool uses left out</source>
            <translation>ツールの使用 {count} 件を除外しました</translation>
        </message>
        <message>
            <source>{count} tool step left out</source>
            <translation>ツールのステップ {count} 件を除外しました</translation>
        </message>
        <message>
            <source>{count} tool steps left out</source>
            <translation>ツールのステップ {count} 件を除外しました</translation>
        </message>
        <message>
            <source>{count} picture named but not in the export</source>
            <translation>{count} 件の画像は名前だけがあり、エクスポートに含まれていません</translation>
        </message>
        <message>
            <source>{count} pictures named but not in the export</source>
            <translation>{count} 件の画像は名前だけがあり、エクスポートに含まれていません</translation>
        </message>
        <message>
            <source>{count} file named but not in the export</source>
            <translation>{count} 件のファイルは名前だけがあり、エクスポートに含まれていません</translation>
        </message>
        <message>
            <source>{count} files named but not in the export</source>
            <translation>{count} 件のファイルは名前だけがあり、エクスポートに含まれていません</translation>
        </message>
        <message>
            <source>{count} {role} message left out</source>
            <translation>{role} のメッセージ {count} 件を除外しました</translation>
        </message>
        <message>
            <source>{count} {role} messages left out</source>
            <translation>{role} のメッセージ {count} 件を除外しました</translation>
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
            <translation>Web ページ (*.html)</translation>
        </message>
        <message>
            <source>PDF (*.pdf)</source>
            <translation>PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Emberly chat (*.json)</source>
            <translation>Emberly のチャット (*.json)</translation>
        </message>
        <message>
            <source>Web pages in a zip (*.zip)</source>
            <translation>Web ページの zip (*.zip)</translation>
        </message>
        <message>
            <source>Markdown files in a zip (*.zip)</source>
            <translation>Markdown ファイルの zip (*.zip)</translation>
        </message>
        <message>
            <source>Emberly chats in a zip (*.zip)</source>
            <translation>Emberly のチャットの zip (*.zip)</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>コピー</translation>
        </message>
        <message>
            <source>Edit and resend…</source>
            <translation>編集して再送信…</translation>
        </message>
        <message>
            <source>Read the web again</source>
            <translation>Web をもう一度読む</translation>
        </message>
        <message>
            <source>Regenerate</source>
            <translation>再生成</translation>
        </message>
        <message>
            <source>Regenerate ×{n}</source>
            <translation>再生成 ×{n}</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>続ける</translation>
        </message>
        <message>
            <source>Previous version ({k}/{n})</source>
            <translation>前のバージョン ({k}/{n})</translation>
        </message>
        <message>
            <source>Previous version</source>
            <translation>前のバージョン</translation>
        </message>
        <message>
            <source>Next version ({k}/{n})</source>
            <translation>次のバージョン ({k}/{n})</translation>
        </message>
        <message>
            <source>Next version</source>
            <translation>次のバージョン</translation>
        </message>
        <message>
            <source>Fork into a new chat</source>
            <translation>新しいチャットに分岐</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>削除</translation>
        </message>
        <message>
            <source>Open {name}</source>
            <translation>{name} を開く</translation>
        </message>
        <message>
            <source>Source {mark}: {where}</source>
            <translation>出典 {mark}: {where}</translation>
        </message>
        <message>
            <source>Hide the call to {tool}</source>
            <translation>{tool} の呼び出しを隠す</translation>
        </message>
        <message>
            <source>Show the call to {tool}</source>
            <translation>{tool} の呼び出しを表示</translation>
        </message>
        <message>
            <source>Hide the thinking</source>
            <translation>思考を隠す</translation>
        </message>
        <message>
            <source>Show the thinking</source>
            <translation>思考を表示</translation>
        </message>
        <message>
            <source>Edit message</source>
            <translation>メッセージを編集</translation>
        </message>
        <message>
            <source>Edit and resend:</source>
            <translation>編集して再送信:</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>名前を変更…</translation>
        </message>
        <message>
            <source>Unpin</source>
            <translation>ピン留めを外す</translation>
        </message>
        <message>
            <source>Pin (keep its cache)</source>
            <translation>ピン留め (キャッシュを保持)</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>複製</translation>
        </message>
        <message>
            <source>Export as Markdown…</source>
            <translation>Markdown としてエクスポート…</translation>
        </message>
        <message>
            <source>Export as HTML…</source>
            <translation>HTML としてエクスポート…</translation>
        </message>
        <message>
            <source>Export as PDF…</source>
            <translation>PDF としてエクスポート…</translation>
        </message>
        <message>
            <source>Export as JSON…</source>
            <translation>JSON としてエクスポート…</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>削除…</translation>
        </message>
        <message>
            <source>Rename chat</source>
            <translation>チャットの名前を変更</translation>
        </message>
        <message>
            <source>Title:</source>
            <translation>タイトル:</translation>
        </message>
        <message>
            <source>Delete chat</source>
            <translation>チャットを削除</translation>
        </message>
        <message>
            <source>Delete “{title}” and its saved cache? This cannot be undone.</source>
            <translation>「{title}」と保存されたキャッシュを削除しますか？この操作は元に戻せません。</translation>
        </message>
        <message>
            <source>Export chat</source>
            <translation>チャットをエクスポート</translation>
        </message>
        <message>
            <source>Exporting…</source>
            <translation>エクスポート中…</translation>
        </message>
        <message>
            <source>Exported to {file}</source>
            <translation>{file} にエクスポートしました</translation>
        </message>
        <message numerus="yes">
            <source>Export the %n chats found</source>
            <translation>
                <numerusform>見つかった %n 件のチャットをエクスポート</numerusform>
            </translation>
        </message>
        <message>
            <source>Export all chats</source>
            <translation>すべてのチャットをエクスポート</translation>
        </message>
        <message>
            <source>Exporting every chat…</source>
            <translation>すべてのチャットをエクスポート中…</translation>
        </message>
        <message>
            <source>Import chat</source>
            <translation>チャットをインポート</translation>
        </message>
        <message>
            <source>Importing…</source>
            <translation>インポート中…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln chats exported to {file}</source>
            <translation>
                <numerusform>%Ln 件のチャットを {file} にエクスポートしました</numerusform>
            </translation>
        </message>
        <message>
            <source>Export failed: {error}</source>
            <translation>エクスポートに失敗しました: {error}</translation>
        </message>
    </context>
    <context>
        <name>ChatSettings</name>
        <message>
            <source>The model decides when to call a tool</source>
            <translation>ツールを呼び出すタイミングはモデルが決めます</translation>
        </message>
        <message>
            <source>Every reply begins with a tool call</source>
            <translation>すべての返答をツール呼び出しで始めます</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>ツール</translation>
        </message>
        <message>
            <source>Tools of {name}</source>
            <translation>{name} のツール</translation>
        </message>
        <message>
            <source>No MCP servers yet: add them in File ▸ Tools.</source>
            <translation>MCP サーバーはまだありません: ファイル ▸ ツール で追加してください。</translation>
        </message>
        <message>
            <source>Every reply begins with a call of {name}</source>
            <translation>すべての返答を {name} の呼び出しで始めます</translation>
        </message>
        <message>
            <source>Reply as JSON, with this schema:</source>
            <translation>このスキーマの JSON で返答:</translation>
        </message>
        <message>
            <source>The schema must be a JSON object.</source>
            <translation>スキーマは JSON オブジェクトでなければなりません。</translation>
        </message>
        <message>
            <source>Precise</source>
            <translation>正確</translation>
        </message>
        <message>
            <source>Balanced</source>
            <translation>バランス</translation>
        </message>
        <message>
            <source>Creative</source>
            <translation>創造的</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>カスタム</translation>
        </message>
        <message>
            <source>Chat settings — {title}</source>
            <translation>チャット設定 — {title}</translation>
        </message>
        <message>
            <source>A system prompt for this chat (optional)</source>
            <translation>このチャットのシステムプロンプト (任意)</translation>
        </message>
        <message>
            <source>&amp;Preset</source>
            <translation>プリセット(&amp;P)</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>システムプロンプト</translation>
        </message>
        <message>
            <source>Sampling</source>
            <translation>サンプリング</translation>
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
            <translation>繰り返しペナルティ</translation>
        </message>
        <message>
            <source>Temperature 0 is greedy: the same reply every time.</source>
            <translation>温度 0 は貪欲法です: 毎回同じ返答になります。</translation>
        </message>
        <message>
            <source>“{name}” has changed since this chat took it: choose it again to take the new version.</source>
            <translation>「{name}」はこのチャットが取り込んだ後に変更されています: 新しいバージョンにするには、もう一度選んでください。</translation>
        </message>
    </context>
    <context>
        <name>ChatStore</name>
        <message>
            <source>{id} is not a message id</source>
            <translation>{id} はメッセージ ID ではありません</translation>
        </message>
        <message>
            <source>no model is loaded</source>
            <translation>モデルが読み込まれていません</translation>
        </message>
        <message>
            <source>made with {what}</source>
            <translation>{what} で作成されました</translation>
        </message>
        <message>
            <source>on the server {url}</source>
            <translation>サーバー {url} 上</translation>
        </message>
        <message>
            <source>a message must be a JSON object</source>
            <translation>メッセージは JSON オブジェクトでなければなりません</translation>
        </message>
        <message>
            <source>a message has the role {role}, not one of {roles}</source>
            <translation>メッセージのロールが {role} です ({roles} のいずれかである必要があります)</translation>
        </message>
        <message>
            <source>a message's text must be a string</source>
            <translation>メッセージのテキストは文字列でなければなりません</translation>
        </message>
        <message>
            <source>the session's id or messages are of the wrong type</source>
            <translation>セッションの ID またはメッセージの型が正しくありません</translation>
        </message>
        <message>
            <source>the session's other versions (branches) are of the wrong type</source>
            <translation>セッションの他のバージョン (分岐) の型が正しくありません</translation>
        </message>
        <message>
            <source>the session data has no {key}</source>
            <translation>セッションデータに {key} がありません</translation>
        </message>
        <message>
            <source>the session data is malformed ({error})</source>
            <translation>セッションデータの形式が正しくありません ({error})</translation>
        </message>
        <message>
            <source>a session file must hold a JSON object</source>
            <translation>セッションファイルには JSON オブジェクトが必要です</translation>
        </message>
        <message>
            <source>the session file has no schema version</source>
            <translation>セッションファイルにスキーマのバージョンがありません</translation>
        </message>
        <message>
            <source>this chat was saved by a newer Emberly (format {version}); update Emberly to open it</source>
            <translation>このチャットは新しいバージョンの Emberly で保存されています (形式 {version})。開くには Emberly を更新してください</translation>
        </message>
        <message>
            <source>no migration from session format {version}</source>
            <translation>セッション形式 {version} からの移行には対応していません</translation>
        </message>
        <message>
            <source>The chat “{title}” could not be saved: {error}.</source>
            <translation>チャット「{title}」を保存できませんでした: {error}。</translation>
        </message>
        <message>
            <source>{name} could not be saved: {error}</source>
            <translation>{name} を保存できませんでした: {error}</translation>
        </message>
        <message>
            <source>The file of the chat “{title}” was changed outside Emberly while it was open; Emberly saved its own copy and kept that version as {name}.</source>
            <translation>チャット「{title}」のファイルが、開いている間に Emberly の外で変更されました。Emberly は自身のコピーを保存し、変更されたほうのバージョンを {name} として残しました。</translation>
        </message>
        <message>
            <source>The chats folder {folder} was removed while Emberly ran: it was made again, and the open chat saved into it.</source>
            <translation>Emberly の実行中にチャットフォルダー {folder} が削除されました: フォルダーを作り直し、開いているチャットをそこに保存しました。</translation>
        </message>
        <message>
            <source>There is no saved chat {id}.</source>
            <translation>保存されたチャット {id} はありません。</translation>
        </message>
        <message>
            <source>The chat file {name} cannot be read: {error}</source>
            <translation>チャットファイル {name} を読み込めません: {error}</translation>
        </message>
        <message>
            <source>{id} is not a session id</source>
            <translation>{id} はセッション ID ではありません</translation>
        </message>
    </context>
    <context>
        <name>ChatTemplate</name>
        <message>
            <source>The chat template ({name}) failed to render: {error}</source>
            <translation>チャットテンプレート ({name}) のレンダリングに失敗しました: {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) was stopped: {error}</source>
            <translation>チャットテンプレート ({name}) は停止されました: {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) was refused: {error}</source>
            <translation>チャットテンプレート ({name}) は拒否されました: {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) could not be rendered: {error}</source>
            <translation>チャットテンプレート ({name}) をレンダリングできませんでした: {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) is not valid Jinja: {error}</source>
            <translation>チャットテンプレート ({name}) は有効な Jinja ではありません: {error}</translation>
        </message>
        <message>
            <source>the template tried to output {size} characters (over {limit})</source>
            <translation>テンプレートが {size} 文字を出力しようとしました ({limit} を超えています)</translation>
        </message>
        <message>
            <source>it needed more than {size} MB of memory</source>
            <translation>{size} MB を超えるメモリが必要でした</translation>
        </message>
        <message>
            <source>the template tried to build something of size {size} (over {limit} characters or items)</source>
            <translation>テンプレートがサイズ {size} のものを作ろうとしました ({limit} 文字または項目を超えています)</translation>
        </message>
        <message>
            <source>the template tried to build a repetition of {size} × {count} (over {limit} characters or items)</source>
            <translation>テンプレートが {size} × {count} の繰り返しを作ろうとしました ({limit} 文字または項目を超えています)</translation>
        </message>
        <message>
            <source>the template tried to build a concatenation of {size} (over {limit} characters or items)</source>
            <translation>テンプレートがサイズ {size} の連結を作ろうとしました ({limit} 文字または項目を超えています)</translation>
        </message>
        <message>
            <source>the template tried to build a text of {size} characters (over {limit} characters or items)</source>
            <translation>テンプレートが {size} 文字のテキストを作ろうとしました ({limit} 文字または項目を超えています)</translation>
        </message>
        <message>
            <source>the template tried to compute a {bits}-bit power</source>
            <translation>テンプレートが {bits} ビットのべき乗を計算しようとしました</translation>
        </message>
        <message>
            <source>the template tried to build a join of {count} items with a {size}-character separator (over {limit} characters or items)</source>
            <translation>テンプレートが {size} 文字の区切りで {count} 個の項目を結合しようとしました ({limit} 文字または項目を超えています)</translation>
        </message>
        <message>
            <source>the template tried to build a replacement of {size} characters (over {limit} characters or items)</source>
            <translation>テンプレートが {size} 文字の置換を作ろうとしました ({limit} 文字または項目を超えています)</translation>
        </message>
        <message>
            <source>the template passed tojson separators longer than {limit} characters</source>
            <translation>テンプレートが {limit} 文字を超える区切りを tojson に渡しました</translation>
        </message>
        <message>
            <source>the template passed strftime_now a format of {size} characters</source>
            <translation>テンプレートが {size} 文字の書式を strftime_now に渡しました</translation>
        </message>
        <message>
            <source>it is {size} characters long, more than the {limit} a chat template may have</source>
            <translation>長さが {size} 文字あり、チャットテンプレートの上限 {limit} 文字を超えています</translation>
        </message>
        <message>
            <source>the template helper forgot the template twice</source>
            <translation>テンプレートヘルパーがテンプレートを 2 回失いました</translation>
        </message>
        <message>
            <source>the template helper stopped ({error})</source>
            <translation>テンプレートヘルパーが停止しました ({error})</translation>
        </message>
        <message>
            <source>it did not finish within {seconds} s (an endless or huge loop)</source>
            <translation>{seconds} 秒以内に終わりませんでした (無限ループまたは巨大なループ)</translation>
        </message>
        <message>
            <source>the template helper stopped (exit status {code})</source>
            <translation>テンプレートヘルパーが停止しました (終了ステータス {code})</translation>
        </message>
        <message>
            <source>the template helper could not start ({error})</source>
            <translation>テンプレートヘルパーを起動できませんでした ({error})</translation>
        </message>
        <message>
            <source>the template helper did not start ({error})</source>
            <translation>テンプレートヘルパーが起動しませんでした ({error})</translation>
        </message>
        <message>
            <source>it tried to output {size} bytes</source>
            <translation>{size} バイトを出力しようとしました</translation>
        </message>
    </context>
    <context>
        <name>Compare</name>
        <message>
            <source>Another model file…</source>
            <translation>別のモデルファイル…</translation>
        </message>
        <message>
            <source>Loaded beside the chat's model</source>
            <translation>チャットのモデルと並べて読み込み</translation>
        </message>
        <message>
            <source>On a server</source>
            <translation>サーバー上</translation>
        </message>
        <message>
            <source>One at a time with the chat's model</source>
            <translation>チャットのモデルと 1 つずつ交代で</translation>
        </message>
        <message>
            <source>Second model's answer</source>
            <translation>2 つ目のモデルの回答</translation>
        </message>
        <message>
            <source>Stop this answer</source>
            <translation>この回答を停止</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>End the comparison (its answers stay as versions)</source>
            <translation>比較を終了 (回答はバージョンとして残ります)</translation>
        </message>
        <message>
            <source>Use this answer</source>
            <translation>この回答を使う</translation>
        </message>
        <message>
            <source>Make it the chat's reply; the other stays as a version of it</source>
            <translation>これをチャットの返答にします。もう一方はそのバージョンとして残ります</translation>
        </message>
        <message>
            <source>Use the second model's answer</source>
            <translation>2 つ目のモデルの回答を使う</translation>
        </message>
        <message>
            <source>Waiting for the chat's model to finish…</source>
            <translation>チャットのモデルの完了を待っています…</translation>
        </message>
        <message>
            <source>{mode}: {why}</source>
            <translation>{mode}: {why}</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>書き込み中…</translation>
        </message>
        <message>
            <source>No answer to the last message yet</source>
            <translation>最後のメッセージへの回答はまだありません</translation>
        </message>
        <message>
            <source>In the chat</source>
            <translation>チャット内</translation>
        </message>
        <message>
            <source>Reading the chat…</source>
            <translation>チャットを読み込み中…</translation>
        </message>
        <message>
            <source>A model on {server}…</source>
            <translation>{server} のモデル…</translation>
        </message>
        <message>
            <source>Compare with another model</source>
            <translation>別のモデルと比較</translation>
        </message>
        <message>
            <source>A second model answers each message beside the chat's:</source>
            <translation>2 つ目のモデルが、チャットのモデルと並んで各メッセージに回答します:</translation>
        </message>
        <message>
            <source>A model to compare with</source>
            <translation>比較するモデル</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf)</source>
            <translation>GGUF モデル (*.gguf)</translation>
        </message>
        <message>
            <source>Compare with a server's model</source>
            <translation>サーバーのモデルと比較</translation>
        </message>
        <message>
            <source>The model on {url}:</source>
            <translation>{url} のモデル:</translation>
        </message>
        <message>
            <source>{tokens} tokens · {rate} tok/s</source>
            <translation>{tokens} トークン · {rate} tok/s</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>the chat's reply</source>
            <translation>チャットの返答</translation>
        </message>
        <message>
            <source>Open a chat to compare it with another model.</source>
            <translation>別のモデルと比較するには、チャットを開いてください。</translation>
        </message>
        <message>
            <source>That is the chat's own model: choose another one to compare it with.</source>
            <translation>それはこのチャット自身のモデルです: 比較する別のモデルを選んでください。</translation>
        </message>
        <message>
            <source>The model to compare with could not be used: {error}</source>
            <translation>比較するモデルを使えませんでした: {error}</translation>
        </message>
        <message>
            <source>{name} could not answer: {error}</source>
            <translation>{name} は回答できませんでした: {error}</translation>
        </message>
        <message>
            <source>The second model could not answer: {error}</source>
            <translation>2 つ目のモデルは回答できませんでした: {error}</translation>
        </message>
        <message>
            <source>{name} needs about {need} and {free} is free beside the chat's model: the two answer one at a time</source>
            <translation>{name} には約 {need} が必要ですが、チャットのモデルのほかに空いているのは {free} です: 2 つのモデルは 1 つずつ回答します</translation>
        </message>
        <message>
            <source>The chat's model could not be loaded again: {error}</source>
            <translation>チャットのモデルを再度読み込めませんでした: {error}</translation>
        </message>
    </context>
    <context>
        <name>Composer</name>
        <message>
            <source>Attach documents (text, Markdown, code, PDF, DOCX, HTML, CSV, JSON) or images (PNG, JPEG, WebP, GIF: for a vision model)</source>
            <translation>ドキュメント (テキスト、Markdown、コード、PDF、DOCX、HTML、CSV、JSON) または画像 (PNG、JPEG、WebP、GIF: ビジョンモデル用) を添付</translation>
        </message>
        <message>
            <source>Attach documents or images</source>
            <translation>ドキュメントや画像を添付</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>ライブラリ</translation>
        </message>
        <message>
            <source>Search the web for this message</source>
            <translation>このメッセージで Web を検索</translation>
        </message>
        <message>
            <source>Web: search the web for the message first and give the model the passages that answer it, with their sources</source>
            <translation>Web: 先にメッセージで Web を検索し、答えとなる抜粋を出典付きでモデルに渡します</translation>
        </message>
        <message>
            <source>Message — Enter to send, Shift+Enter for a new line</source>
            <translation>メッセージ — Enter で送信、Shift+Enter で改行</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>メッセージ</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>送信</translation>
        </message>
        <message>
            <source>Stop the reply</source>
            <translation>返答を停止</translation>
        </message>
        <message>
            <source>Send the message</source>
            <translation>メッセージを送信</translation>
        </message>
        <message>
            <source>Stop the reply (Esc)</source>
            <translation>返答を停止 (Esc)</translation>
        </message>
        <message>
            <source>Send (Enter)</source>
            <translation>送信 (Enter)</translation>
        </message>
    </context>
    <context>
        <name>Crash</name>
        <message>
            <source>Emberly hit a bug</source>
            <translation>Emberly でバグが発生しました</translation>
        </message>
        <message>
            <source>Something went wrong inside Emberly. Your chats are saved and the app keeps running.&lt;br&gt;Please copy the report below into a bug report.</source>
            <translation>Emberly の内部で問題が発生しました。チャットは保存されており、アプリは動作を続けます。&lt;br&gt;下のレポートをバグ報告にコピーしてください。</translation>
        </message>
        <message>
            <source>It was also written to {file}</source>
            <translation>{file} にも書き出しました</translation>
        </message>
        <message>
            <source>Details of the bug</source>
            <translation>バグの詳細</translation>
        </message>
        <message>
            <source>Copy report</source>
            <translation>レポートをコピー</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>コピーしました</translation>
        </message>
    </context>
    <context>
        <name>DataFolder</name>
        <message>
            <source>it is not a folder</source>
            <translation>フォルダーではありません</translation>
        </message>
        <message>
            <source>it cannot be made ({reason})</source>
            <translation>作成できません ({reason})</translation>
        </message>
        <message>
            <source>a path cannot hold a NUL character</source>
            <translation>パスに NUL 文字は使えません</translation>
        </message>
        <message>
            <source>no file can be written in it ({reason})</source>
            <translation>中にファイルを書き込めません ({reason})</translation>
        </message>
        <message>
            <source>The data folder {folder} cannot be used: {reason}.</source>
            <translation>データフォルダー {folder} を使えません: {reason}。</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>the file holds no text</source>
            <translation>ファイルにテキストがありません</translation>
        </message>
        <message>
            <source>{name} could not be read as HTML ({error})</source>
            <translation>{name} を HTML として読み込めませんでした ({error})</translation>
        </message>
        <message>
            <source>{name} is a damaged PDF: its pages cannot be listed ({reason})</source>
            <translation>{name} は破損した PDF です: ページを一覧にできません ({reason})</translation>
        </message>
        <message>
            <source>{name} is a damaged PDF: the text of none of its {count} pages could be read</source>
            <translation>{name} は破損した PDF です: {count} ページのどのテキストも読み込めませんでした</translation>
        </message>
        <message>
            <source>{reason}; {other}</source>
            <translation>{reason}。{other}</translation>
        </message>
        <message>
            <source>{name} was not read: {reasons} ({count} more are damaged)</source>
            <translation>{name} は読み込みませんでした: {reasons} (ほかに {count} ページが破損しています)</translation>
        </message>
        <message>
            <source>{name} was not read: {reasons}</source>
            <translation>{name} は読み込みませんでした: {reasons}</translation>
        </message>
        <message>
            <source>each holds more than the {limit} of drawing instructions Emberly reads on one page</source>
            <translation>各ページの描画命令が、Emberly が 1 ページで読み込む上限 {limit} を超えています</translation>
        </message>
        <message>
            <source>its pages decode to more than the {limit} of content Emberly reads per PDF</source>
            <translation>ページをデコードすると、Emberly が 1 つの PDF で読み込む内容の上限 {limit} を超えます</translation>
        </message>
        <message>
            <source>its pages hold more than the {limit} of content Emberly reads per PDF (counted each time a page uses it)</source>
            <translation>ページの内容が、Emberly が 1 つの PDF で読み込む上限 {limit} を超えています (ページが内容を使うたびに数えます)</translation>
        </message>
        <message>
            <source>page {page} was not read: {reason}</source>
            <translation>{page} ページ目は読み込みませんでした: {reason}</translation>
        </message>
        <message>
            <source>pages {first}-{last} were not read: {reason}</source>
            <translation>{first}-{last} ページは読み込みませんでした: {reason}</translation>
        </message>
        <message>
            <source>pages {pages} were not read: {reason}</source>
            <translation>{pages} ページは読み込みませんでした: {reason}</translation>
        </message>
        <message>
            <source>{name} is protected by a password; Emberly does not open protected PDFs. Save a copy without the password and attach that</source>
            <translation>{name} はパスワードで保護されています。Emberly は保護された PDF を開きません。パスワードなしのコピーを保存して、それを添付してください</translation>
        </message>
        <message>
            <source>{name} is encrypted in a way this install cannot decrypt (AES needs the 'cryptography' package)</source>
            <translation>{name} は、このインストールでは復号できない方式で暗号化されています (AES には 'cryptography' パッケージが必要です)</translation>
        </message>
        <message>
            <source>{name} is not a PDF Emberly can read: it is damaged or malformed ({reason})</source>
            <translation>{name} は Emberly が読み込める PDF ではありません: 破損しているか形式が正しくありません ({reason})</translation>
        </message>
        <message>
            <source>only the first {count} characters are kept (pages {first}-{last} are cut or left out)</source>
            <translation>最初の {count} 文字だけを残しました ({first}-{last} ページは途中で切れているか除外されています)</translation>
        </message>
        <message>
            <source>the text of pages {pages} could not be read</source>
            <translation>{pages} ページのテキストを読み込めませんでした</translation>
        </message>
        <message>
            <source>the text of page {pages} could not be read</source>
            <translation>{pages} ページ目のテキストを読み込めませんでした</translation>
        </message>
        <message>
            <source>no text was found: the pages may be scanned images, and Emberly does not read text in images</source>
            <translation>テキストが見つかりませんでした: ページがスキャン画像なのかもしれません。Emberly は画像内のテキストを読み取りません</translation>
        </message>
        <message>
            <source>{name} is a folder, not a file</source>
            <translation>{name} はファイルではなくフォルダーです</translation>
        </message>
        <message>
            <source>{name} is {size}; Emberly reads documents up to {limit}</source>
            <translation>{name} のサイズは {size} です。Emberly が読み込めるドキュメントは {limit} までです</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation>{name} を読み込めません: {reason}</translation>
        </message>
        <message>
            <source>{name} was not found: it was moved or deleted, or a link to it leads nowhere</source>
            <translation>{name} が見つかりません: 移動または削除されたか、リンクの参照先がありません</translation>
        </message>
        <message>
            <source>{name} cannot be read: permission denied</source>
            <translation>{name} を読み込めません: アクセス権がありません</translation>
        </message>
        <message>
            <source>{name} is a symbolic link that leads back to itself (a loop of links)</source>
            <translation>{name} は自分自身を指すシンボリックリンクです (リンクのループ)</translation>
        </message>
        <message>
            <source>{name} is not a valid file name</source>
            <translation>{name} は有効なファイル名ではありません</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {reason}</source>
            <translation>{name} を開けません: {reason}</translation>
        </message>
        <message>
            <source>a named pipe</source>
            <translation>名前付きパイプ</translation>
        </message>
        <message>
            <source>a device</source>
            <translation>デバイス</translation>
        </message>
        <message>
            <source>special</source>
            <translation>特殊ファイル</translation>
        </message>
        <message>
            <source>{name} is not a regular file ({what}); Emberly reads documents from ordinary files</source>
            <translation>{name} は通常のファイルではありません ({what})。Emberly は通常のファイルからドキュメントを読み込みます</translation>
        </message>
        <message>
            <source>{name} grew past {limit} while it was read; Emberly reads documents up to that</source>
            <translation>{name} は読み込み中に {limit} を超えました。Emberly が読み込めるドキュメントはその大きさまでです</translation>
        </message>
        <message>
            <source>Reading {name} was cancelled</source>
            <translation>{name} の読み込みをキャンセルしました</translation>
        </message>
        <message>
            <source>only the first {count} characters are kept</source>
            <translation>最初の {count} 文字だけを残しました</translation>
        </message>
        <message>
            <source>{name} is an older Office file (.doc, .xls or .ppt); save it as .docx or PDF to attach it</source>
            <translation>{name} は古い Office ファイル (.doc、.xls、.ppt) です。添付するには .docx または PDF として保存してください</translation>
        </message>
        <message>
            <source>{name} is named .pdf but is not a PDF (it does not start like one)</source>
            <translation>{name} は名前が .pdf ですが PDF ではありません (PDF の形式で始まっていません)</translation>
        </message>
        <message>
            <source>{name} is named {ext} but is not a Word document (it is not a ZIP archive)</source>
            <translation>{name} は名前が {ext} ですが Word 文書ではありません (ZIP アーカイブではありません)</translation>
        </message>
        <message>
            <source>read as {encoding} (its byte-order mark says so)</source>
            <translation>{encoding} として読み込みました (バイトオーダーマークに従いました)</translation>
        </message>
        <message>
            <source>{count} byte sequences that are not UTF-8 were replaced with �</source>
            <translation>UTF-8 ではない {count} 個のバイト列を � に置き換えました</translation>
        </message>
        <message>
            <source>read as Windows-1252: the file is not UTF-8</source>
            <translation>Windows-1252 として読み込みました: ファイルが UTF-8 ではありません</translation>
        </message>
        <message>
            <source>{name} is not a text file (its bytes are binary data, or text in an encoding other than UTF-8, UTF-16 or Windows-1252)</source>
            <translation>{name} はテキストファイルではありません (バイナリデータか、UTF-8、UTF-16、Windows-1252 以外のエンコーディングのテキストです)</translation>
        </message>
        <message>
            <source>the JSON</source>
            <translation>JSON</translation>
        </message>
        <message>
            <source>{error}; kept as written</source>
            <translation>{error}。書かれたまま残しました</translation>
        </message>
        <message>
            <source>{name} holds {size} of text and markup, more than the {limit} Emberly reads in a Word document, so it was not opened</source>
            <translation>{name} にはテキストとマークアップが {size} あり、Emberly が Word 文書で読み込む上限 {limit} を超えているため、開きませんでした</translation>
        </message>
        <message>
            <source>{name} is not a Word document Emberly can read: it is damaged ({reason})</source>
            <translation>{name} は Emberly が読み込める Word 文書ではありません: 破損しています ({reason})</translation>
        </message>
        <message>
            <source>{name} is a damaged ZIP archive, not a readable Word document ({reason})</source>
            <translation>{name} は破損した ZIP アーカイブで、読み込める Word 文書ではありません ({reason})</translation>
        </message>
        <message>
            <source>{name} is a ZIP archive but not a Word document; Emberly reads .docx, PDF and text files</source>
            <translation>{name} は ZIP アーカイブですが Word 文書ではありません。Emberly が読み込めるのは .docx、PDF、テキストファイルです</translation>
        </message>
        <message>
            <source>{name} would unpack to {size}, more than the {limit} Emberly allows a Word document: it may be a zip bomb, so it was not opened</source>
            <translation>{name} は展開すると {size} になり、Emberly が Word 文書に許す上限 {limit} を超えます: zip 爆弾の可能性があるため、開きませんでした</translation>
        </message>
        <message>
            <source>{name} has a part that unpacks {ratio} times its packed size: it looks like a zip bomb, so it was not opened</source>
            <translation>{name} には展開すると圧縮時の {ratio} 倍になるパートがあります: zip 爆弾のように見えるため、開きませんでした</translation>
        </message>
        <message>
            <source>{name} holds {count} parts; a Word document has far fewer (Emberly allows {limit}), so it was not opened</source>
            <translation>{name} には {count} 個のパートがあります。Word 文書のパートはずっと少ないため (Emberly の上限は {limit})、開きませんでした</translation>
        </message>
        <message>
            <source>{name} has a paragraph or table row of more than {limit} of XML, more than Emberly reads in one piece, so it was not read further</source>
            <translation>{name} には XML が {limit} を超える段落または表の行があり、Emberly が一度に読み込める量を超えるため、それ以降は読み込みませんでした</translation>
        </message>
        <message>
            <source>{name} is not a Word document Emberly can read: it is damaged (it has no body)</source>
            <translation>{name} は Emberly が読み込める Word 文書ではありません: 破損しています (本文がありません)</translation>
        </message>
        <message>
            <source>its package names {count} main documents</source>
            <translation>パッケージが {count} 個のメイン文書を指定しています</translation>
        </message>
        <message>
            <source>its package names no main documents</source>
            <translation>パッケージがメイン文書を指定していません</translation>
        </message>
        <message>
            <source>its part {part} is missing</source>
            <translation>パート {part} がありません</translation>
        </message>
        <message>
            <source>{name} has a part ({part}) of {size}, more than the {limit} Emberly reads in a Word document, so it was not opened</source>
            <translation>{name} のパート ({part}) は {size} あり、Emberly が Word 文書で読み込む上限 {limit} を超えているため、開きませんでした</translation>
        </message>
    </context>
    <context>
        <name>Downloads</name>
        <message>
            <source>{name} in the models folder is a link</source>
            <translation>モデルフォルダー内の {name} はリンクです</translation>
        </message>
        <message>
            <source>{name} in the models folder is not a folder</source>
            <translation>モデルフォルダー内の {name} はフォルダーではありません</translation>
        </message>
        <message>
            <source>{name} in the models folder is not a plain file</source>
            <translation>モデルフォルダー内の {name} は通常のファイルではありません</translation>
        </message>
        <message>
            <source>{name} in the models folder has another name (a hard link)</source>
            <translation>モデルフォルダー内の {name} には別の名前があります (ハードリンク)</translation>
        </message>
        <message>
            <source>{problem}: Emberly reads, writes and deletes only plain files and folders there, never through a link, so it left it (and anything it points to) untouched. Remove it from {folder} and try the download again.</source>
            <translation>{problem}: Emberly はそこで通常のファイルとフォルダーだけを読み書き・削除し、リンクを経由することはないため、これ (とそのリンク先) には手を付けていません。{folder} から削除して、もう一度ダウンロードしてください。</translation>
        </message>
        <message>
            <source>{name} in the models folder is not inside it</source>
            <translation>モデルフォルダー内の {name} が、実際にはフォルダーの中にありません</translation>
        </message>
        <message>
            <source>{name} in the models folder is a link or not a folder</source>
            <translation>モデルフォルダー内の {name} はリンクか、フォルダーではありません</translation>
        </message>
        <message>
            <source>{name} in the models folder leads out of it</source>
            <translation>モデルフォルダー内の {name} はフォルダーの外を指しています</translation>
        </message>
        <message>
            <source>Emberly will not download into a folder named {name}.</source>
            <translation>Emberly は {name} という名前のフォルダーにはダウンロードしません。</translation>
        </message>
        <message>
            <source>The Hub listed a file name Emberly will not write ({problem}): {name}.</source>
            <translation>Hub が、Emberly が書き込まないファイル名を挙げました ({problem}): {name}。</translation>
        </message>
        <message>
            <source>The Hub gave no sha256 for this file, so its download could not be checked.</source>
            <translation>Hub がこのファイルの sha256 を示さなかったため、ダウンロードを検証できませんでした。</translation>
        </message>
        <message>
            <source>The download stopped because of an error in Emberly: {error}</source>
            <translation>Emberly のエラーによりダウンロードが停止しました: {error}</translation>
        </message>
        <message>
            <source>Not enough disk space: this download needs {size} more, and {folder} has {free} free. Free some space and resume it.</source>
            <translation>ディスクの空き容量が足りません: このダウンロードにはあと {size} 必要ですが、{folder} の空きは {free} です。空き容量を確保してから再開してください。</translation>
        </message>
        <message>
            <source>The server redirected the download from {scheme}: to {target}; Emberly follows redirects to http(s) only, and never from https to http.</source>
            <translation>サーバーがダウンロードを {scheme}: から {target} にリダイレクトしました。Emberly は http(s) へのリダイレクトにしか従わず、https から http へのリダイレクトには決して従いません。</translation>
        </message>
        <message>
            <source>The download keeps failing ({reason}); it is paused and can be resumed.</source>
            <translation>ダウンロードが何度も失敗しています ({reason})。一時停止しました。再開できます。</translation>
        </message>
        <message>
            <source>The server keeps sending a different file than the one listed; the download stopped.</source>
            <translation>サーバーが一覧にあるものとは別のファイルを送り続けています。ダウンロードを停止しました。</translation>
        </message>
        <message>
            <source>the server answered {status}</source>
            <translation>サーバーが {status} を返しました</translation>
        </message>
        <message>
            <source>The server refused the download ({status}): the model may be gated or need a login.</source>
            <translation>サーバーがダウンロードを拒否しました ({status}): モデルにアクセス制限があるか、ログインが必要な可能性があります。</translation>
        </message>
        <message>
            <source>The file is no longer on the server (404).</source>
            <translation>ファイルはもうサーバー上にありません (404)。</translation>
        </message>
        <message>
            <source>The server redirected the download where Emberly does not follow ({status}).</source>
            <translation>サーバーがダウンロードを、Emberly が従わない場所にリダイレクトしました ({status})。</translation>
        </message>
        <message>
            <source>The server answered {status} {reason}.</source>
            <translation>サーバーが {status} {reason} を返しました。</translation>
        </message>
        <message>
            <source>cannot reach the server: {reason}</source>
            <translation>サーバーに接続できません: {reason}</translation>
        </message>
        <message>
            <source>the file changed on the server; starting over</source>
            <translation>サーバー上のファイルが変更されました。最初からやり直します</translation>
        </message>
        <message>
            <source>the server sent another range than bytes={start}-</source>
            <translation>サーバーが bytes={start}- とは別の範囲を送ってきました</translation>
        </message>
        <message>
            <source>The server's file is {size}, not the expected {expected}: it changed since it was listed. Search for it again.</source>
            <translation>サーバー上のファイルは {size} で、想定の {expected} ではありません: 一覧に載った後に変更されています。もう一度検索してください。</translation>
        </message>
        <message>
            <source>the connection closed at {done} of {size}</source>
            <translation>{size} 中 {done} の時点で接続が切れました</translation>
        </message>
        <message>
            <source>The disk is full: the download stopped at {size} and is kept; free some space and resume it.</source>
            <translation>ディスクがいっぱいです: ダウンロードは {size} で停止し、保持されています。空き容量を確保してから再開してください。</translation>
        </message>
        <message>
            <source>Cannot write {path}: {reason}.</source>
            <translation>{path} に書き込めません: {reason}。</translation>
        </message>
        <message>
            <source>The downloaded file is corrupted: its sha256 is {sha256}…, the server's {expected}…. The partial file was removed; try the download again.</source>
            <translation>ダウンロードしたファイルが破損しています: sha256 が {sha256}… ですが、サーバーの値は {expected}… です。途中までのファイルは削除しました。もう一度ダウンロードしてください。</translation>
        </message>
        <message>
            <source>the server stopped sending (stalled)</source>
            <translation>サーバーからの送信が止まりました (停滞)</translation>
        </message>
        <message>
            <source>the server sent less than it announced</source>
            <translation>サーバーから届いたデータが予告より少なくなっています</translation>
        </message>
        <message>
            <source>the connection broke ({error})</source>
            <translation>接続が切れました ({error})</translation>
        </message>
    </context>
    <context>
        <name>Embedder</name>
        <message>
            <source>llama.cpp could not load {name}: {reason}</source>
            <translation>llama.cpp は {name} を読み込めませんでした: {reason}</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>理由は示されていません</translation>
        </message>
        <message>
            <source>{name} is not an embedding model: it gives no pooled sentence vector.</source>
            <translation>{name} は埋め込みモデルではありません: プーリングされた文ベクトルを出力しません。</translation>
        </message>
        <message>
            <source>llama.cpp gave no reason</source>
            <translation>llama.cpp は理由を示しませんでした</translation>
        </message>
        <message>
            <source>{name} loaded but its context could not be created ({reason}).</source>
            <translation>{name} は読み込めましたが、コンテキストを作成できませんでした ({reason})。</translation>
        </message>
        <message>
            <source>The embedding model is closed.</source>
            <translation>埋め込みモデルは閉じられています。</translation>
        </message>
        <message>
            <source>Embedding was cancelled.</source>
            <translation>埋め込みはキャンセルされました。</translation>
        </message>
        <message>
            <source>llama.cpp could not embed a batch (code {code}): {reason}</source>
            <translation>llama.cpp はバッチを埋め込めませんでした (コード {code}): {reason}</translation>
        </message>
        <message>
            <source>llama.cpp returned no embedding for sequence {seq}.</source>
            <translation>llama.cpp はシーケンス {seq} の埋め込みを返しませんでした。</translation>
        </message>
        <message>
            <source>The embedding model was closed.</source>
            <translation>埋め込みモデルが閉じられました。</translation>
        </message>
        <message>
            <source>The embedding model {name} cannot be used: {error}</source>
            <translation>埋め込みモデル {name} を使えません: {error}</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>A reply is already being generated.</source>
            <translation>すでに返答を生成中です。</translation>
        </message>
        <message>
            <source>The prompt has {count} tokens; the context holds {n_ctx}.</source>
            <translation>プロンプトは {count} トークンありますが、コンテキストに入るのは {n_ctx} トークンです。</translation>
        </message>
        <message>
            <source>llama_decode failed with code {code}</source>
            <translation>llama_decode がコード {code} で失敗しました</translation>
        </message>
        <message>
            <source>The engine is busy with a reply.</source>
            <translation>エンジンは返答の生成中です。</translation>
        </message>
        <message>
            <source>The model file {name} was changed on disk while it was loaded. Load it again to go on (nothing of the chat is lost).</source>
            <translation>モデルファイル {name} が読み込み中にディスク上で変更されました。続けるにはもう一度読み込んでください (チャットの内容は失われません)。</translation>
        </message>
        <message>
            <source>The prefix has {count} tokens; the context holds {n_ctx}.</source>
            <translation>プレフィックスは {count} トークンありますが、コンテキストに入るのは {n_ctx} トークンです。</translation>
        </message>
        <message>
            <source>llama.cpp did not accept the grammar the schema became.</source>
            <translation>llama.cpp はスキーマから変換した文法を受け付けませんでした。</translation>
        </message>
        <message>
            <source>This model was loaded for {count} replies at once, not {asked}: load it again after changing the number in Settings.</source>
            <translation>このモデルは同時に {count} 件の返答用に読み込まれています ({asked} 件ではありません): 設定で数を変えてから、もう一度読み込んでください。</translation>
        </message>
        <message>
            <source>There is no reply {index} in the cache.</source>
            <translation>キャッシュに返答 {index} はありません。</translation>
        </message>
    </context>
    <context>
        <name>EngineEvents</name>
        <message>
            <source>Loaded {name} · faster replies: {speculation}</source>
            <translation>{name} を読み込みました · 返答の高速化: {speculation}</translation>
        </message>
        <message>
            <source>Loaded {name}</source>
            <translation>{name} を読み込みました</translation>
        </message>
        <message>
            <source>The model's chat template is broken; using the {format} format instead.</source>
            <translation>モデルのチャットテンプレートが壊れています。代わりに {format} 形式を使います。</translation>
        </message>
        <message>
            <source>{error} The model reads text only.</source>
            <translation>{error} このモデルはテキストのみを読みます。</translation>
        </message>
        <message>
            <source>{error} Guesses come from the chat instead (prompt lookup).</source>
            <translation>{error} 代わりにチャットから予測します (プロンプトルックアップ)。</translation>
        </message>
        <message>
            <source>The model could not be loaded. Choose another one to begin.</source>
            <translation>モデルを読み込めませんでした。別のモデルを選んで始めてください。</translation>
        </message>
        <message>
            <source>Loading cancelled</source>
            <translation>読み込みをキャンセルしました</translation>
        </message>
        <message>
            <source>Loading was cancelled.</source>
            <translation>読み込みはキャンセルされました。</translation>
        </message>
        <message numerus="yes">
            <source>Restoring %Ln tokens from disk…</source>
            <translation>
                <numerusform>ディスクから %Ln トークンを復元中…</numerusform>
            </translation>
        </message>
        <message>
            <source>Re-reading the chat…</source>
            <translation>チャットを再読み込み中…</translation>
        </message>
        <message numerus="yes">
            <source>Restored %Ln tokens from disk in {ms} ms</source>
            <translation>
                <numerusform>ディスクから %Ln トークンを {ms} ms で復元しました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Reopened warm: %Ln tokens of this chat's memory restored in {ms} ms.</source>
            <translation>
                <numerusform>ウォームで再開しました: このチャットのメモリ %Ln トークンを {ms} ms で復元しました。</numerusform>
            </translation>
        </message>
        <message>
            <source>Stopped re-reading; the chat will be read when you send</source>
            <translation>再読み込みを停止しました。チャットは送信時に読み込まれます</translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s ({reason})</source>
            <translation>
                <numerusform>%Ln トークンを {seconds} 秒で再読み込みしました ({reason})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s</source>
            <translation>
                <numerusform>%Ln トークンを {seconds} 秒で再読み込みしました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s because {reason}.</source>
            <translation>
                <numerusform>%Ln トークンを {seconds} 秒で再読み込みしました (理由: {reason})。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s.</source>
            <translation>
                <numerusform>%Ln トークンを {seconds} 秒で再読み込みしました。</numerusform>
            </translation>
        </message>
        <message>
            <source>{title} — Emberly</source>
            <translation>{title} — Emberly</translation>
        </message>
        <message>
            <source>Reply streaming</source>
            <translation>返答を受信中</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>書き込み中…</translation>
        </message>
        <message numerus="yes">
            <source>Writing %n versions…</source>
            <translation>
                <numerusform>%n 件のバージョンを書き込み中…</numerusform>
            </translation>
        </message>
        <message>
            <source>Characters written so far: {counts}</source>
            <translation>これまでに書かれた文字数: {counts}</translation>
        </message>
        <message>
            <source>Reply stopped</source>
            <translation>返答を停止しました</translation>
        </message>
        <message>
            <source>Reply finished</source>
            <translation>返答が完了しました</translation>
        </message>
        <message>
            <source>Loading stopped because of an error in Emberly (see the report).</source>
            <translation>Emberly のエラーにより読み込みが停止しました (レポートを参照してください)。</translation>
        </message>
    </context>
    <context>
        <name>EngineLoad</name>
        <message>
            <source>Loading was cancelled.</source>
            <translation>読み込みをキャンセルしました。</translation>
        </message>
        <message>
            <source>KV cache type must be one of {choices}, not {value}</source>
            <translation>KV キャッシュの型は {choices} のいずれかでなければなりません ({value} は使えません)</translation>
        </message>
        <message>
            <source>Flash attention must be one of {choices}, not {value}</source>
            <translation>Flash Attention は {choices} のいずれかでなければなりません ({value} は使えません)</translation>
        </message>
        <message>
            <source>A {kv_type} KV cache needs flash attention (auto or on).</source>
            <translation>{kv_type} の KV キャッシュには Flash Attention (auto または on) が必要です。</translation>
        </message>
        <message>
            <source>Speculation must be one of {choices}, not {value}</source>
            <translation>投機的デコードは {choices} のいずれかでなければなりません ({value} は使えません)</translation>
        </message>
        <message>
            <source>The GPU has too little memory for {asked} layers of {name}: {placed} of its {total} layers run there now, the rest on the CPU.</source>
            <translation>GPU のメモリが足りず、{name} の {asked} レイヤーを載せられません: 現在は {total} レイヤー中 {placed} レイヤーを GPU で、残りを CPU で実行しています。</translation>
        </message>
        <message>
            <source>{first}

{second}</source>
            <translation>{first}

{second}</translation>
        </message>
        <message>
            <source>the first decode failed on the GPU (llama_decode returned {code})</source>
            <translation>GPU での最初のデコードに失敗しました (llama_decode が {code} を返しました)</translation>
        </message>
        <message>
            <source>llama.cpp could not create a context</source>
            <translation>llama.cpp はコンテキストを作成できませんでした</translation>
        </message>
        <message>
            <source>The model loaded but a context of {n_ctx} tokens could not be created ({reason}). Try a smaller context size or KV cache type q8_0.</source>
            <translation>モデルは読み込めましたが、{n_ctx} トークンのコンテキストを作成できませんでした ({reason})。コンテキストサイズを小さくするか、KV キャッシュの型を q8_0 にしてみてください。</translation>
        </message>
        <message>
            <source>{name} needs about {needed} GiB with a {n_ctx}-token context, but only {free} GiB of memory is free. Choose a smaller context, a smaller KV cache type, or a smaller model.</source>
            <translation>{name} には {n_ctx} トークンのコンテキストで約 {needed} GiB 必要ですが、空きメモリは {free} GiB しかありません。コンテキストを小さくするか、より小さい KV キャッシュの型かモデルを選んでください。</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>理由は示されていません</translation>
        </message>
        <message>
            <source>{name} uses the '{architecture}' architecture, which this version of llama.cpp does not support. Updating llama-cpp-python may help.</source>
            <translation>{name} は '{architecture}' アーキテクチャを使っていますが、このバージョンの llama.cpp は対応していません。llama-cpp-python を更新すると解決する場合があります。</translation>
        </message>
        <message>
            <source>Not enough memory to load {name} ({detail}).</source>
            <translation>{name} を読み込むためのメモリが足りません ({detail})。</translation>
        </message>
        <message>
            <source>{name} is damaged or cut off ({detail}). Download it again.</source>
            <translation>{name} は破損しているか途中で切れています ({detail})。もう一度ダウンロードしてください。</translation>
        </message>
        <message>
            <source>llama.cpp could not load {name}: {detail}</source>
            <translation>llama.cpp は {name} を読み込めませんでした: {detail}</translation>
        </message>
    </context>
    <context>
        <name>EngineLoop</name>
        <message>
            <source>Emberly is closing: the request was not run.</source>
            <translation>Emberly を終了しています: リクエストは実行されませんでした。</translation>
        </message>
    </context>
    <context>
        <name>EngineStart</name>
        <message>
            <source>fast path (extra buffer types on)</source>
            <translation>高速パス (追加バッファー型オン)</translation>
        </message>
        <message>
            <source>safe CPU path (extra buffer types off)</source>
            <translation>安全な CPU パス (追加バッファー型オフ)</translation>
        </message>
        <message>
            <source>fast path (extra buffer types on), at most {layers} GPU layers</source>
            <translation>高速パス (追加バッファー型オン)、GPU レイヤー最大 {layers}</translation>
        </message>
        <message>
            <source>safe CPU path (extra buffer types off), at most {layers} GPU layers</source>
            <translation>安全な CPU パス (追加バッファー型オフ)、GPU レイヤー最大 {layers}</translation>
        </message>
        <message>
            <source>illegal instruction, {signal}</source>
            <translation>不正な命令、{signal}</translation>
        </message>
        <message>
            <source>invalid memory access, {signal}</source>
            <translation>不正なメモリアクセス、{signal}</translation>
        </message>
        <message>
            <source>bus error, {signal}</source>
            <translation>バスエラー、{signal}</translation>
        </message>
        <message>
            <source>aborted, {signal}</source>
            <translation>中断、{signal}</translation>
        </message>
        <message>
            <source>arithmetic fault, {signal}</source>
            <translation>演算エラー、{signal}</translation>
        </message>
        <message>
            <source>killed, {signal}</source>
            <translation>強制終了、{signal}</translation>
        </message>
        <message>
            <source>no answer in time</source>
            <translation>時間内に応答がありません</translation>
        </message>
        <message>
            <source>exit code {code}</source>
            <translation>終了コード {code}</translation>
        </message>
        <message>
            <source>killed by signal {signal}</source>
            <translation>シグナル {signal} で強制終了</translation>
        </message>
        <message>
            <source>died ({how}) after stage '{stage}': {detail}</source>
            <translation>ステージ '{stage}' の後で異常終了しました ({how}): {detail}</translation>
        </message>
        <message>
            <source>died ({how}) after stage '{stage}'</source>
            <translation>ステージ '{stage}' の後で異常終了しました ({how})</translation>
        </message>
        <message>
            <source>the {name} path</source>
            <translation>{name} パス</translation>
        </message>
        <message>
            <source>the plain CPU path</source>
            <translation>通常の CPU パス</translation>
        </message>
        <message>
            <source>This CPU reports AMX but cannot run it ({signal}); using {path} instead.</source>
            <translation>この CPU は AMX 対応と報告していますが、実行できません ({signal})。代わりに {path} を使います。</translation>
        </message>
        <message>
            <source>extra buffer types</source>
            <translation>追加バッファー型</translation>
        </message>
        <message>
            <source>llama.cpp's fast CPU path ({used}) crashed on this computer ({signal}); using {path} instead.</source>
            <translation>llama.cpp の高速 CPU パス ({used}) がこのコンピューターでクラッシュしました ({signal})。代わりに {path} を使います。</translation>
        </message>
        <message>
            <source>llama.cpp crashed when using the GPU on this computer ({signal}); running on the CPU only.</source>
            <translation>llama.cpp がこのコンピューターで GPU を使う際にクラッシュしました ({signal})。CPU のみで実行します。</translation>
        </message>
        <message>
            <source>llama.cpp crashed on this computer ({signal}); using a safer setting: {path}.</source>
            <translation>llama.cpp がこのコンピューターでクラッシュしました ({signal})。より安全な設定を使います: {path}。</translation>
        </message>
        <message>
            <source>Checking that llama.cpp runs on this computer (once per llama.cpp build and CPU)…</source>
            <translation>llama.cpp がこのコンピューターで動作するか確認しています (llama.cpp のビルドと CPU ごとに 1 回)…</translation>
        </message>
        <message>
            <source>llama.cpp crashes on this computer whatever the settings ({reasons}). This llama-cpp-python may have been built for another CPU: reinstall it built here with 'pip install --force-reinstall --no-cache-dir --no-deps llama-cpp-python=={version}'.</source>
            <translation>llama.cpp は設定に関係なくこのコンピューターでクラッシュします ({reasons})。この llama-cpp-python は別の CPU 向けにビルドされた可能性があります: 'pip install --force-reinstall --no-cache-dir --no-deps llama-cpp-python=={version}' で、このコンピューター上でビルドして再インストールしてください。</translation>
        </message>
    </context>
    <context>
        <name>GetModels</name>
        <message>
            <source>Download</source>
            <translation>ダウンロード</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>進行状況</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>ダウンロード</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>一時停止</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>再開</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <source>Remove from list</source>
            <translation>リストから削除</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>読み込む</translation>
        </message>
        <message>
            <source>{n} s left</source>
            <translation>残り {n} 秒</translation>
        </message>
        <message>
            <source>{n} min left</source>
            <translation>残り {n} 分</translation>
        </message>
        <message>
            <source>{n} h left</source>
            <translation>残り {n} 時間</translation>
        </message>
        <message>
            <source>{size}/s</source>
            <translation>{size}/s</translation>
        </message>
        <message>
            <source>checking what is on disk…</source>
            <translation>ディスク上のファイルを確認中…</translation>
        </message>
        <message>
            <source>waiting · {share}</source>
            <translation>待機中 · {share}</translation>
        </message>
        <message>
            <source>paused at {share} ({done} of {total})</source>
            <translation>{share} で一時停止中 ({done} / {total})</translation>
        </message>
        <message>
            <source>stopped at {share}</source>
            <translation>{share} で停止</translation>
        </message>
        <message>
            <source>done · {size}</source>
            <translation>完了 · {size}</translation>
        </message>
        <message numerus="yes">
            <source>%n models</source>
            <translation>
                <numerusform>%n 個のモデル</numerusform>
            </translation>
        </message>
        <message>
            <source>Downloading {what}: {progress}</source>
            <translation>{what} をダウンロード中: {progress}</translation>
        </message>
        <message numerus="yes">
            <source>%n download stopped: see Get models</source>
            <translation>
                <numerusform>%n 件のダウンロードが停止しました: 「モデルを入手」を確認してください</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n downloads stopped: see Get models</source>
            <translation>
                <numerusform>%n 件のダウンロードが停止しました: 「モデルを入手」を確認してください</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n download paused</source>
            <translation>
                <numerusform>%n 件のダウンロードを一時停止中</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n downloads paused</source>
            <translation>
                <numerusform>%n 件のダウンロードを一時停止中</numerusform>
            </translation>
        </message>
        <message>
            <source>fits</source>
            <translation>収まる</translation>
        </message>
        <message>
            <source>tight</source>
            <translation>ぎりぎり</translation>
        </message>
        <message>
            <source>too big</source>
            <translation>大きすぎる</translation>
        </message>
        <message>
            <source>Fits in the memory free now, with a 4,096-token context.</source>
            <translation>4,096 トークンのコンテキストで、現在の空きメモリに収まります。</translation>
        </message>
        <message>
            <source>Only fits if other programs give memory back; a smaller context helps.</source>
            <translation>他のプログラムがメモリを解放した場合にのみ収まります。コンテキストを小さくすると改善します。</translation>
        </message>
        <message>
            <source>Needs more memory than this computer has.</source>
            <translation>このコンピューターのメモリでは足りません。</translation>
        </message>
        <message>
            <source>Search Hugging Face for GGUF models, or paste a link or owner/repo</source>
            <translation>Hugging Face で GGUF モデルを検索するか、リンクまたは owner/repo を貼り付け</translation>
        </message>
        <message>
            <source>Search models</source>
            <translation>モデルを検索</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>検索をクリア</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>検索</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>モデル</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>サイズ</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>メモリ</translation>
        </message>
        <message>
            <source>About</source>
            <translation>概要</translation>
        </message>
        <message>
            <source>Models to download</source>
            <translation>ダウンロードできるモデル</translation>
        </message>
        <message>
            <source>Choose a model to see what it is and whether it fits.</source>
            <translation>モデルを選ぶと、その内容とメモリに収まるかどうかが表示されます。</translation>
        </message>
        <message>
            <source>The Hub could not be asked ({error}).</source>
            <translation>Hub に問い合わせできませんでした ({error})。</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>検索中…</translation>
        </message>
        <message>
            <source>Looking in {repo}…</source>
            <translation>{repo} を確認中…</translation>
        </message>
        <message>
            <source>Recommended: instruct models that run well on a desktop, smallest first</source>
            <translation>おすすめ: デスクトップでよく動く instruct モデル (小さい順)</translation>
        </message>
        <message>
            <source>{name} · for documents</source>
            <translation>{name} · ドキュメント用</translation>
        </message>
        <message numerus="yes">
            <source>On Hugging Face: %n repository with GGUF files, most downloaded first; open one to see its files</source>
            <translation>
                <numerusform>Hugging Face: GGUF ファイルのあるリポジトリ %n 件 (ダウンロード数順)。開くとファイルが表示されます</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>On Hugging Face: %n repositories with GGUF files, most downloaded first; open one to see its files</source>
            <translation>
                <numerusform>Hugging Face: GGUF ファイルのあるリポジトリ %n 件 (ダウンロード数順)。開くとファイルが表示されます</numerusform>
            </translation>
        </message>
        <message>
            <source>No GGUF models matched; try fewer words, or paste owner/repo.</source>
            <translation>一致する GGUF モデルはありません。語数を減らすか、owner/repo を貼り付けてください。</translation>
        </message>
        <message>
            <source>{downloads} downloads · {likes} likes · updated {updated}</source>
            <translation>{downloads} ダウンロード · {likes} いいね · 更新 {updated}</translation>
        </message>
        <message>
            <source>Listing files…</source>
            <translation>ファイルを一覧表示中…</translation>
        </message>
        <message>
            <source>No GGUF files in this repository</source>
            <translation>このリポジトリに GGUF ファイルはありません</translation>
        </message>
        <message>
            <source>vision projector: loads beside a model</source>
            <translation>ビジョンプロジェクター: モデルと一緒に読み込まれます</translation>
        </message>
        <message>
            <source>On Hugging Face: {repo}</source>
            <translation>Hugging Face: {repo}</translation>
        </message>
        <message numerus="yes">
            <source>%n GGUF files</source>
            <translation>
                <numerusform>%n 個の GGUF ファイル</numerusform>
            </translation>
        </message>
        <message>
            <source>{repo} holds no GGUF files.</source>
            <translation>{repo} には GGUF ファイルがありません。</translation>
        </message>
        <message>
            <source>Open it to see its files.</source>
            <translation>開くとファイルが表示されます。</translation>
        </message>
        <message>
            <source>An embedding model: once downloaded, Load makes it the one documents and libraries are searched with by meaning (Settings ▸ Embedding model).</source>
            <translation>埋め込みモデルです: ダウンロード後に「読み込む」を押すと、ドキュメントとライブラリの意味検索にこのモデルが使われます (設定 ▸ 埋め込みモデル)。</translation>
        </message>
        <message>
            <source>context {context} tokens · licence {licence}</source>
            <translation>コンテキスト {context} トークン · ライセンス {licence}</translation>
        </message>
        <message>
            <source>Memory with a 4,096-token context: about {size} — {verdict}</source>
            <translation>4,096 トークンのコンテキストでのメモリ: 約 {size} — {verdict}</translation>
        </message>
        <message>
            <source>quantisation not named</source>
            <translation>量子化の記載なし</translation>
        </message>
        <message numerus="yes">
            <source>{quant} · {size} in %n parts</source>
            <translation>
                <numerusform>{quant} · {size} (%n 分割)</numerusform>
            </translation>
        </message>
        <message>
            <source>a vision projector: it loads beside its model</source>
            <translation>ビジョンプロジェクター: モデルと一緒に読み込まれます</translation>
        </message>
        <message>
            <source>about {size} of memory — {verdict}</source>
            <translation>メモリ約 {size} — {verdict}</translation>
        </message>
    </context>
    <context>
        <name>Grammar</name>
        <message>
            <source>The schema is not JSON: {error}</source>
            <translation>スキーマが JSON ではありません: {error}</translation>
        </message>
        <message>
            <source>The schema has {size} characters (at most {limit}).</source>
            <translation>スキーマが {size} 文字あります (上限 {limit})。</translation>
        </message>
        <message>
            <source>The grammar helper is not available; the schema was not converted.</source>
            <translation>文法ヘルパーを利用できません。スキーマは変換されませんでした。</translation>
        </message>
        <message>
            <source>The grammar helper is not available; the grammar was not checked.</source>
            <translation>文法ヘルパーを利用できません。文法はチェックされませんでした。</translation>
        </message>
        <message>
            <source>The schema cannot be used: {error}.</source>
            <translation>スキーマを使えません: {error}。</translation>
        </message>
        <message>
            <source>The schema took over {seconds} s to convert into a grammar; it was stopped.</source>
            <translation>スキーマから文法への変換に {seconds} 秒以上かかったため、停止しました。</translation>
        </message>
        <message>
            <source>The schema needed more memory than a grammar may use; it was stopped.</source>
            <translation>スキーマが文法に許されるより多くのメモリを必要としたため、停止しました。</translation>
        </message>
        <message>
            <source>The schema's grammar crashed the grammar checker; it is not used.</source>
            <translation>スキーマの文法で文法チェッカーがクラッシュしたため、使いません。</translation>
        </message>
        <message>
            <source>The schema cannot be expressed as a grammar: {error}</source>
            <translation>スキーマを文法として表現できません: {error}</translation>
        </message>
        <message>
            <source>There is no tool {name} to call.</source>
            <translation>呼び出せるツール {name} はありません。</translation>
        </message>
        <message>
            <source>There are no tools to call.</source>
            <translation>呼び出せるツールがありません。</translation>
        </message>
        <message>
            <source>a repetition of {low} to {high} times</source>
            <translation>{low} 回から {high} 回の繰り返し</translation>
        </message>
        <message>
            <source>it nests too deeply for a grammar</source>
            <translation>文法にするには入れ子が深すぎます</translation>
        </message>
        <message>
            <source>it cannot be expressed as a grammar: {error}</source>
            <translation>文法として表現できません: {error}</translation>
        </message>
        <message>
            <source>its grammar would have {size} characters (at most {limit})</source>
            <translation>文法が {size} 文字になります (上限 {limit})</translation>
        </message>
        <message>
            <source>llama.cpp did not accept the grammar it became</source>
            <translation>llama.cpp は変換後の文法を受け付けませんでした</translation>
        </message>
        <message>
            <source>The schema has over {limit} values.</source>
            <translation>スキーマの値が {limit} 個を超えています。</translation>
        </message>
        <message>
            <source>The schema nests over {limit} levels deep (at {at}).</source>
            <translation>スキーマの入れ子が {limit} 階層を超えています ({at})。</translation>
        </message>
        <message>
            <source>{key} at {at} must be a whole number of at least 0.</source>
            <translation>{at} の {key} は 0 以上の整数でなければなりません。</translation>
        </message>
        <message>
            <source>{key} {value} at {at} is over {limit}: a grammar holds repetitions up to {limit}.</source>
            <translation>{at} の {key} {value} は {limit} を超えています: 文法で扱える繰り返しは {limit} 回までです。</translation>
        </message>
        <message>
            <source>{low} is over {high} at {at}: no value can match.</source>
            <translation>{at} で {low} が {high} を超えています: 一致する値はありません。</translation>
        </message>
        <message>
            <source>{key} at {at} has over {limit} digits.</source>
            <translation>{at} の {key} は {limit} 桁を超えています。</translation>
        </message>
        <message>
            <source>The enum at {at} lists {count} values (at most {limit}).</source>
            <translation>{at} の enum には {count} 個の値があります (上限 {limit})。</translation>
        </message>
        <message>
            <source>The $ref at {at} points outside the schema ({ref}): Emberly fetches nothing.</source>
            <translation>{at} の $ref がスキーマの外を指しています ({ref}): Emberly は何も取得しません。</translation>
        </message>
        <message>
            <source>The pattern at {at} has {size} characters (at most {limit}).</source>
            <translation>{at} の pattern は {size} 文字あります (上限 {limit})。</translation>
        </message>
        <message>
            <source>The pattern at {at} repeats something {low} to {high} times: no value can match.</source>
            <translation>{at} の pattern は何かを {low} 回から {high} 回繰り返しています: 一致する値はありません。</translation>
        </message>
        <message>
            <source>The pattern at {at} repeats too much: written out it would be {size} characters (at most {limit}).</source>
            <translation>{at} の pattern は繰り返しが多すぎます: 展開すると {size} 文字になります (上限 {limit})。</translation>
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>Choose a model…</source>
            <translation>モデルを選択…</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>モデル</translation>
        </message>
        <message>
            <source>Choose a model (Ctrl+O)</source>
            <translation>モデルを選択 (Ctrl+O)</translation>
        </message>
        <message>
            <source>Chat settings</source>
            <translation>チャット設定</translation>
        </message>
        <message>
            <source>Chat settings: system prompt and sampling (Ctrl+;)</source>
            <translation>チャット設定: システムプロンプトとサンプリング (Ctrl+;)</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>ダウンロード</translation>
        </message>
        <message>
            <source>Model downloads: open Get models</source>
            <translation>モデルのダウンロード: 「モデルを入手」を開く</translation>
        </message>
        <message>
            <source>Speed of the last reply</source>
            <translation>最後の返答の速度</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>進行状況</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>ライブラリ</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>インデックス作成を一時停止</translation>
        </message>
        <message>
            <source>Local API server</source>
            <translation>ローカル API サーバー</translation>
        </message>
        <message>
            <source>API</source>
            <translation>API</translation>
        </message>
        <message>
            <source>{name} · vision</source>
            <translation>{name} · ビジョン</translation>
        </message>
        <message>
            <source>{path}
chat format: {format}
GPU layers: {layers}
Click to choose another model (Ctrl+O)</source>
            <translation>{path}
チャット形式: {format}
GPU レイヤー: {layers}
クリックして別のモデルを選択 (Ctrl+O)</translation>
        </message>
        <message>
            <source>Re-reading {done} / {total} tokens…</source>
            <translation>再読み込み中 {done} / {total} トークン…</translation>
        </message>
        <message>
            <source>Reading {done} / {total} tokens…</source>
            <translation>読み込み中 {done} / {total} トークン…</translation>
        </message>
        <message>
            <source>API · busy</source>
            <translation>API · 処理中</translation>
        </message>
        <message>
            <source>{rate} tok/s</source>
            <translation>{rate} tok/s</translation>
        </message>
        <message>
            <source>demo</source>
            <translation>デモ</translation>
        </message>
        <message>
            <source>The bundled demo model: a tiny base model that writes fluent nonsense.
Choose a real model with Ctrl+O.</source>
            <translation>同梱のデモモデル: 流暢なでたらめを書く小さなベースモデルです。
Ctrl+O で本物のモデルを選んでください。</translation>
        </message>
        <message>
            <source>%v / %m tokens</source>
            <translation>%v / %m トークン</translation>
        </message>
        <message>
            <source>Context used</source>
            <translation>使用中のコンテキスト</translation>
        </message>
        <message>
            <source>Context used by this chat: the messages shown, not their other versions</source>
            <translation>このチャットが使用しているコンテキスト: 表示中のメッセージ (別バージョンは含みません)</translation>
        </message>
    </context>
    <context>
        <name>Hub</name>
        <message>
            <source>{name} ({count} parts)</source>
            <translation>{name} ({count} 個のパート)</translation>
        </message>
        <message>
            <source>a name that is not UTF-8</source>
            <translation>UTF-8 ではない名前</translation>
        </message>
        <message>
            <source>an empty name or one with control characters</source>
            <translation>空の名前、または制御文字を含む名前</translation>
        </message>
        <message>
            <source>an absolute path</source>
            <translation>絶対パス</translation>
        </message>
        <message>
            <source>a name with an empty, . or .. part</source>
            <translation>空の部分、. または .. を含む名前</translation>
        </message>
        <message>
            <source>a name of {size} bytes</source>
            <translation>{size} バイトの名前</translation>
        </message>
        <message>
            <source>the search for {query}</source>
            <translation>{query} の検索</translation>
        </message>
        <message>
            <source>{repo} is not a Hub repository (owner/name).</source>
            <translation>{repo} は Hub のリポジトリ (owner/name) ではありません。</translation>
        </message>
        <message>
            <source>The Hub at {host} listed files in {repo} that Emberly cannot use: {problem} (and {count} more).</source>
            <translation>{host} の Hub が、{repo} 内の Emberly が使えないファイルを挙げました: {problem} (ほか {count} 件)。</translation>
        </message>
        <message>
            <source>The Hub at {host} listed files in {repo} that Emberly cannot use: {problem}.</source>
            <translation>{host} の Hub が、{repo} 内の Emberly が使えないファイルを挙げました: {problem}。</translation>
        </message>
        <message>
            <source>{type} where a file entry goes</source>
            <translation>ファイル項目の位置に {type}</translation>
        </message>
        <message>
            <source>{type} as a file name</source>
            <translation>ファイル名が {type}</translation>
        </message>
        <message>
            <source>{problem} ({name})</source>
            <translation>{problem} ({name})</translation>
        </message>
        <message>
            <source>a size of {size} for {name}</source>
            <translation>{name} のサイズが {size}</translation>
        </message>
        <message>
            <source>a sha256 of {sha256} for {name}</source>
            <translation>{name} の sha256 が {sha256}</translation>
        </message>
        <message>
            <source>the curated list and the models on this computer still work.</source>
            <translation>厳選リストとこのコンピューター上のモデルは引き続き使えます。</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with {type} where a list goes.</source>
            <translation>{host} の Hub は {what} に対し、リストが来るべき位置に {type} を返しました。</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>オブジェクト</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>リスト</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>文字列</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true または false</translation>
        </message>
        <message>
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <source>The Hub at {host} listed more than {count} entries for {what}: Emberly stops there.</source>
            <translation>{host} の Hub が {what} について {count} 件を超える項目を挙げました: Emberly はそこで打ち切ります。</translation>
        </message>
        <message>
            <source>The Hub at {host} kept sending pages for {what} past {count}: Emberly stops there.</source>
            <translation>{host} の Hub が {what} について {count} ページを超えてページを送り続けました: Emberly はそこで打ち切ります。</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>数値</translation>
        </message>
        <message>
            <source>Hugging Face is switched off on this computer (HF_HUB_OFFLINE is set).</source>
            <translation>このコンピューターでは Hugging Face がオフになっています (HF_HUB_OFFLINE が設定されています)。</translation>
        </message>
        <message>
            <source>HF_ENDPOINT {endpoint} is not an http:// or https:// address.</source>
            <translation>HF_ENDPOINT {endpoint} は http:// または https:// のアドレスではありません。</translation>
        </message>
        <message>
            <source>The Hub at {host} redirected {what} more than {count} times.</source>
            <translation>{host} の Hub が {what} を {count} 回を超えてリダイレクトしました。</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {status} for {what}.</source>
            <translation>{host} の Hub が {what} に対して {status} を返しました。</translation>
        </message>
        <message>
            <source>The Hub at {host} redirected {what} to {target}: Emberly follows the Hub only within {address}.</source>
            <translation>{host} の Hub が {what} を {target} にリダイレクトしました: Emberly は {address} の範囲内でしか Hub に従いません。</translation>
        </message>
        <message>
            <source>The Hub at {host} sent the next page of {what} to {target}: Emberly follows the Hub only within {address}.</source>
            <translation>{host} の Hub が {what} の次のページとして {target} を示しました: Emberly は {address} の範囲内でしか Hub に従いません。</translation>
        </message>
        <message>
            <source>The Hub at {host} encoded {what} as {coding}, which Emberly did not ask for.</source>
            <translation>{host} の Hub が {what} を {coding} でエンコードして送ってきましたが、Emberly はそれを要求していません。</translation>
        </message>
        <message>
            <source>The Hub at {host} sent {what} as broken gzip ({error}).</source>
            <translation>{host} の Hub が送ってきた {what} は壊れた gzip でした ({error})。</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with JSON nested too deeply.</source>
            <translation>{host} の Hub が {what} に対して、入れ子が深すぎる JSON を返しました。</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with something that is not JSON ({error}).</source>
            <translation>{host} の Hub が {what} に対して、JSON ではないものを返しました ({error})。</translation>
        </message>
        <message>
            <source>The Hub is limiting requests from this computer for now; try again in a minute. The curated list still works.</source>
            <translation>Hub は現在、このコンピューターからのリクエストを制限しています。1 分ほどしてからもう一度お試しください。厳選リストは引き続き使えます。</translation>
        </message>
        <message>
            <source>{what} is gated: accept its licence on huggingface.co and log in first.</source>
            <translation>{what} はアクセス制限付きです: 先に huggingface.co でライセンスに同意し、ログインしてください。</translation>
        </message>
        <message>
            <source>{what} was not found on the Hub.</source>
            <translation>Hub に {what} が見つかりませんでした。</translation>
        </message>
        <message>
            <source>{what} is private or gated on the Hub ({status}).</source>
            <translation>{what} は Hub 上で非公開か、アクセス制限付きです ({status})。</translation>
        </message>
        <message>
            <source>The Hub at {host} sent more than {size} MB for {what}: Emberly stops reading there.</source>
            <translation>{host} の Hub が {what} について {size} MB を超えるデータを送ってきました: Emberly はそこで読み込みをやめます。</translation>
        </message>
        <message>
            <source>The Hub at {host} took more than {seconds} s to answer {what}; try again later: {hint}</source>
            <translation>{host} の Hub が {what} に応答するのに {seconds} 秒以上かかりました。後でもう一度お試しください: {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} did not take the connection within {seconds} s. You seem to be offline: {hint}</source>
            <translation>{host} の Hub が {seconds} 秒以内に接続を受け付けませんでした。オフラインのようです: {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} sent nothing for {seconds} s while Emberly asked for {what}; try again later: {hint}</source>
            <translation>Emberly が {what} を要求している間、{host} の Hub から {seconds} 秒間何も届きませんでした。後でもう一度お試しください: {hint}</translation>
        </message>
        <message>
            <source>Cannot reach {host} ({detail}). You seem to be offline: {hint}</source>
            <translation>{host} に接続できません ({detail})。オフラインのようです: {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} broke the connection while answering {what} ({detail}): {hint}</source>
            <translation>{host} の Hub が {what} への応答中に接続を切りました ({detail}): {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} did not answer {what} as HTTP should ({detail}).</source>
            <translation>{host} の Hub の {what} への応答が HTTP の規則に沿っていません ({detail})。</translation>
        </message>
    </context>
    <context>
        <name>Images</name>
        <message>
            <source>The image</source>
            <translation>画像</translation>
        </message>
        <message>
            <source>An image of {width} × {height} needs {needed} bytes of pixels, not {given}.</source>
            <translation>{width} × {height} の画像には {needed} バイトのピクセルデータが必要です ({given} バイトではありません)。</translation>
        </message>
        <message>
            <source>{name} is {size} MB; images up to {limit} MB are read.</source>
            <translation>{name} は {size} MB です。読み込める画像は {limit} MB までです。</translation>
        </message>
        <message>
            <source>{name} is {width} × {height} pixels: too large to open (up to {limit} million pixels).</source>
            <translation>{name} は {width} × {height} ピクセルで、大きすぎて開けません (上限は {limit} 百万ピクセル)。</translation>
        </message>
        <message>
            <source>{name} declares more pixels than it could hold: not opened ({error}).</source>
            <translation>{name} は格納できる以上のピクセル数を宣言しているため、開きませんでした ({error})。</translation>
        </message>
        <message>
            <source>{name} is not a PNG, JPEG, WebP or GIF image.</source>
            <translation>{name} は PNG、JPEG、WebP、GIF のいずれの画像でもありません。</translation>
        </message>
        <message>
            <source>{name} could not be read: it is damaged or cut short ({error}).</source>
            <translation>{name} を読み込めませんでした: 破損しているか途中で切れています ({error})。</translation>
        </message>
    </context>
    <context>
        <name>Import</name>
        <message>
            <source>no date</source>
            <translation>日付なし</translation>
        </message>
        <message numerus="yes">
            <source>%Ln message(s)</source>
            <translation>
                <numerusform>%Ln 件のメッセージ</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>無題</translation>
        </message>
        <message numerus="yes">
            <source>%Ln more in other versions</source>
            <translation>
                <numerusform>他のバージョンにさらに %Ln 件</numerusform>
            </translation>
        </message>
        <message>
            <source>imported before</source>
            <translation>インポート済み</translation>
        </message>
        <message>
            <source>skipped: {why}</source>
            <translation>スキップ: {why}</translation>
        </message>
        <message>
            <source>Import chats</source>
            <translation>チャットをインポート</translation>
        </message>
        <message>
            <source>Choose an export of ChatGPT, Claude or Open WebUI (its zip or JSON), or a folder of LM Studio or Jan chats.</source>
            <translation>ChatGPT、Claude、Open WebUI のエクスポート (zip または JSON)、または LM Studio か Jan のチャットのフォルダーを選んでください。</translation>
        </message>
        <message>
            <source>Choose a file…</source>
            <translation>ファイルを選択…</translation>
        </message>
        <message>
            <source>Choose a folder…</source>
            <translation>フォルダーを選択…</translation>
        </message>
        <message>
            <source>{app}'s chats on this computer</source>
            <translation>このコンピューター上の {app} のチャット</translation>
        </message>
        <message>
            <source>Chats to import</source>
            <translation>インポートするチャット</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>インポート</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>閉じる</translation>
        </message>
        <message>
            <source>Choose an export</source>
            <translation>エクスポートを選択</translation>
        </message>
        <message>
            <source>Exports (*.zip *.json *.jsonl);;All files (*)</source>
            <translation>エクスポート (*.zip *.json *.jsonl);;すべてのファイル (*)</translation>
        </message>
        <message>
            <source>Choose a folder of chats</source>
            <translation>チャットのフォルダーを選択</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>{file} を読み込み中…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln chat(s) in {file}</source>
            <translation>
                <numerusform>{file} に %Ln 件のチャット</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%Ln imported before: unchecked)</source>
            <translation>
                <numerusform> (%Ln 件はインポート済み: チェックなし)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %Ln skipped, with nothing to import</source>
            <translation>
                <numerusform>、%Ln 件はインポートする内容がないためスキップ</numerusform>
            </translation>
        </message>
        <message>
            <source>{found}. Versions (edits, regenerations) come as each chat's versions.</source>
            <translation>{found}。バージョン (編集、再生成) は各チャットのバージョンとして取り込まれます。</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <source>Importing: {done} of {total}</source>
            <translation>インポート中: {done} / {total}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln chat(s) imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>%Ln 件のチャットをインポートしました (停止: 残りはインポートされていません)。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln chat(s) imported.</source>
            <translation>
                <numerusform>%Ln 件のチャットをインポートしました。</numerusform>
            </translation>
        </message>
        <message>
            <source>The import stopped: {error}</source>
            <translation>インポートが停止しました: {error}</translation>
        </message>
        <message>
            <source>Stopping after the chat being imported…</source>
            <translation>インポート中のチャットの後で停止します…</translation>
        </message>
    </context>
    <context>
        <name>Libraries</name>
        <message>
            <source>by meaning ({model}) and by keywords</source>
            <translation>意味 ({model}) とキーワード</translation>
        </message>
        <message>
            <source>by keywords (BM25; choose an embedding model in Settings to search by meaning too)</source>
            <translation>キーワード (BM25。設定で埋め込みモデルを選ぶと意味でも検索できます)</translation>
        </message>
        <message>
            <source>{folder} files</source>
            <translation>{folder} のファイル</translation>
        </message>
        <message numerus="yes">
            <source>paused: {done} of %n new or changed files</source>
            <translation>
                <numerusform>一時停止中: 新規または変更されたファイル %n 件中 {done} 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>indexing: {done} of %n new or changed files</source>
            <translation>
                <numerusform>インデックス作成中: 新規または変更されたファイル %n 件中 {done} 件</numerusform>
            </translation>
        </message>
        <message>
            <source>waiting to be indexed</source>
            <translation>インデックス作成待ち</translation>
        </message>
        <message>
            <source>no documents found</source>
            <translation>ドキュメントが見つかりません</translation>
        </message>
        <message numerus="yes">
            <source>%Ln document</source>
            <translation>
                <numerusform>%Ln 件のドキュメント</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln documents</source>
            <translation>
                <numerusform>%Ln 件のドキュメント</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln passages</source>
            <translation>
                <numerusform>%Ln 件の抜粋</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unreadable</source>
            <translation>
                <numerusform>%n 件は読み込めません</numerusform>
            </translation>
        </message>
        <message>
            <source>Resume indexing</source>
            <translation>インデックス作成を再開</translation>
        </message>
        <message>
            <source>Pause indexing (resumes where it stopped)</source>
            <translation>インデックス作成を一時停止 (停止した所から再開します)</translation>
        </message>
        <message>
            <source>Paused the library {name}: {file}
Click to see your libraries</source>
            <translation>ライブラリ {name} を一時停止中: {file}
クリックしてライブラリを表示</translation>
        </message>
        <message>
            <source>Indexing the library {name}: {file}
Click to see your libraries</source>
            <translation>ライブラリ {name} のインデックスを作成中: {file}
クリックしてライブラリを表示</translation>
        </message>
        <message>
            <source>No libraries yet</source>
            <translation>ライブラリはまだありません</translation>
        </message>
        <message>
            <source>Manage libraries…</source>
            <translation>ライブラリを管理…</translation>
        </message>
        <message>
            <source>This chat searches {libraries} for every message</source>
            <translation>このチャットはメッセージごとに {libraries} を検索します</translation>
        </message>
        <message>
            <source>Libraries: folders this chat searches for every message</source>
            <translation>ライブラリ: このチャットがメッセージごとに検索するフォルダー</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>ライブラリ</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>フォルダーを追加…</translation>
        </message>
        <message>
            <source>Add files…</source>
            <translation>ファイルを追加…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>削除</translation>
        </message>
        <message>
            <source>Remove the library and its index (your files stay where they are)</source>
            <translation>ライブラリとそのインデックスを削除 (ファイルはそのまま残ります)</translation>
        </message>
        <message>
            <source>Folders and files Emberly indexes on this computer, kept in sync while it runs. Attach a library to a chat (the books button beside the message box) and every message is answered with the passages found in it, cited. Search is {search}; nothing leaves this computer.</source>
            <translation>Emberly がこのコンピューター上でインデックスを作成するフォルダーとファイルです。実行中は常に同期されます。ライブラリをチャットに付ける (メッセージ欄の横の本のボタン) と、すべてのメッセージにライブラリ内で見つかった抜粋を引用して答えます。検索方法: {search}。このコンピューターの外には何も送信されません。</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>インデックス作成を一時停止</translation>
        </message>
        <message>
            <source>Add a folder as a library</source>
            <translation>フォルダーをライブラリとして追加</translation>
        </message>
        <message>
            <source>Add files as a library</source>
            <translation>ファイルをライブラリとして追加</translation>
        </message>
        <message>
            <source>Paused {name} {done}/{total}</source>
            <translation>一時停止中 {name} {done}/{total}</translation>
        </message>
        <message>
            <source>Indexing {name} {done}/{total}</source>
            <translation>インデックス作成中 {name} {done}/{total}</translation>
        </message>
        <message>
            <source>Paused {name}</source>
            <translation>一時停止中 {name}</translation>
        </message>
        <message>
            <source>Indexing {name}</source>
            <translation>インデックス作成中 {name}</translation>
        </message>
        <message>
            <source>{library} › {name} — the passage the model read, highlighted in the file</source>
            <translation>{library} › {name} — モデルが読んだ抜粋 (ファイル内で強調表示)</translation>
        </message>
        <message>
            <source>{library} › {name} — the passage the model read (the file has changed or left its library since)</source>
            <translation>{library} › {name} — モデルが読んだ抜粋 (ファイルはその後変更されたか、ライブラリから外れています)</translation>
        </message>
        <message>
            <source>the list of libraries</source>
            <translation>ライブラリの一覧</translation>
        </message>
        <message>
            <source>The list of libraries cannot be read ({error}); it starts empty.</source>
            <translation>ライブラリの一覧を読み込めません ({error})。空の一覧から始めます。</translation>
        </message>
        <message>
            <source>{id} is not a library's id</source>
            <translation>{id} はライブラリの ID ではありません</translation>
        </message>
        <message>
            <source>The list of libraries cannot be saved: {reason}</source>
            <translation>ライブラリの一覧を保存できません: {reason}</translation>
        </message>
        <message>
            <source>The embedding model failed: {error}</source>
            <translation>埋め込みモデルでエラーが発生しました: {error}</translation>
        </message>
        <message>
            <source>The library {name} is not indexed yet</source>
            <translation>ライブラリ {name} はまだインデックスが作成されていません</translation>
        </message>
        <message>
            <source>The library {name} cannot be opened: {error}</source>
            <translation>ライブラリ {name} を開けません: {error}</translation>
        </message>
        <message>
            <source>The library {name} was made by a newer Emberly</source>
            <translation>ライブラリ {name} は新しいバージョンの Emberly で作成されています</translation>
        </message>
    </context>
    <context>
        <name>LibrarySearch</name>
        <message>
            <source>A library this chat searched was removed; the others are still searched.</source>
            <translation>このチャットが検索していたライブラリの 1 つが削除されました。ほかのライブラリは引き続き検索されます。</translation>
        </message>
        <message>
            <source>The library {name} cannot be searched: {error}</source>
            <translation>ライブラリ {name} を検索できません: {error}</translation>
        </message>
        <message>
            <source>Passages from your libraries are left out: {error}</source>
            <translation>ライブラリからの抜粋は除外しました: {error}</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;File</source>
            <translation>ファイル(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Chat</source>
            <translation>チャット(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;New chat</source>
            <translation>新しいチャット(&amp;N)</translation>
        </message>
        <message>
            <source>Choose &amp;model…</source>
            <translation>モデルを選択(&amp;M)…</translation>
        </message>
        <message>
            <source>&amp;Export chat as Markdown…</source>
            <translation>チャットを Markdown としてエクスポート(&amp;E)…</translation>
        </message>
        <message>
            <source>Export chat as Markdown with all &amp;versions…</source>
            <translation>チャットをすべてのバージョン付きで Markdown としてエクスポート(&amp;V)…</translation>
        </message>
        <message>
            <source>Export chat as &amp;HTML…</source>
            <translation>チャットを HTML としてエクスポート(&amp;H)…</translation>
        </message>
        <message>
            <source>Export chat as &amp;PDF…</source>
            <translation>チャットを PDF としてエクスポート(&amp;P)…</translation>
        </message>
        <message>
            <source>Export chat as &amp;JSON…</source>
            <translation>チャットを JSON としてエクスポート(&amp;J)…</translation>
        </message>
        <message>
            <source>Export chat as JSON with its &amp;cache…</source>
            <translation>チャットをキャッシュ付きで JSON としてエクスポート(&amp;C)…</translation>
        </message>
        <message>
            <source>Export &amp;all chats (or those the search finds)…</source>
            <translation>すべてのチャット (または検索で見つかったもの) をエクスポート(&amp;X)…</translation>
        </message>
        <message>
            <source>&amp;Import chat…</source>
            <translation>チャットをインポート(&amp;I)…</translation>
        </message>
        <message>
            <source>Import chats from &amp;other apps…</source>
            <translation>他のアプリからチャットをインポート(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Libraries…</source>
            <translation>ライブラリ(&amp;L)…</translation>
        </message>
        <message>
            <source>Local &amp;API server…</source>
            <translation>ローカル API サーバー(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Tools (MCP servers)…</source>
            <translation>ツール (MCP サーバー)(&amp;T)…</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>設定(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Regenerate reply</source>
            <translation>返答を再生成(&amp;R)</translation>
        </message>
        <message>
            <source>Regenerate ×&amp;N</source>
            <translation>再生成 ×N(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Continue reply</source>
            <translation>返答を続ける(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation>停止(&amp;S)</translation>
        </message>
        <message>
            <source>C&amp;opy last reply</source>
            <translation>最後の返答をコピー(&amp;O)</translation>
        </message>
        <message>
            <source>Re&amp;name chat…</source>
            <translation>チャットの名前を変更(&amp;E)…</translation>
        </message>
        <message>
            <source>Search chats</source>
            <translation>チャットを検索</translation>
        </message>
        <message>
            <source>Go to the message &amp;box</source>
            <translation>メッセージ欄へ移動(&amp;B)</translation>
        </message>
        <message>
            <source>Scroll to the &amp;first message</source>
            <translation>最初のメッセージまでスクロール(&amp;F)</translation>
        </message>
        <message>
            <source>Scroll to the &amp;newest message</source>
            <translation>最新のメッセージまでスクロール(&amp;L)</translation>
        </message>
        <message>
            <source>Chat settings…</source>
            <translation>チャット設定…</translation>
        </message>
        <message>
            <source>Co&amp;mpare with another model…</source>
            <translation>別のモデルと比較(&amp;M)…</translation>
        </message>
        <message>
            <source>Attach a &amp;web page…</source>
            <translation>Web ページを添付(&amp;W)…</translation>
        </message>
        <message>
            <source>Copy &amp;diagnostics</source>
            <translation>診断情報をコピー(&amp;D)</translation>
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation>ログフォルダーを開く(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;About Emberly</source>
            <translation>Emberly について(&amp;A)</translation>
        </message>
    </context>
    <context>
        <name>ModelContext</name>
        <message>
            <source>This message needs {needed} tokens, but the context holds {context} with {reserve} kept free for the reply. Shorten it or load the model with a larger context.</source>
            <translation>このメッセージには {needed} トークンが必要ですが、コンテキストは {context} トークンで、そのうち {reserve} トークンは返答用に空けてあります。メッセージを短くするか、より大きなコンテキストでモデルを読み込んでください。</translation>
        </message>
    </context>
    <context>
        <name>ModelFiles</name>
        <message>
            <source>The model file {path} does not exist.</source>
            <translation>モデルファイル {path} は存在しません。</translation>
        </message>
        <message>
            <source>{path} is a folder, not a GGUF model file.</source>
            <translation>{path} はフォルダーで、GGUF モデルファイルではありません。</translation>
        </message>
        <message>
            <source>{name} is not a regular file, so not a GGUF model file.</source>
            <translation>{name} は通常のファイルではないため、GGUF モデルファイルではありません。</translation>
        </message>
        <message>
            <source>Emberly may not read {path}: {reason}.</source>
            <translation>Emberly には {path} を読み込む権限がありません: {reason}。</translation>
        </message>
        <message>
            <source>{path} could not be read: {reason}.</source>
            <translation>{path} を読み込めませんでした: {reason}。</translation>
        </message>
        <message>
            <source>{name} is empty, not a GGUF model.</source>
            <translation>{name} は空で、GGUF モデルではありません。</translation>
        </message>
        <message>
            <source>{name} is a text file, not a GGUF model.</source>
            <translation>{name} はテキストファイルで、GGUF モデルではありません。</translation>
        </message>
        <message>
            <source>{name} is not a GGUF model file (it does not start with 'GGUF').</source>
            <translation>{name} は GGUF モデルファイルではありません ('GGUF' で始まっていません)。</translation>
        </message>
        <message>
            <source>{name} has no general.architecture: it is not a language model GGUF.</source>
            <translation>{name} には general.architecture がありません: 言語モデルの GGUF ではありません。</translation>
        </message>
        <message>
            <source>{name} is damaged or cut off: its GGUF header is incomplete ({error}).</source>
            <translation>{name} は破損しているか途中で切れています: GGUF ヘッダーが不完全です ({error})。</translation>
        </message>
        <message>
            <source>{name} is not a valid GGUF file ({error}).</source>
            <translation>{name} は有効な GGUF ファイルではありません ({error})。</translation>
        </message>
        <message>
            <source>{name} is cut off: it holds {size} bytes but its tensors need {needed}. Download it again.</source>
            <translation>{name} は途中で切れています: {size} バイトしかありませんが、テンソルには {needed} バイト必要です。もう一度ダウンロードしてください。</translation>
        </message>
        <message>
            <source>Parts of this split model are missing: {parts}.</source>
            <translation>この分割モデルの一部のファイルがありません: {parts}。</translation>
        </message>
        <message>
            <source>the header ends early at byte {at}</source>
            <translation>ヘッダーが {at} バイト目で途切れています</translation>
        </message>
    </context>
    <context>
        <name>Picker</name>
        <message>
            <source>no preset</source>
            <translation>プリセットなし</translation>
        </message>
        <message>
            <source>The preset (Chat settings ▸ Preset) every new chat with this model starts with</source>
            <translation>このモデルでの新しいチャットが最初に使うプリセット (チャット設定 ▸ プリセット)</translation>
        </message>
        <message>
            <source>{size} tokens</source>
            <translation>{size} トークン</translation>
        </message>
        <message>
            <source>This build of llama.cpp runs on the CPU only. For GPU offload, reinstall llama-cpp-python with CMAKE_ARGS="-DGGML_CUDA=on" (NVIDIA), "-DGGML_METAL=on" (Apple) or "-DGGML_VULKAN=on".</source>
            <translation>この llama.cpp のビルドは CPU でのみ動作します。GPU オフロードを使うには、CMAKE_ARGS="-DGGML_CUDA=on" (NVIDIA)、"-DGGML_METAL=on" (Apple)、または "-DGGML_VULKAN=on" を付けて llama-cpp-python を再インストールしてください。</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>モデルを選択</translation>
        </message>
        <message>
            <source>Model files</source>
            <translation>モデルファイル</translation>
        </message>
        <message>
            <source>Model file</source>
            <translation>モデルファイル</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>サイズ</translation>
        </message>
        <message>
            <source>From</source>
            <translation>入手元</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>参照…</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>フォルダーを追加…</translation>
        </message>
        <message>
            <source>Select a model to see its details.</source>
            <translation>モデルを選ぶと詳細が表示されます。</translation>
        </message>
        <message>
            <source>GPU layers</source>
            <translation>GPU レイヤー</translation>
        </message>
        <message>
            <source>A vision projector (mmproj) lets the model read images in messages. Get models downloads a vision model's projector beside it.</source>
            <translation>ビジョンプロジェクター (mmproj) があると、モデルはメッセージ内の画像を読めます。「モデルを入手」はビジョンモデルのプロジェクターを同じ場所にダウンロードします。</translation>
        </message>
        <message>
            <source>automatic</source>
            <translation>自動</translation>
        </message>
        <message>
            <source>Try the fast path again</source>
            <translation>高速パスを再試行</translation>
        </message>
        <message>
            <source>Forget the safer setting chosen after a crash; the next model load checks again</source>
            <translation>クラッシュ後に選ばれた安全な設定を破棄します。次にモデルを読み込むときに再確認します</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>読み込む</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>閉じる</translation>
        </message>
        <message>
            <source>Context size</source>
            <translation>コンテキストサイズ</translation>
        </message>
        <message>
            <source>KV cache type</source>
            <translation>KV キャッシュの型</translation>
        </message>
        <message>
            <source>Threads</source>
            <translation>スレッド</translation>
        </message>
        <message>
            <source>Images</source>
            <translation>画像</translation>
        </message>
        <message>
            <source>Speculation</source>
            <translation>投機的デコード</translation>
        </message>
        <message>
            <source>New chats</source>
            <translation>新しいチャット</translation>
        </message>
        <message>
            <source>Memory needed</source>
            <translation>必要なメモリ</translation>
        </message>
        <message>
            <source>Engine path</source>
            <translation>エンジンのパス</translation>
        </message>
        <message>
            <source>On this computer</source>
            <translation>このコンピューター</translation>
        </message>
        <message>
            <source>Get models</source>
            <translation>モデルを入手</translation>
        </message>
        <message>
            <source>Servers</source>
            <translation>サーバー</translation>
        </message>
        <message numerus="yes">
            <source>{name}  (%n parts)</source>
            <translation>
                <numerusform>{name}  (%n 分割)</numerusform>
            </translation>
        </message>
        <message>
            <source>Added</source>
            <translation>手動で追加</translation>
        </message>
        <message>
            <source>{source} · recent</source>
            <translation>{source} · 最近</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>{url} に接続中…</translation>
        </message>
        <message>
            <source>Choose a GGUF model</source>
            <translation>GGUF モデルを選択</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf);;All files (*)</source>
            <translation>GGUF モデル (*.gguf);;すべてのファイル (*)</translation>
        </message>
        <message>
            <source>Add a folder of models</source>
            <translation>モデルのフォルダーを追加</translation>
        </message>
        <message>
            <source>none: text only</source>
            <translation>なし: テキストのみ</translation>
        </message>
        <message>
            <source>none in the model's folder</source>
            <translation>モデルのフォルダーにはありません</translation>
        </message>
        <message>
            <source>CPU only</source>
            <translation>CPU のみ</translation>
        </message>
        <message>
            <source>all</source>
            <translation>すべて</translation>
        </message>
        <message>
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>, recurrent state {size}</source>
            <translation>、再帰状態 {size}</translation>
        </message>
        <message>
            <source>, image projector {size}</source>
            <translation>、画像プロジェクター {size}</translation>
        </message>
        <message>
            <source>about {total} (weights {weights}{vision}, KV cache {kv_cache}{state}, work buffers {compute})</source>
            <translation>約 {total} (重み {weights}{vision}、KV キャッシュ {kv_cache}{state}、作業バッファー {compute})</translation>
        </message>
        <message>
            <source>checked when the next model loads (once per llama.cpp build and CPU)</source>
            <translation>次のモデル読み込み時に確認します (llama.cpp のビルドと CPU ごとに 1 回)</translation>
        </message>
        <message>
            <source>{path}: it works on this computer</source>
            <translation>{path}: このコンピューターで動作します</translation>
        </message>
        <message>
            <source>The fast path will be tried again when the next model loads.</source>
            <translation>次にモデルを読み込むときに高速パスを再試行します。</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>はい</translation>
        </message>
        <message>
            <source>no (a format is chosen by architecture)</source>
            <translation>いいえ (アーキテクチャに応じて形式を選びます)</translation>
        </message>
        <message>
            <source>, sliding window {size}</source>
            <translation>、スライディングウィンドウ {size}</translation>
        </message>
        <message numerus="yes">
            <source>native context {context} tokens · %n layers{window}</source>
            <translation>
                <numerusform>ネイティブコンテキスト {context} トークン · %n 層{window}</numerusform>
            </translation>
        </message>
        <message>
            <source>chat template: {template}</source>
            <translation>チャットテンプレート: {template}</translation>
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>Apply a preset…</source>
            <translation>プリセットを適用…</translation>
        </message>
        <message>
            <source>A preset's system prompt, sampling and tools, copied into this chat</source>
            <translation>プリセットのシステムプロンプト、サンプリング、ツールをこのチャットにコピーします</translation>
        </message>
        <message>
            <source>Save as preset…</source>
            <translation>プリセットとして保存…</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>インポート…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>エクスポート…</translation>
        </message>
        <message>
            <source>A preset file: Emberly's, or LM Studio's (0.2 or 0.3)</source>
            <translation>プリセットファイル: Emberly または LM Studio (0.2 または 0.3) のもの</translation>
        </message>
        <message>
            <source>{name} (built in)</source>
            <translation>{name} (組み込み)</translation>
        </message>
        <message>
            <source>Save as preset</source>
            <translation>プリセットとして保存</translation>
        </message>
        <message>
            <source>Name of the preset:</source>
            <translation>プリセットの名前:</translation>
        </message>
        <message>
            <source>Import a preset</source>
            <translation>プリセットをインポート</translation>
        </message>
        <message>
            <source>Presets (*.json);;All files (*)</source>
            <translation>プリセット (*.json);;すべてのファイル (*)</translation>
        </message>
        <message>
            <source>{name} ({source}) is imported; Emberly has no place for its {skipped}, which were left out.</source>
            <translation>{name} ({source}) をインポートしました。Emberly には {skipped} を入れる場所がないため、これらは除外しました。</translation>
        </message>
        <message>
            <source>Presets</source>
            <translation>プリセット</translation>
        </message>
        <message>
            <source>The preset could not be saved: {error}</source>
            <translation>プリセットを保存できませんでした: {error}</translation>
        </message>
        <message>
            <source>Export a preset</source>
            <translation>プリセットをエクスポート</translation>
        </message>
        <message>
            <source>Presets (*.json)</source>
            <translation>プリセット (*.json)</translation>
        </message>
        <message>
            <source>{file} could not be written: {error}</source>
            <translation>{file} に書き込めませんでした: {error}</translation>
        </message>
        <message>
            <source>stop strings</source>
            <translation>停止文字列</translation>
        </message>
        <message>
            <source>a token limit</source>
            <translation>トークン上限</translation>
        </message>
        <message>
            <source>a prompt format</source>
            <translation>プロンプト形式</translation>
        </message>
        <message>
            <source>a frequency penalty</source>
            <translation>頻度ペナルティ</translation>
        </message>
        <message>
            <source>a presence penalty</source>
            <translation>存在ペナルティ</translation>
        </message>
        <message>
            <source>a preset file</source>
            <translation>プリセットファイル</translation>
        </message>
        <message>
            <source>{name} cannot be read as a preset: {error}</source>
            <translation>{name} をプリセットとして読み込めません: {error}</translation>
        </message>
        <message>
            <source>{name} is not a preset: it holds no settings object.</source>
            <translation>{name} はプリセットではありません: 設定オブジェクトがありません。</translation>
        </message>
        <message>
            <source>{name} is not a preset Emberly knows (its own, or LM Studio's).</source>
            <translation>{name} は Emberly が認識できるプリセット (Emberly 自身のもの、または LM Studio のもの) ではありません。</translation>
        </message>
        <message>
            <source>The presets file</source>
            <translation>プリセットファイル</translation>
        </message>
        <message>
            <source>Your presets could not be read ({error}); the built-in ones are shown.</source>
            <translation>プリセットを読み込めませんでした ({error})。組み込みのプリセットを表示しています。</translation>
        </message>
    </context>
    <context>
        <name>Projector</name>
        <message>
            <source>No model is loaded for the projector.</source>
            <translation>プロジェクター用のモデルが読み込まれていません。</translation>
        </message>
        <message>
            <source>The prompt has {count} images where {given} were given.</source>
            <translation>プロンプトには画像が {count} 枚ありますが、渡されたのは {given} 枚です。</translation>
        </message>
        <message>
            <source>This model reads no images: choose its projector (mmproj) file with it.</source>
            <translation>このモデルは画像を読めません: モデルと一緒にプロジェクター (mmproj) ファイルを選んでください。</translation>
        </message>
        <message>
            <source>An image in this chat must be read again, which needs the model's projector (mmproj) and the image.</source>
            <translation>このチャットの画像を読み込み直す必要があります。それにはモデルのプロジェクター (mmproj) と画像が必要です。</translation>
        </message>
        <message>
            <source>An image's span in the prompt was cut.</source>
            <translation>プロンプト内の画像の範囲が切り詰められました。</translation>
        </message>
        <message>
            <source>This projector reads the image into another span than the saved chat's: load the projector the chat was written with.</source>
            <translation>このプロジェクターは、保存されたチャットとは異なる範囲に画像を読み込みます: チャットを書いたときのプロジェクターを読み込んでください。</translation>
        </message>
        <message>
            <source>An image of {count} tokens does not fit in the context of {n_ctx}.</source>
            <translation>{count} トークンの画像は {n_ctx} トークンのコンテキストに収まりません。</translation>
        </message>
        <message>
            <source>The image took other positions than its span says.</source>
            <translation>画像が、範囲の示す位置とは異なる位置を占めました。</translation>
        </message>
        <message>
            <source>The projector {name} is not there: {path}.</source>
            <translation>プロジェクター {name} が見つかりません: {path}。</translation>
        </message>
        <message>
            <source>{name} is not a projector for this model (not a vision projector llama.cpp reads, or made for a model other than {width} wide).</source>
            <translation>{name} はこのモデル用のプロジェクターではありません (llama.cpp が読み込めるビジョンプロジェクターではないか、幅 {width} 以外のモデル用に作られています)。</translation>
        </message>
        <message>
            <source>{name} has no vision encoder (an audio projector?).</source>
            <translation>{name} にはビジョンエンコーダーがありません (音声プロジェクターかもしれません)。</translation>
        </message>
        <message>
            <source>The projector is closed.</source>
            <translation>プロジェクターは閉じられています。</translation>
        </message>
        <message>
            <source>libmtmd refused an image of {width} × {height}.</source>
            <translation>libmtmd が {width} × {height} の画像を拒否しました。</translation>
        </message>
        <message>
            <source>libmtmd could not prepare the image (code {code}).</source>
            <translation>libmtmd は画像を準備できませんでした (コード {code})。</translation>
        </message>
        <message>
            <source>libmtmd made no image chunk of the image.</source>
            <translation>libmtmd は画像から画像チャンクを作成しませんでした。</translation>
        </message>
        <message>
            <source>This projector's images take {positions} positions for {count} tokens: not supported.</source>
            <translation>このプロジェクターの画像は {count} トークンで {positions} 個の位置を使います: 対応していません。</translation>
        </message>
        <message>
            <source>{name} needs image tokens this model's vocabulary does not have: it was made for another model.</source>
            <translation>{name} には、このモデルの語彙にない画像トークンが必要です: 別のモデル用に作られています。</translation>
        </message>
        <message>
            <source>The projector or the image was closed.</source>
            <translation>プロジェクターまたは画像が閉じられました。</translation>
        </message>
        <message>
            <source>The image could not be read (libmtmd code {code}).</source>
            <translation>画像を読み込めませんでした (libmtmd コード {code})。</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{name} is not a regular file</source>
            <translation>{name} は通常のファイルではありません</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {reason}</source>
            <translation>{name} を開けません: {reason}</translation>
        </message>
        <message>
            <source>{name} is {size} bytes, more than a record of Emberly's can be</source>
            <translation>{name} は {size} バイトあり、Emberly の記録ファイルの上限を超えています</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation>{name} を読み込めません: {reason}</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>通常のファイルではありません</translation>
        </message>
        <message>
            <source>it has {size} bytes, more than {what} ({limit})</source>
            <translation>{size} バイトあり、{what} の上限 ({limit}) を超えています</translation>
        </message>
        <message>
            <source>it has more than {limit} bytes</source>
            <translation>{limit} バイトを超えています</translation>
        </message>
        <message>
            <source>{name} is more than {limit} bytes</source>
            <translation>{name} は {limit} バイトを超えています</translation>
        </message>
        <message>
            <source>{what} is not valid JSON ({error})</source>
            <translation>{what} は有効な JSON ではありません ({error})</translation>
        </message>
        <message>
            <source>{what} is nested more than {depth} levels deep</source>
            <translation>{what} の入れ子が {depth} 階層を超えています</translation>
        </message>
    </context>
    <context>
        <name>Remote</name>
        <message>
            <source>Several replies at once need a model on this computer.</source>
            <translation>複数の返答を同時に生成するには、このコンピューター上のモデルが必要です。</translation>
        </message>
        <message>
            <source>the slot save</source>
            <translation>スロット保存のリクエスト</translation>
        </message>
        <message>
            <source>the slot restore</source>
            <translation>スロット復元のリクエスト</translation>
        </message>
        <message>
            <source>the slot erase</source>
            <translation>スロット消去のリクエスト</translation>
        </message>
        <message>
            <source>the server could not save it ({error})</source>
            <translation>サーバーが保存できませんでした ({error})</translation>
        </message>
        <message>
            <source>the server could not restore it ({error})</source>
            <translation>サーバーが復元できませんでした ({error})</translation>
        </message>
        <message>
            <source>the server could not erase it ({error})</source>
            <translation>サーバーが消去できませんでした ({error})</translation>
        </message>
        <message>
            <source>the server's template</source>
            <translation>サーバーのテンプレート</translation>
        </message>
        <message>
            <source>The server at {server} does not serve {model} (it serves {models}).</source>
            <translation>サーバー {server} は {model} を提供していません (提供しているのは {models} です)。</translation>
        </message>
        <message>
            <source>The server at {server} sent far more than the {count} tokens asked for, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>サーバー {server} が、要求した {count} トークンをはるかに超えて送ってきたため、Emberly は読み込みを止めました。それまでに書かれた内容は残してあります。</translation>
        </message>
        <message>
            <source>The model on {server} does not take images ({error}). Send again to go on without them, or load a vision model there (llama-server: --mmproj).</source>
            <translation>{server} のモデルは画像を受け付けません ({error})。画像なしで続けるにはもう一度送信するか、そちらでビジョンモデルを読み込んでください (llama-server: --mmproj)。</translation>
        </message>
        <message>
            <source>The server read the whole chat again right after restoring it. On a sliding-window model (Gemma 3 and others) start llama-server with --swa-full, or it cannot reuse a restored slot.</source>
            <translation>サーバーはチャットを復元した直後に、チャット全体を読み込み直しました。スライディングウィンドウのモデル (Gemma 3 など) では、llama-server を --swa-full 付きで起動してください。そうしないと、復元したスロットを再利用できません。</translation>
        </message>
        <message>
            <source>the server keeps no chat files (start llama-server with --slot-save-path)</source>
            <translation>サーバーはチャットファイルを保存していません (llama-server を --slot-save-path 付きで起動してください)</translation>
        </message>
        <message>
            <source>its record could not be written ({error})</source>
            <translation>記録を書き込めませんでした ({error})</translation>
        </message>
        <message>
            <source>cache on server: prefix only</source>
            <translation>サーバー上のキャッシュ: プレフィックスのみ</translation>
        </message>
        <message>
            <source>every slot of the server is busy with other chats</source>
            <translation>サーバーのスロットはすべて他のチャットで使用中です</translation>
        </message>
        <message>
            <source>the server's file holds {tokens} tokens in {size} bytes, not the {saved_tokens} in {saved_size} saved</source>
            <translation>サーバーのファイルは {tokens} トークン・{size} バイトで、保存時の {saved_tokens} トークン・{saved_size} バイトと一致しません</translation>
        </message>
        <message>
            <source>Type the server's address, such as http://127.0.0.1:8080.</source>
            <translation>サーバーのアドレスを入力してください (例: http://127.0.0.1:8080)。</translation>
        </message>
        <message>
            <source>{url} is not an http:// or https:// address.</source>
            <translation>{url} は http:// または https:// のアドレスではありません。</translation>
        </message>
        <message>
            <source>Emberly cannot reach the server at {server}: is it running? ({error})</source>
            <translation>Emberly はサーバー {server} に接続できません: サーバーは起動していますか？ ({error})</translation>
        </message>
        <message>
            <source>The server at {server} did not answer in time.</source>
            <translation>サーバー {server} から時間内に応答がありませんでした。</translation>
        </message>
        <message>
            <source>The server at {server} sent a body Emberly cannot decode ({error}).</source>
            <translation>サーバー {server} が、Emberly がデコードできない本文を送ってきました ({error})。</translation>
        </message>
        <message>
            <source>The server at {server} redirected to no usable address ({error}).</source>
            <translation>サーバー {server} が使えないアドレスにリダイレクトしました ({error})。</translation>
        </message>
        <message>
            <source>The connection to {server} was lost ({error}).</source>
            <translation>{server} との接続が切れました ({error})。</translation>
        </message>
        <message>
            <source>Emberly could not talk to {server}: {error}</source>
            <translation>Emberly は {server} と通信できませんでした: {error}</translation>
        </message>
        <message>
            <source>The server at {server} refused the request ({status}): {message}</source>
            <translation>サーバー {server} がリクエストを拒否しました ({status}): {message}</translation>
        </message>
        <message>
            <source>The server at {server} refused the API key ({status}): check it in Servers.</source>
            <translation>サーバー {server} が API キーを拒否しました ({status}): 「サーバー」で確認してください。</translation>
        </message>
        <message>
            <source>The chat is longer than the server's context: start a new chat, or fork a new chat from an earlier message. ({message})</source>
            <translation>チャットがサーバーのコンテキストより長くなっています: 新しいチャットを始めるか、前のメッセージから新しいチャットに分岐してください。({message})</translation>
        </message>
        <message>
            <source>The server at {server} no longer serves the model {model}: choose another in Servers. ({message})</source>
            <translation>サーバー {server} はモデル {model} を提供しなくなりました: 「サーバー」で別のモデルを選んでください。({message})</translation>
        </message>
        <message>
            <source>The server at {server} no longer serves what Emberly asked for: choose another in Servers. ({message})</source>
            <translation>サーバー {server} は Emberly が要求したものを提供しなくなりました: 「サーバー」で別のものを選んでください。({message})</translation>
        </message>
        <message>
            <source>The server at {server} is busy ({status}): try again in a moment. ({message})</source>
            <translation>サーバー {server} はビジー状態です ({status}): 少ししてからもう一度お試しください。({message})</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to no usable address ({target}).</source>
            <translation>サーバー {server} が {what} を使えないアドレスにリダイレクトしました ({target})。</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to {target}; Emberly does not send a request on to another address. If the server moved, add its new address in Servers.</source>
            <translation>サーバー {server} が {what} を {target} にリダイレクトしました。Emberly はリクエストを別のアドレスに転送しません。サーバーが移転した場合は、「サーバー」で新しいアドレスを追加してください。</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to {target}, another address; Emberly follows a server's redirects only within its own address. If the server moved, add its new address in Servers.</source>
            <translation>サーバー {server} が {what} を別のアドレス {target} にリダイレクトしました。Emberly がサーバーのリダイレクトに従うのは、そのサーバー自身のアドレスの範囲内だけです。サーバーが移転した場合は、「サーバー」で新しいアドレスを追加してください。</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} more than {count} times.</source>
            <translation>サーバー {server} が {what} を {count} 回を超えてリダイレクトしました。</translation>
        </message>
        <message>
            <source>The server at {server} answered {what} with a {encoding}-compressed body, though Emberly asks for none.</source>
            <translation>サーバー {server} が {what} に対して {encoding} で圧縮された本文を返しました。Emberly は圧縮を要求していません。</translation>
        </message>
        <message>
            <source>The server at {server} was still answering {what} after the time allowed, so Emberly stopped waiting.</source>
            <translation>サーバー {server} は許容時間を過ぎても {what} への応答を続けていたため、Emberly は待つのをやめました。</translation>
        </message>
        <message>
            <source>The server at {server} answered {what} with over {size} MiB, more than such an answer is; Emberly stopped reading it.</source>
            <translation>サーバー {server} が {what} に対して {size} MiB を超える応答を返しました。この種の応答としては大きすぎるため、Emberly は読み込みを止めました。</translation>
        </message>
        <message>
            <source>the chat</source>
            <translation>チャットのリクエスト</translation>
        </message>
        <message>
            <source>The server at {server} sent nothing for {seconds} s, so Emberly stopped waiting. What it wrote before is kept.</source>
            <translation>サーバー {server} から {seconds} 秒間何も届かなかったため、Emberly は待つのをやめました。それまでに書かれた内容は残してあります。</translation>
        </message>
        <message>
            <source>{error} What it wrote before is kept.</source>
            <translation>{error} それまでに書かれた内容は残してあります。</translation>
        </message>
        <message>
            <source>The server at {server} sent a line of over {size} MiB, which no reply chunk is. What it wrote before is kept.</source>
            <translation>サーバー {server} が {size} MiB を超える 1 行を送ってきました。返答の断片としてはありえない大きさです。それまでに書かれた内容は残してあります。</translation>
        </message>
        <message>
            <source>The server at {server} sent over {count} lines for one reply, more than any reply is, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>サーバー {server} が 1 件の返答に {count} 行を超えるデータを送ってきました。どの返答よりも多いため、Emberly は読み込みを止めました。それまでに書かれた内容は残してあります。</translation>
        </message>
        <message>
            <source>The server at {server} sent over {size} MiB for one reply, more than any reply is, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>サーバー {server} が 1 件の返答に {size} MiB を超えるデータを送ってきました。どの返答よりも大きいため、Emberly は読み込みを止めました。それまでに書かれた内容は残してあります。</translation>
        </message>
        <message>
            <source>The reply from {server} stopped: {error}</source>
            <translation>{server} からの返答が止まりました: {error}</translation>
        </message>
        <message>
            <source>The server sent tool calls of more arguments than its reply could hold, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>サーバーが、返答に収まる量を超える引数を持つツール呼び出しを送ってきたため、Emberly は読み込みを止めました。それまでに書かれた内容は残してあります。</translation>
        </message>
        <message>
            <source>The server at {server} sent a tool call without a name or with arguments that are not a JSON object ({arguments}).</source>
            <translation>サーバー {server} が、名前がないか、引数が JSON オブジェクトではないツール呼び出しを送ってきました ({arguments})。</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>オブジェクト</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>リスト</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>数値</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>文字列</translation>
        </message>
        <message>
            <source>the answer</source>
            <translation>応答</translation>
        </message>
        <message>
            <source>reply event</source>
            <translation>返答イベント</translation>
        </message>
        <message>
            <source>slot file answer</source>
            <translation>スロットファイルの応答</translation>
        </message>
        <message>
            <source>{endpoint} answer</source>
            <translation>{endpoint} の応答</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>The server at {server} sent a bad {what}: {name} is {value}, not {wanted}.</source>
            <translation>サーバー {server} が不正な {what} を送ってきました: {name} が {value} で、{wanted} ではありません。</translation>
        </message>
        <message>
            <source>The server at {server} sent a {what} nested too deeply to read.</source>
            <translation>サーバー {server} が送ってきた {what} は入れ子が深すぎて読み込めません。</translation>
        </message>
        <message>
            <source>The server at {server} sent a {what} that is not JSON ({error}).</source>
            <translation>サーバー {server} が送ってきた {what} は JSON ではありません ({error})。</translation>
        </message>
        <message>
            <source>a string of at most {limit} characters</source>
            <translation>{limit} 文字以内の文字列</translation>
        </message>
        <message>
            <source>{server} does not answer /v1/models as an OpenAI-compatible server does (it sent {value}, not an object).</source>
            <translation>{server} は OpenAI 互換サーバーのようには /v1/models に応答しません (オブジェクトではなく {value} を送ってきました)。</translation>
        </message>
        <message>
            <source>The server at {server} sent a reply event that is {value}, not an object.</source>
            <translation>サーバー {server} が送ってきた返答イベントは {value} で、オブジェクトではありません。</translation>
        </message>
        <message>
            <source>a slot</source>
            <translation>スロット</translation>
        </message>
        <message>
            <source>the rendered chat (a string)</source>
            <translation>レンダリングされたチャット (文字列)</translation>
        </message>
        <message>
            <source>a list of token ids</source>
            <translation>トークン ID のリスト</translation>
        </message>
    </context>
    <context>
        <name>Runner</name>
        <message>
            <source>no saved cache</source>
            <translation>保存されたキャッシュなし</translation>
        </message>
        <message>
            <source>There is no message to answer.</source>
            <translation>返答するメッセージがありません。</translation>
        </message>
        <message>
            <source>No model is loaded.</source>
            <translation>モデルが読み込まれていません。</translation>
        </message>
        <message>
            <source>Only your own messages can be edited and sent again.</source>
            <translation>編集して再送信できるのは自分のメッセージだけです。</translation>
        </message>
        <message>
            <source>The web is off: turn it on in Settings ▸ Web. The message went without it.</source>
            <translation>Web はオフです: 設定 ▸ Web でオンにしてください。メッセージは Web なしで送信しました。</translation>
        </message>
        <message>
            <source>The model was loaded for {parallel} replies at once, not {n}: load it again after changing the number in Settings.</source>
            <translation>このモデルは同時に {parallel} 件の返答用に読み込まれています ({n} 件ではありません): 設定で数を変えてから、もう一度読み込んでください。</translation>
        </message>
        <message>
            <source>The other replies are saved, but not all their caches: {error}</source>
            <translation>ほかの返答は保存しましたが、キャッシュはすべては保存できませんでした: {error}</translation>
        </message>
        <message>
            <source>There is no other version of that message.</source>
            <translation>そのメッセージに別のバージョンはありません。</translation>
        </message>
        <message>
            <source>That message is no longer in this chat.</source>
            <translation>そのメッセージはもうこのチャットにありません。</translation>
        </message>
        <message>
            <source>There is no reply to continue.</source>
            <translation>続ける返答がありません。</translation>
        </message>
        <message>
            <source>The tools of {name} are not available: {why}</source>
            <translation>{name} のツールは利用できません: {why}</translation>
        </message>
        <message>
            <source>The tool {name} ({server}) is left out: {error}</source>
            <translation>ツール {name} ({server}) を除外しました: {error}</translation>
        </message>
        <message>
            <source>The tool {name} is left out: {error}</source>
            <translation>ツール {name} を除外しました: {error}</translation>
        </message>
        <message>
            <source>This chat's replies cannot be held to its setting: {error}</source>
            <translation>このチャットの返答を設定どおりに制約できません: {error}</translation>
        </message>
        <message>
            <source>{error}. The model is told the file is no longer available.</source>
            <translation>{error}。ファイルはもう利用できないとモデルに伝えます。</translation>
        </message>
        <message>
            <source>The chat is saved, but its cache could not be: {error}</source>
            <translation>チャットは保存しましたが、キャッシュは保存できませんでした: {error}</translation>
        </message>
        <message>
            <source>No chat is open.</source>
            <translation>開いているチャットがありません。</translation>
        </message>
        <message>
            <source>The model's chat template failed, so Emberly uses its built-in {format} format now. ({error})</source>
            <translation>モデルのチャットテンプレートでエラーが発生したため、Emberly は組み込みの {format} 形式を使います。({error})</translation>
        </message>
    </context>
    <context>
        <name>Server</name>
        <message>
            <source>Off</source>
            <translation>オフ</translation>
        </message>
        <message numerus="yes">
            <source>%Ln request served</source>
            <translation>
                <numerusform>%Ln 件のリクエストを処理</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln requests served</source>
            <translation>
                <numerusform>%Ln 件のリクエストを処理</numerusform>
            </translation>
        </message>
        <message>
            <source>running: {request}</source>
            <translation>実行中: {request}</translation>
        </message>
        <message numerus="yes">
            <source>%n waiting</source>
            <translation>
                <numerusform>%n 件待機中</numerusform>
            </translation>
        </message>
        <message>
            <source>no model loaded: requests are refused</source>
            <translation>モデル未読み込み: リクエストは拒否されます</translation>
        </message>
        <message>
            <source>Local API server</source>
            <translation>ローカル API サーバー</translation>
        </message>
        <message>
            <source>Other apps on this computer (editors, notes, scripts) can use the model loaded here through an OpenAI-compatible API: point them at the address below with the key. Your chats in this window are never touched, and conversations a client sends again continue warm.</source>
            <translation>このコンピューター上の他のアプリ (エディター、メモ、スクリプト) が、ここで読み込んだモデルを OpenAI 互換の API で使えます: 下のアドレスとキーをアプリに設定してください。このウィンドウのチャットには一切触れません。クライアントが再送した会話はウォームのまま続きます。</translation>
        </message>
        <message>
            <source>Serve the loaded model to other apps</source>
            <translation>読み込んだモデルを他のアプリに提供</translation>
        </message>
        <message>
            <source>Allow other computers on my network</source>
            <translation>ネットワーク上の他のコンピューターを許可</translation>
        </message>
        <message>
            <source>⚠ Anyone on your network who has the key can use the model.</source>
            <translation>⚠ キーを持っていれば、ネットワーク上の誰でもモデルを使えます。</translation>
        </message>
        <message>
            <source>none (browser pages may not call it); e.g. http://localhost:3000</source>
            <translation>なし (ブラウザーのページからは呼び出せません)。例: http://localhost:3000</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API キー</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>コピー</translation>
        </message>
        <message>
            <source>Copy key</source>
            <translation>キーをコピー</translation>
        </message>
        <message>
            <source>New key</source>
            <translation>新しいキー</translation>
        </message>
        <message>
            <source>Make a new key: apps using the old one must be given the new one</source>
            <translation>新しいキーを作成: 古いキーを使っているアプリには新しいキーを設定する必要があります</translation>
        </message>
        <message>
            <source>Stop the request</source>
            <translation>リクエストを停止</translation>
        </message>
        <message>
            <source>Requests served</source>
            <translation>処理したリクエスト</translation>
        </message>
        <message>
            <source>Each request served appears here, with its tokens and time.</source>
            <translation>処理したリクエストがトークン数と時間付きでここに表示されます。</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>ポート</translation>
        </message>
        <message>
            <source>Browser origins</source>
            <translation>ブラウザーのオリジン</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>アドレス</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状態</translation>
        </message>
        <message>
            <source>The key is kept {place}.</source>
            <translation>キーの保存場所: {place}。</translation>
        </message>
        <message>
            <source>Let apps have the web searched first (web_search_options)</source>
            <translation>アプリが先に Web 検索させることを許可 (web_search_options)</translation>
        </message>
        <message>
            <source>With the search service of Settings ▸ Web: the pages read go into the request's prompt, and the reply cites them. Off: such requests are refused.</source>
            <translation>設定 ▸ Web の検索サービスを使います: 読み込んだページはリクエストのプロンプトに入り、返答はそれを引用します。オフ: そのようなリクエストは拒否されます。</translation>
        </message>
        <message>
            <source>for this run only (no usable keyring, and the key file could not be written)</source>
            <translation>今回の実行中のみ (使えるキーリングがなく、キーファイルも書き込めませんでした)</translation>
        </message>
        <message>
            <source>in the system keyring</source>
            <translation>システムのキーリング</translation>
        </message>
        <message>
            <source>in {file} (readable by you only)</source>
            <translation>{file} (本人のみ読み取り可能)</translation>
        </message>
    </context>
    <context>
        <name>Servers</name>
        <message>
            <source>Server address</source>
            <translation>サーバーのアドレス</translation>
        </message>
        <message>
            <source>optional</source>
            <translation>任意</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API キー</translation>
        </message>
        <message>
            <source>Add server</source>
            <translation>サーバーを追加</translation>
        </message>
        <message>
            <source>Servers and their models</source>
            <translation>サーバーとそのモデル</translation>
        </message>
        <message>
            <source>Server and its models</source>
            <translation>サーバーとそのモデル</translation>
        </message>
        <message>
            <source>Context</source>
            <translation>コンテキスト</translation>
        </message>
        <message>
            <source>Add a server to chat with the models it serves.</source>
            <translation>サーバーを追加すると、そのサーバーが提供するモデルとチャットできます。</translation>
        </message>
        <message>
            <source>Test again</source>
            <translation>再テスト</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>削除</translation>
        </message>
        <message>
            <source>Chat with this model</source>
            <translation>このモデルとチャット</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>アドレス</translation>
        </message>
        <message>
            <source>{url} could not be asked ({error}).</source>
            <translation>{url} に問い合わせできませんでした ({error})。</translation>
        </message>
        <message>
            <source>Asking {url}…</source>
            <translation>{url} に問い合わせ中…</translation>
        </message>
        <message>
            <source>Added {url}.</source>
            <translation>{url} を追加しました。</translation>
        </message>
        <message>
            <source>cannot be reached</source>
            <translation>接続できません</translation>
        </message>
        <message>
            <source>asking…</source>
            <translation>問い合わせ中…</translation>
        </message>
        <message>
            <source>{size} tokens</source>
            <translation>{size} トークン</translation>
        </message>
        <message>
            <source>{server} at {url}</source>
            <translation>{url} の {server}</translation>
        </message>
        <message numerus="yes">
            <source>%n slot of {size} tokens · build {build}</source>
            <translation>
                <numerusform>{size} トークンのスロット %n 個 · ビルド {build}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n slots of {size} tokens · build {build}</source>
            <translation>
                <numerusform>{size} トークンのスロット %n 個 · ビルド {build}</numerusform>
            </translation>
        </message>
        <message>
            <source>Chats resume from the server's slot files when it runs with --slot-save-path (and with -np set, so that chats keep their own slot).</source>
            <translation>サーバーが --slot-save-path 付きで (さらにチャットが自分のスロットを保てるよう -np を指定して) 動いていれば、チャットはサーバーのスロットファイルから再開します。</translation>
        </message>
        <message>
            <source>Cache on server: prefix only. A reopened chat is read again by the server, unless it still holds the start of it.</source>
            <translation>サーバー上のキャッシュ: 先頭部分のみ。サーバーがチャットの冒頭をまだ保持していない限り、再度開いたチャットはサーバーが読み込み直します。</translation>
        </message>
        <message>
            <source>Removed {url}.</source>
            <translation>{url} を削除しました。</translation>
        </message>
        <message>
            <source>There is no system keyring here, so the key is kept only until Emberly closes.</source>
            <translation>ここにはシステムのキーリングがないため、キーは Emberly を閉じるまでしか保持されません。</translation>
        </message>
        <message>
            <source>OpenAI-compatible server</source>
            <translation>OpenAI 互換サーバー</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>Follow the system</source>
            <translation>システムに合わせる</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>ライト</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>ダーク</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>参照…</translation>
        </message>
        <message>
            <source>Choose a folder</source>
            <translation>フォルダーを選択</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>モデルを選択</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf)</source>
            <translation>GGUF モデル (*.gguf)</translation>
        </message>
        <message>
            <source>System size</source>
            <translation>システムのサイズ</translation>
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
            <translation>無制限</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>設定</translation>
        </message>
        <message>
            <source>none: documents and libraries are searched by keywords</source>
            <translation>なし: ドキュメントとライブラリはキーワードで検索します</translation>
        </message>
        <message>
            <source>A GGUF embedding model (all-MiniLM-L6-v2, nomic-embed-text, EmbeddingGemma…; Get models lists some): passages are then found by meaning as well as by words</source>
            <translation>GGUF の埋め込みモデル (all-MiniLM-L6-v2、nomic-embed-text、EmbeddingGemma… 「モデルを入手」にいくつかあります): 抜粋を単語だけでなく意味でも検索できるようになります</translation>
        </message>
        <message>
            <source>the standard folder for your system</source>
            <translation>システムの標準フォルダー</translation>
        </message>
        <message>
            <source>Default model</source>
            <translation>既定のモデル</translation>
        </message>
        <message>
            <source>Embedding model</source>
            <translation>埋め込みモデル</translation>
        </message>
        <message>
            <source>Data folder</source>
            <translation>データフォルダー</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>テーマ</translation>
        </message>
        <message>
            <source>Font size</source>
            <translation>フォントサイズ</translation>
        </message>
        <message>
            <source>Choose an embedding model</source>
            <translation>埋め込みモデルを選択</translation>
        </message>
        <message>
            <source>A new data folder is used from the next start.</source>
            <translation>新しいデータフォルダーは次回の起動から使われます。</translation>
        </message>
        <message>
            <source>The system's ({language})</source>
            <translation>システムの言語 ({language})</translation>
        </message>
        <message>
            <source>off</source>
            <translation>オフ</translation>
        </message>
        <message>
            <source>Versions of a reply written at once by Regenerate ×N (Ctrl+Shift+G). Used from the next model load.</source>
            <translation>再生成 ×N (Ctrl+Shift+G) で一度に書く返答のバージョン数。次のモデル読み込みから使われます。</translation>
        </message>
        <message>
            <source>Chat caches on disk</source>
            <translation>ディスク上のチャットキャッシュ</translation>
        </message>
        <message>
            <source>Regenerate ×N: versions at once</source>
            <translation>再生成 ×N: 一度に書くバージョン数</translation>
        </message>
        <message>
            <source>{speculation} (the model picker's Speculation setting)</source>
            <translation>{speculation} (モデル選択の「投機的デコード」設定)</translation>
        </message>
        <message>
            <source>Speculation</source>
            <translation>投機的デコード</translation>
        </message>
        <message>
            <source>Reopen the last chat and model on start</source>
            <translation>起動時に前回のチャットとモデルを開く</translation>
        </message>
        <message>
            <source>Off: Emberly starts with a new chat (the default model still loads).</source>
            <translation>オフ: Emberly は新しいチャットで起動します (既定のモデルは読み込まれます)。</translation>
        </message>
        <message>
            <source>Tell me when a new version of Emberly exists (asks GitHub once a day)</source>
            <translation>Emberly の新しいバージョンが出たら知らせる (1 日に 1 回 GitHub に問い合わせます)</translation>
        </message>
        <message>
            <source>Local API server ({state})…</source>
            <translation>ローカル API サーバー ({state})…</translation>
        </message>
        <message>
            <source>Other apps on this computer (editors, scripts, aider, Continue) can use the loaded model through an OpenAI-compatible API: its address, key, port and browser origins</source>
            <translation>このコンピューター上の他のアプリ (エディター、スクリプト、aider、Continue) が、読み込んだモデルを OpenAI 互換の API で使えます: アドレス、キー、ポート、ブラウザーのオリジン</translation>
        </message>
        <message>
            <source>Local server</source>
            <translation>ローカルサーバー</translation>
        </message>
        <message>
            <source>Tools (MCP servers: {n})…</source>
            <translation>ツール (MCP サーバー: {n})…</translation>
        </message>
        <message>
            <source>Programs and addresses whose tools the model may call in the chats where you turn them on: add them, import an mcp.json, read their logs</source>
            <translation>オンにしたチャットでモデルがツールを呼び出せるプログラムとアドレス: 追加、mcp.json のインポート、ログの確認</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>ツール</translation>
        </message>
        <message>
            <source>off</source>
            <comment>the web search</comment>
            <translation>オフ</translation>
        </message>
        <message>
            <source>Web ({provider})…</source>
            <translation>Web ({provider})…</translation>
        </message>
        <message>
            <source>Search the web for a message (the composer's Web button): where searches go, and what leaves your computer</source>
            <translation>メッセージで Web を検索 (入力欄の Web ボタン): 検索の送信先と、コンピューターの外に送られるもの</translation>
        </message>
        <message>
            <source>Web</source>
            <translation>Web</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>言語</translation>
        </message>
        <message>
            <source>{error} Emberly keeps its chats and models in {folder} for now.</source>
            <translation>{error} Emberly は当面、チャットとモデルを {folder} に保存します。</translation>
        </message>
        <message>
            <source>{error} Nor can the standard one: {reason}</source>
            <translation>{error} 標準のフォルダーも使えません: {reason}</translation>
        </message>
        <message>
            <source>The settings file</source>
            <translation>設定ファイル</translation>
        </message>
        <message>
            <source>The settings file is not a JSON object</source>
            <translation>設定ファイルが JSON オブジェクトではありません</translation>
        </message>
        <message>
            <source>Your settings could not be read ({error}); Emberly uses its defaults. The old file is kept as {name}.</source>
            <translation>設定を読み込めませんでした ({error})。Emberly は既定の設定を使います。古いファイルは {name} として残してあります。</translation>
        </message>
        <message>
            <source>Some settings had values Emberly cannot use ({names}); they are back to their defaults, or those entries left out.</source>
            <translation>一部の設定に Emberly が使えない値がありました ({names})。既定値に戻すか、その項目を除外しました。</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Warm: reopens from its saved cache</source>
            <translation>ウォーム: 保存されたキャッシュからすぐに再開します</translation>
        </message>
        <message>
            <source>Cold: will be re-read when opened</source>
            <translation>コールド: 開くときに再読み込みされます</translation>
        </message>
        <message>
            <source>Stale: its cache is for other model settings</source>
            <translation>古い: キャッシュは別のモデル設定のものです</translation>
        </message>
        <message>
            <source>{title}, {when}, cache warm</source>
            <translation>{title}、{when}、キャッシュ: ウォーム</translation>
        </message>
        <message>
            <source>{title}, {when}, cache cold</source>
            <translation>{title}、{when}、キャッシュ: コールド</translation>
        </message>
        <message>
            <source>{title}, {when}, cache stale</source>
            <translation>{title}、{when}、キャッシュ: 古い</translation>
        </message>
        <message>
            <source>Search chats (Ctrl+K)</source>
            <translation>チャットを検索 (Ctrl+K)</translation>
        </message>
        <message>
            <source>Search chats</source>
            <translation>チャットを検索</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>検索をクリア</translation>
        </message>
        <message>
            <source>New chat</source>
            <translation>新しいチャット</translation>
        </message>
        <message>
            <source>New chat (Ctrl+N)</source>
            <translation>新しいチャット (Ctrl+N)</translation>
        </message>
        <message>
            <source>Chats</source>
            <translation>チャット</translation>
        </message>
        <message>
            <source>Reading your chats…</source>
            <translation>チャットを読み込み中…</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>ピン留め</translation>
        </message>
        <message>
            <source>{title}, {when}, empty</source>
            <translation>{title}、{when}、空</translation>
        </message>
        <message>
            <source>, forked from {title}</source>
            <translation>、{title} から分岐</translation>
        </message>
        <message numerus="yes">
            <source>%n message(s) · {when}</source>
            <translation>
                <numerusform>%n 件のメッセージ · {when}</numerusform>
            </translation>
        </message>
        <message>
            <source>Forked from “{title}”</source>
            <translation>「{title}」から分岐</translation>
        </message>
        <message>
            <source>Today</source>
            <translation>今日</translation>
        </message>
        <message>
            <source>Yesterday</source>
            <translation>昨日</translation>
        </message>
        <message>
            <source>Previous 7 days</source>
            <translation>過去 7 日間</translation>
        </message>
        <message>
            <source>Older</source>
            <translation>それ以前</translation>
        </message>
        <message>
            <source> ({tokens} tokens, {size})</source>
            <translation> ({tokens} トークン、{size})</translation>
        </message>
        <message>
            <source>Last opened: restored in {ms} ms</source>
            <translation>前回開いたとき: {ms} ms で復元</translation>
        </message>
        <message>
            <source>Last opened: re-read in {s} s</source>
            <translation>前回開いたとき: {s} 秒で再読み込み</translation>
        </message>
    </context>
    <context>
        <name>Speculation</name>
        <message>
            <source>Runs with a q8_0 or q4_0 KV cache only: with f16 a batch of tokens and a single one round differently here, and a reply must not change.</source>
            <translation>KV キャッシュが q8_0 または q4_0 のときだけ動作します: f16 ではトークンのバッチと単一トークンで丸めが異なり、返答が変わってしまうためです。</translation>
        </message>
        <message>
            <source>Replies stay exactly what they would be without it, only faster where guesses are right.</source>
            <translation>返答はこれを使わない場合とまったく同じで、予測が当たった分だけ速くなります。</translation>
        </message>
        <message>
            <source>Speculative decoding: guesses of the next tokens, checked by the model in one step</source>
            <translation>投機的デコード: 次のトークンを予測し、モデルが 1 ステップで検証します</translation>
        </message>
        <message>
            <source>A draft model for it: {name} ({size}), in Get models; once beside this model it is offered here.</source>
            <translation>対応するドラフトモデル: {name} ({size})。「モデルを入手」にあります。このモデルと同じ場所に置くと、ここに表示されます。</translation>
        </message>
        <message>
            <source>its own MTP head (multi-token prediction)</source>
            <translation>モデル自身の MTP ヘッド (マルチトークン予測)</translation>
        </message>
        <message>
            <source>guesses from the chat (prompt lookup)</source>
            <translation>チャットからの予測 (プロンプトルックアップ)</translation>
        </message>
        <message>
            <source>draft model: {name}</source>
            <translation>ドラフトモデル: {name}</translation>
        </message>
        <message>
            <source>off</source>
            <translation>オフ</translation>
        </message>
        <message>
            <source>The draft model did not load: {error}</source>
            <translation>ドラフトモデルを読み込めませんでした: {error}</translation>
        </message>
        <message>
            <source>{name} cannot draft for this model: {reason}.</source>
            <translation>{name} はこのモデルのドラフトに使えません: {reason}。</translation>
        </message>
        <message>
            <source>its tokenizer is of another kind</source>
            <translation>トークナイザーの種類が異なります</translation>
        </message>
        <message>
            <source>its vocabulary has {count} tokens, this model's {target}</source>
            <translation>語彙が {count} トークンですが、このモデルは {target} トークンです</translation>
        </message>
        <message>
            <source>its {token} token is another</source>
            <translation>{token} トークンが異なります</translation>
        </message>
        <message>
            <source>token {token} is {there} there, {here} here</source>
            <translation>トークン {token} が、あちらでは {there}、こちらでは {here} です</translation>
        </message>
        <message>
            <source>prompt lookup</source>
            <translation>プロンプトルックアップ</translation>
        </message>
        <message>
            <source>off: {reason}</source>
            <translation>オフ: {reason}</translation>
        </message>
        <message>
            <source>no drafter</source>
            <translation>ドラフト元なし</translation>
        </message>
        <message>
            <source>draft model {name}</source>
            <translation>ドラフトモデル {name}</translation>
        </message>
        <message>
            <source>the model's own MTP head</source>
            <translation>モデル自身の MTP ヘッド</translation>
        </message>
        <message>
            <source>{drafter}, up to {count} guesses checked at once</source>
            <translation>{drafter}、一度に最大 {count} 個の予測を検証</translation>
        </message>
        <message>
            <source>turned off</source>
            <translation>オフに設定</translation>
        </message>
        <message>
            <source>an encoder-decoder model decodes after its encoder: its memory cannot drop a refused guess</source>
            <translation>エンコーダー・デコーダーモデルはエンコーダーの後でデコードするため、メモリから却下された予測を取り除けません</translation>
        </message>
        <message>
            <source>it needs a q8_0 or q4_0 KV cache and flash attention</source>
            <translation>q8_0 または q4_0 の KV キャッシュと Flash Attention が必要です</translation>
        </message>
        <message>
            <source>the model's memory cannot drop the guesses it refuses</source>
            <translation>モデルのメモリから、却下した予測を取り除けません</translation>
        </message>
        <message>
            <source>this model's kernels give a batch other logits than a single token on this computer</source>
            <translation>このコンピューターでは、このモデルのカーネルがバッチに対して単一トークンとは異なる logits を返します</translation>
        </message>
    </context>
    <context>
        <name>StateFiles</name>
        <message>
            <source>another model file</source>
            <translation>別のモデルファイル</translation>
        </message>
        <message>
            <source>another version of llama-cpp-python</source>
            <translation>別のバージョンの llama-cpp-python</translation>
        </message>
        <message>
            <source>another build of llama.cpp</source>
            <translation>別の llama.cpp のビルド</translation>
        </message>
        <message>
            <source>another context size</source>
            <translation>別のコンテキストサイズ</translation>
        </message>
        <message>
            <source>another KV cache type</source>
            <translation>別の KV キャッシュの型</translation>
        </message>
        <message>
            <source>another flash-attention setting</source>
            <translation>別の Flash Attention 設定</translation>
        </message>
        <message>
            <source>another sliding-window setting</source>
            <translation>別のスライディングウィンドウ設定</translation>
        </message>
        <message>
            <source>another micro-batch size</source>
            <translation>別のマイクロバッチサイズ</translation>
        </message>
        <message>
            <source>another GPU offload setting</source>
            <translation>別の GPU オフロード設定</translation>
        </message>
        <message>
            <source>another compute device</source>
            <translation>別の計算デバイス</translation>
        </message>
        <message>
            <source>another number of parallel replies</source>
            <translation>別の並列返答数</translation>
        </message>
        <message>
            <source>The sidecar of {name} is unreadable ({error}).</source>
            <translation>{name} のサイドカーファイルを読み込めません ({error})。</translation>
        </message>
        <message>
            <source>No saved cache at {name}.</source>
            <translation>{name} に保存されたキャッシュはありません。</translation>
        </message>
        <message>
            <source>The saved cache {name} has no sidecar, so it cannot be trusted.</source>
            <translation>保存されたキャッシュ {name} にはサイドカーファイルがないため、信頼できません。</translation>
        </message>
        <message>
            <source>{reasons}, {reason}</source>
            <translation>{reasons}、{reason}</translation>
        </message>
        <message>
            <source>its record</source>
            <translation>記録</translation>
        </message>
        <message>
            <source>no saved cache on the server</source>
            <translation>サーバーに保存されたキャッシュがありません</translation>
        </message>
        <message>
            <source>its record is unreadable ({error})</source>
            <translation>記録を読み込めません ({error})</translation>
        </message>
        <message>
            <source>its record is not one Emberly wrote</source>
            <translation>記録が Emberly の書いたものではありません</translation>
        </message>
        <message>
            <source>it was saved on another server ({url})</source>
            <translation>別のサーバー ({url}) で保存されています</translation>
        </message>
        <message>
            <source>the server's {fields} changed since it was saved</source>
            <translation>保存後にサーバーの {fields} が変わりました</translation>
        </message>
        <message>
            <source>llama.cpp could not write {name} (disk full or folder not writable?)</source>
            <translation>llama.cpp は {name} を書き込めませんでした (ディスクがいっぱいか、フォルダーに書き込めない可能性があります)</translation>
        </message>
        <message>
            <source>The chat's cache could not be saved to {folder}: {reason}</source>
            <translation>チャットのキャッシュを {folder} に保存できませんでした: {reason}</translation>
        </message>
        <message>
            <source>The saved cache was made with {reasons}.</source>
            <translation>保存されたキャッシュは {reasons} で作成されています。</translation>
        </message>
        <message>
            <source>the file changed while it was read</source>
            <translation>読み込み中にファイルが変更されました</translation>
        </message>
        <message>
            <source>The saved cache {name} could not be read: {error}</source>
            <translation>保存されたキャッシュ {name} を読み込めませんでした: {error}</translation>
        </message>
        <message>
            <source>No saved cache at {name}: that is not a file.</source>
            <translation>{name} に保存されたキャッシュはありません: ファイルではありません。</translation>
        </message>
        <message>
            <source>The saved cache {name} has {size} bytes, not {expected}.</source>
            <translation>保存されたキャッシュ {name} は {size} バイトで、{expected} バイトではありません。</translation>
        </message>
        <message>
            <source>The saved cache {name} is damaged (checksum mismatch).</source>
            <translation>保存されたキャッシュ {name} は破損しています (チェックサムが一致しません)。</translation>
        </message>
        <message>
            <source>The saved cache {name} is too short.</source>
            <translation>保存されたキャッシュ {name} が短すぎます。</translation>
        </message>
        <message>
            <source>{name} is not a llama.cpp sequence state of this version.</source>
            <translation>{name} はこのバージョンの llama.cpp のシーケンス状態ではありません。</translation>
        </message>
        <message>
            <source>{name} holds {count} tokens where its sidecar says {expected}.</source>
            <translation>{name} には {count} トークンありますが、サイドカーファイルには {expected} トークンと記されています。</translation>
        </message>
        <message>
            <source>{name} holds tokens that are not in this model's vocabulary.</source>
            <translation>{name} には、このモデルの語彙にないトークンが含まれています。</translation>
        </message>
        <message>
            <source>llama.cpp refused the saved cache data.</source>
            <translation>llama.cpp が保存されたキャッシュのデータを拒否しました。</translation>
        </message>
        <message>
            <source>The chat's checkpoints could not be saved: {reason}</source>
            <translation>チャットのチェックポイントを保存できませんでした: {reason}</translation>
        </message>
        <message>
            <source>No extras saved with {name}.</source>
            <translation>{name} と一緒に保存された追加データはありません。</translation>
        </message>
        <message>
            <source>The extras of {name} could not be read: {error}</source>
            <translation>{name} の追加データを読み込めませんでした: {error}</translation>
        </message>
        <message>
            <source>The extras of {name} are damaged.</source>
            <translation>{name} の追加データが破損しています。</translation>
        </message>
        <message>
            <source>The extras of {name} are unreadable ({error}).</source>
            <translation>{name} の追加データを読み込めません ({error})。</translation>
        </message>
        <message>
            <source>The extras next to {name} belong to another save of it.</source>
            <translation>{name} の隣にある追加データは、別の保存時のものです。</translation>
        </message>
        <message>
            <source>The extras of {name} do not fit their state file.</source>
            <translation>{name} の追加データが状態ファイルと合いません。</translation>
        </message>
        <message>
            <source>{name} restored cells up to position {last} for {count} tokens</source>
            <translation>{name} は {count} トークンに対して位置 {last} までのセルを復元しました</translation>
        </message>
    </context>
    <context>
        <name>Tools</name>
        <message>
            <source>Allow a tool call?</source>
            <translation>ツールの呼び出しを許可しますか？</translation>
        </message>
        <message>
            <source>The model wants to call &lt;b&gt;{tool}&lt;/b&gt; from {server} with:</source>
            <translation>モデルが {server} の &lt;b&gt;{tool}&lt;/b&gt; を次の内容で呼び出そうとしています:</translation>
        </message>
        <message>
            <source>The model wants to call &lt;b&gt;{tool}&lt;/b&gt; with:</source>
            <translation>モデルが &lt;b&gt;{tool}&lt;/b&gt; を次の内容で呼び出そうとしています:</translation>
        </message>
        <message>
            <source>Arguments</source>
            <translation>引数</translation>
        </message>
        <message>
            <source>Allow once</source>
            <translation>今回のみ許可</translation>
        </message>
        <message>
            <source>Always allow {tool}</source>
            <translation>{tool} を常に許可</translation>
        </message>
        <message>
            <source>Decline</source>
            <translation>拒否</translation>
        </message>
        <message>
            <source>Never allow {tool}</source>
            <translation>{tool} を常に拒否</translation>
        </message>
        <message>
            <source>An MCP server in the settings is left out: {problem}</source>
            <translation>設定内の MCP サーバーを 1 つ除外しました: {problem}</translation>
        </message>
        <message>
            <source>Running a tool…</source>
            <translation>ツールを実行中…</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>書き込み中…</translation>
        </message>
        <message>
            <source>Tools (MCP servers)</source>
            <translation>ツール (MCP サーバー)</translation>
        </message>
        <message>
            <source>MCP servers</source>
            <translation>MCP サーバー</translation>
        </message>
        <message>
            <source>Servers whose tools the model may call, in the chats where you turn them on (Chat settings). Each call asks you first, unless you always allow that tool.</source>
            <translation>オンにしたチャット (チャット設定) で、モデルがツールを呼び出せるサーバーです。常に許可したツール以外は、呼び出しのたびに確認します。</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>追加…</translation>
        </message>
        <message>
            <source>Edit…</source>
            <translation>編集…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>削除</translation>
        </message>
        <message>
            <source>Import mcp.json…</source>
            <translation>mcp.json をインポート…</translation>
        </message>
        <message>
            <source>Tools…</source>
            <translation>ツール…</translation>
        </message>
        <message>
            <source>Show log</source>
            <translation>ログを表示</translation>
        </message>
        <message numerus="yes">
            <source>Ask again for every tool (%n remembered)</source>
            <translation>
                <numerusform>すべてのツールで再び確認する (%n 件を記憶中)</numerusform>
            </translation>
        </message>
        <message>
            <source>Left out: {problems}</source>
            <translation>除外: {problems}</translation>
        </message>
        <message>
            <source>Import an mcp.json</source>
            <translation>mcp.json をインポート</translation>
        </message>
        <message>
            <source>MCP settings (*.json)</source>
            <translation>MCP 設定 (*.json)</translation>
        </message>
        <message numerus="yes">
            <source>%n server imported from {file}.</source>
            <translation>
                <numerusform>{file} から %n 個のサーバーをインポートしました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n servers imported from {file}.</source>
            <translation>
                <numerusform>{file} から %n 個のサーバーをインポートしました。</numerusform>
            </translation>
        </message>
        <message>
            <source>{imported}

Left out:
{problems}</source>
            <translation>{imported}

除外:
{problems}</translation>
        </message>
        <message>
            <source>{name}: its tools</source>
            <translation>{name}: ツール</translation>
        </message>
        <message>
            <source>{name}: its log</source>
            <translation>{name}: ログ</translation>
        </message>
        <message>
            <source>A server at an address keeps its own log, where it runs; Emberly has none for it. A failed call says what went wrong.</source>
            <translation>アドレスで接続するサーバーは、動作している場所で独自にログを保存します。Emberly にはそのログはありません。呼び出しに失敗した場合は、何が問題だったかが表示されます。</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>(空)</translation>
        </message>
        <message>
            <source>Nothing logged yet: the server has not been started.</source>
            <translation>まだログはありません: サーバーが起動していません。</translation>
        </message>
        <message>
            <source>{name}: its log ({path})</source>
            <translation>{name}: ログ ({path})</translation>
        </message>
        <message>
            <source>Every tool asks again</source>
            <translation>すべてのツールで再び確認します</translation>
        </message>
        <message>
            <source>MCP server</source>
            <translation>MCP サーバー</translation>
        </message>
        <message>
            <source>A program on this computer (stdio)</source>
            <translation>このコンピューター上のプログラム (stdio)</translation>
        </message>
        <message>
            <source>An address (streamable HTTP)</source>
            <translation>アドレス (streamable HTTP)</translation>
        </message>
        <message>
            <source>npx, uvx, python, /path/to/server</source>
            <translation>npx、uvx、python、/path/to/server</translation>
        </message>
        <message>
            <source>NAME=value, one a line (kept in the system keyring)</source>
            <translation>NAME=value を 1 行に 1 つ (システムのキーリングに保存)</translation>
        </message>
        <message>
            <source>Authorization: Bearer …, one a line (kept in the system keyring)</source>
            <translation>Authorization: Bearer … を 1 行に 1 つ (システムのキーリングに保存)</translation>
        </message>
        <message>
            <source> s</source>
            <comment>seconds</comment>
            <translation> 秒</translation>
        </message>
        <message>
            <source>Let this server see the chat's library folders</source>
            <translation>このサーバーにチャットのライブラリフォルダーを見せる</translation>
        </message>
        <message>
            <source>Sent as the server's MCP roots: the folders of the libraries the open chat searches (none when it searches none). A file server then works in those folders instead of the ones in its arguments.</source>
            <translation>サーバーの MCP ルートとして送ります: 開いているチャットが検索するライブラリのフォルダー (検索しない場合はなし)。ファイルサーバーは引数のフォルダーではなく、これらのフォルダーで動作します。</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名前</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>種類</translation>
        </message>
        <message>
            <source>Command</source>
            <translation>コマンド</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>フォルダー</translation>
        </message>
        <message>
            <source>Environment</source>
            <translation>環境変数</translation>
        </message>
        <message>
            <source>URL</source>
            <translation>URL</translation>
        </message>
        <message>
            <source>Headers</source>
            <translation>ヘッダー</translation>
        </message>
        <message>
            <source>Time limit</source>
            <translation>時間制限</translation>
        </message>
        <message>
            <source>Folders</source>
            <translation>フォルダー</translation>
        </message>
        <message>
            <source>{line} has no {separator}</source>
            <translation>{line} に {separator} がありません</translation>
        </message>
        <message>
            <source>it runs only as an MCP task (taskSupport "required"), which Emberly does not support</source>
            <translation>MCP タスクとしてしか動作しませんが (taskSupport "required")、Emberly はこれに対応していません</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize); its log: {log}</source>
            <translation>{server} は {seconds} 秒以内に起動しませんでした (initialize に応答しませんでした)。ログ: {log}</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize; {note}); its log: {log}</source>
            <translation>{server} は {seconds} 秒以内に起動しませんでした (initialize に応答しませんでした。{note})。ログ: {log}</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize) (at {address})</source>
            <translation>{server} は {seconds} 秒以内に起動しませんでした (initialize に応答しませんでした) (アドレス: {address})</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize; {note}) (at {address})</source>
            <translation>{server} は {seconds} 秒以内に起動しませんでした (initialize に応答しませんでした。{note}) (アドレス: {address})</translation>
        </message>
        <message>
            <source>{server} could not start: {error}; its log: {log}</source>
            <translation>{server} を起動できませんでした: {error}。ログ: {log}</translation>
        </message>
        <message>
            <source>{server} could not start: {error} (at {address})</source>
            <translation>{server} を起動できませんでした: {error} (アドレス: {address})</translation>
        </message>
        <message>
            <source>The tools did not answer within {seconds} s.</source>
            <translation>ツールが {seconds} 秒以内に応答しませんでした。</translation>
        </message>
        <message>
            <source>{server}

Its tools could not be listed: {problem}</source>
            <translation>{server}

ツールの一覧を取得できませんでした: {problem}</translation>
        </message>
        <message>
            <source>{server}: 1 tool offered to the model</source>
            <translation>{server}: モデルに 1 個のツールを提供</translation>
        </message>
        <message>
            <source>{server}: {count} tools offered to the model</source>
            <translation>{server}: モデルに {count} 個のツールを提供</translation>
        </message>
        <message>
            <source>… and {count} more</source>
            <translation>… ほか {count} 件</translation>
        </message>
        <message>
            <source>Left out ({count}):</source>
            <translation>除外 ({count}):</translation>
        </message>
        <message>
            <source>{name}: {reason}</source>
            <translation>{name}: {reason}</translation>
        </message>
        <message>
            <source>not an object</source>
            <translation>オブジェクトではありません</translation>
        </message>
        <message>
            <source>an argument</source>
            <translation>引数</translation>
        </message>
        <message>
            <source>The file has {count} characters: an mcp.json has far fewer.</source>
            <translation>ファイルが {count} 文字あります: mcp.json はもっとずっと短いものです。</translation>
        </message>
        <message>
            <source>The file is not JSON: {error}</source>
            <translation>ファイルが JSON ではありません: {error}</translation>
        </message>
        <message>
            <source>The file has no "mcpServers" object.</source>
            <translation>ファイルに "mcpServers" オブジェクトがありません。</translation>
        </message>
        <message>
            <source>{count} more servers left out (at most {most}).</source>
            <translation>ほかに {count} 個のサーバーを除外しました (上限 {most})。</translation>
        </message>
        <message>
            <source>an mcp.json can</source>
            <translation>mcp.json</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {reason}.</source>
            <translation>{name} をインポートできません: {reason}。</translation>
        </message>
        <message>
            <source>{name}: {error}</source>
            <translation>{name}: {error}</translation>
        </message>
        <message>
            <source>a name of letters, digits, spaces, dots, dashes or underscores (at most 64) is needed</source>
            <translation>文字、数字、スペース、ドット、ハイフン、アンダースコアからなる名前 (64 文字まで) が必要です</translation>
        </message>
        <message>
            <source>timeout must be seconds between 1 and 3600</source>
            <translation>timeout は 1 から 3600 までの秒数でなければなりません</translation>
        </message>
        <message>
            <source>args must be a list of at most {count} strings</source>
            <translation>args は {count} 個以内の文字列のリストでなければなりません</translation>
        </message>
        <message>
            <source>url must be an http:// or https:// address</source>
            <translation>url は http:// または https:// のアドレスでなければなりません</translation>
        </message>
        <message>
            <source>SSE servers (the older HTTP transport) are not supported: use its streamable HTTP address</source>
            <translation>SSE サーバー (古い HTTP トランスポート) には対応していません: Streamable HTTP のアドレスを使ってください</translation>
        </message>
        <message>
            <source>unknown type {type} (stdio or http)</source>
            <translation>不明な type {type} (stdio または http)</translation>
        </message>
        <message>
            <source>{what} must be a string of at most {count} characters</source>
            <translation>{what} は {count} 文字以内の文字列でなければなりません</translation>
        </message>
        <message>
            <source>{what} must be an object of at most {count} strings</source>
            <translation>{what} は {count} 個以内の文字列からなるオブジェクトでなければなりません</translation>
        </message>
        <message>
            <source>{what} must map names to strings (at most {count} characters)</source>
            <translation>{what} は名前を文字列 ({count} 文字以内) に対応付けるものでなければなりません</translation>
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
            <translation>Emberly は新しいバージョンが出たときにお知らせできます: 1 日に 1 回、最新リリースの番号とリリースノートを GitHub に問い合わせます。何もダウンロードやインストールはしません。</translation>
        </message>
        <message>
            <source>Tell me</source>
            <translation>知らせる</translation>
        </message>
        <message>
            <source>Emberly {version} is out: {headline}</source>
            <translation>Emberly {version} がリリースされました: {headline}</translation>
        </message>
        <message>
            <source>Emberly {version} is out.</source>
            <translation>Emberly {version} がリリースされました。</translation>
        </message>
        <message>
            <source>See what is new</source>
            <translation>新機能を見る</translation>
        </message>
    </context>
    <context>
        <name>Web</name>
        <message>
            <source>Off</source>
            <translation>オフ</translation>
        </message>
        <message>
            <source>SearXNG: your own instance (private, recommended)</source>
            <translation>SearXNG: 自分のインスタンス (プライベート、おすすめ)</translation>
        </message>
        <message>
            <source>Brave Search API</source>
            <translation>Brave Search API</translation>
        </message>
        <message>
            <source>your SearXNG instance at {url}</source>
            <translation>{url} の SearXNG インスタンス</translation>
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
            <translation>Web をオンにして送ったメッセージは、検索として {where} に送られます。見つかったページはそれぞれのサイトから読み込まれ (Cookie なし、スクリプトなし)、メッセージへの答えとなる抜粋がメッセージと一緒に保存されます。それ以外はコンピューターの外に送られません。</translation>
        </message>
        <message>
            <source>Web</source>
            <translation>Web</translation>
        </message>
        <message>
            <source>http://searx.lan:8080 (its settings.yml must allow the json format)</source>
            <translation>http://searx.lan:8080 (settings.yml で json 形式を許可する必要があります)</translation>
        </message>
        <message>
            <source>kept in your system's keyring</source>
            <translation>システムのキーリングに保存</translation>
        </message>
        <message>
            <source>none: pages on this computer and its network are never read</source>
            <translation>なし: このコンピューターとそのネットワーク上のページは読み込みません</translation>
        </message>
        <message>
            <source>Hosts on this computer's network that pages may be read from, by name (a wiki on the LAN). Your SearXNG instance's host is allowed by itself.</source>
            <translation>ページを読み込んでもよい、このコンピューターのネットワーク上のホスト名 (LAN 上の wiki など)。SearXNG インスタンスのホストは自動的に許可されます。</translation>
        </message>
        <message>
            <source>Search with</source>
            <translation>検索サービス</translation>
        </message>
        <message>
            <source>SearXNG address</source>
            <translation>SearXNG のアドレス</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API キー</translation>
        </message>
        <message>
            <source>Allowed local hosts</source>
            <translation>許可するローカルホスト</translation>
        </message>
        <message>
            <source>kept in your system's keyring (one is kept: leave empty to keep it)</source>
            <translation>システムのキーリングに保存 (保存済み: 空のままにすると保持されます)</translation>
        </message>
        <message>
            <source>Off: nothing is searched, no page is read.</source>
            <translation>オフ: 検索もページの読み込みも行いません。</translation>
        </message>
        <message>
            <source>The web is off: {provider} needs its API key (Settings ▸ Web).</source>
            <translation>Web はオフです: {provider} には API キーが必要です (設定 ▸ Web)。</translation>
        </message>
        <message>
            <source>{notice}

Send it?</source>
            <translation>{notice}

送信しますか？</translation>
        </message>
        <message>
            <source>Search the web</source>
            <translation>Web を検索</translation>
        </message>
        <message>
            <source>{host} could not be found ({error}): check the address, or your connection.</source>
            <translation>{host} が見つかりませんでした ({error}): アドレスか接続を確認してください。</translation>
        </message>
        <message>
            <source>{host} could not be found: check the address, or your connection.</source>
            <translation>{host} が見つかりませんでした: アドレスか接続を確認してください。</translation>
        </message>
        <message>
            <source>{host} is an address on this computer or its network ({address}): Emberly reads only public pages, unless you allow {name} in Settings ▸ Web.</source>
            <translation>{host} はこのコンピューターまたはそのネットワーク上のアドレスです ({address}): 設定 ▸ Web で {name} を許可しない限り、Emberly は公開ページしか読み込みません。</translation>
        </message>
        <message>
            <source>{host} answered {status} for {url}.</source>
            <translation>{host} が {url} に対して {status} を返しました。</translation>
        </message>
        <message>
            <source>{url} is {type}, not a page Emberly reads.</source>
            <translation>{url} は {type} で、Emberly が読み込むページではありません。</translation>
        </message>
        <message>
            <source>{url} is of no stated type, not a page Emberly reads.</source>
            <translation>{url} には種類の指定がなく、Emberly が読み込むページではありません。</translation>
        </message>
        <message>
            <source>{host} sent nothing for {seconds} s: {url} was given up.</source>
            <translation>{host} から {seconds} 秒間何も届かなかったため、{url} をあきらめました。</translation>
        </message>
        <message>
            <source>{url} could not be read ({error}).</source>
            <translation>{url} を読み込めませんでした ({error})。</translation>
        </message>
        <message>
            <source>{url} redirected more than {count} times.</source>
            <translation>{url} が {count} 回を超えてリダイレクトしました。</translation>
        </message>
        <message>
            <source>{url} is not a web address.</source>
            <translation>{url} は Web アドレスではありません。</translation>
        </message>
        <message>
            <source>{url} is not an http:// or https:// address.</source>
            <translation>{url} は http:// または https:// のアドレスではありません。</translation>
        </message>
        <message>
            <source>{url} carries a name or password: Emberly does not send those.</source>
            <translation>{url} にはユーザー名かパスワードが含まれています: Emberly はそれらを送信しません。</translation>
        </message>
        <message>
            <source>{url} redirected to {target}, which is not a web address.</source>
            <translation>{url} が {target} にリダイレクトしましたが、これは Web アドレスではありません。</translation>
        </message>
        <message>
            <source>{url} is larger than {size} MB: Emberly stops reading there.</source>
            <translation>{url} は {size} MB より大きいため、Emberly はそこで読み込みをやめます。</translation>
        </message>
        <message>
            <source>{url} came encoded as {coding}, which Emberly did not ask for.</source>
            <translation>{url} は {coding} でエンコードされて届きましたが、Emberly はそれを要求していません。</translation>
        </message>
        <message>
            <source>{url} took more than {seconds} s to arrive: it was given up.</source>
            <translation>{url} の受信に {seconds} 秒以上かかったため、あきらめました。</translation>
        </message>
        <message>
            <source>{url} came as broken gzip ({error}).</source>
            <translation>{url} は壊れた gzip で届きました ({error})。</translation>
        </message>
        <message>
            <source>{url} is a PDF Emberly cannot read: {error}</source>
            <translation>{url} は Emberly が読み込めない PDF です: {error}</translation>
        </message>
        <message>
            <source>{url} has no text to read (a page built by JavaScript, or an empty one).</source>
            <translation>{url} には読み込めるテキストがありません (JavaScript で作られたページか、空のページです)。</translation>
        </message>
        <message>
            <source>Brave Search (api.search.brave.com), with your API key</source>
            <translation>Brave Search (api.search.brave.com)、API キーを使用</translation>
        </message>
        <message>
            <source>Tavily (api.tavily.com), with your API key</source>
            <translation>Tavily (api.tavily.com)、API キーを使用</translation>
        </message>
        <message>
            <source>{provider} answered with JSON nested too deeply.</source>
            <translation>{provider} が入れ子の深すぎる JSON を返しました。</translation>
        </message>
        <message>
            <source>{provider} answered with something that is not JSON ({error}).</source>
            <translation>{provider} が JSON ではないものを返しました ({error})。</translation>
        </message>
        <message>
            <source>the release feed</source>
            <translation>リリースフィード</translation>
        </message>
        <message>
            <source>The release feed is not JSON: {error}</source>
            <translation>リリースフィードが JSON ではありません: {error}</translation>
        </message>
        <message>
            <source>The release feed's answer is not a release.</source>
            <translation>リリースフィードの応答がリリースではありません。</translation>
        </message>
        <message>
            <source>The release feed names no version.</source>
            <translation>リリースフィードにバージョンが記されていません。</translation>
        </message>
        <message>
            <source>The release feed's link is not an https address.</source>
            <translation>リリースフィードのリンクが https のアドレスではありません。</translation>
        </message>
    </context>
    <context>
        <name>WebSearch</name>
        <message>
            <source>Pages from the web are left out: {error}</source>
            <translation>Web のページは除外しました: {error}</translation>
        </message>
        <message>
            <source>The web was not searched: {error}</source>
            <translation>Web を検索しませんでした: {error}</translation>
        </message>
        <message>
            <source>A page was left out: {error}</source>
            <translation>ページを 1 つ除外しました: {error}</translation>
        </message>
    </context>
    <context>
        <name>Welcome</name>
        <message>
            <source>Explain how a KV cache speeds up a chat, simply.</source>
            <translation>KV キャッシュがチャットを速くする仕組みを、わかりやすく説明してください。</translation>
        </message>
        <message>
            <source>Write a Python function that checks for a palindrome.</source>
            <translation>回文かどうかを判定する Python の関数を書いてください。</translation>
        </message>
        <message>
            <source>Give me three ideas for a quick vegetarian dinner.</source>
            <translation>手早く作れるベジタリアン向けの夕食のアイデアを 3 つください。</translation>
        </message>
        <message>
            <source>Summarise the plot of Hamlet in five sentences.</source>
            <translation>『ハムレット』のあらすじを 5 文で要約してください。</translation>
        </message>
        <message>
            <source>The demo model is a tiny base model: it continues text, it does not answer.</source>
            <translation>デモモデルは小さなベースモデルです: 文章の続きを書くだけで、質問には答えません。</translation>
        </message>
        <message>
            <source>fits this computer</source>
            <translation>このコンピューターに収まります</translation>
        </message>
        <message>
            <source>tight on this computer's memory</source>
            <translation>このコンピューターのメモリではぎりぎりです</translation>
        </message>
        <message>
            <source>too big for this computer</source>
            <translation>このコンピューターには大きすぎます</translation>
        </message>
        <message>
            <source>{name}, {size}: {verdict}</source>
            <translation>{name}、{size}: {verdict}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>ようこそ</translation>
        </message>
        <message>
            <source>Welcome to Emberly</source>
            <translation>Emberly へようこそ</translation>
        </message>
        <message>
            <source>Chat with a language model that runs on this computer. Every chat is saved with its memory, so it reopens in an instant, even after a restart.</source>
            <translation>このコンピューターで動く言語モデルとチャットできます。すべてのチャットはメモリと一緒に保存されるので、再起動後でもすぐに再開できます。</translation>
        </message>
        <message>
            <source>Choose a GGUF model file to begin, or get one.</source>
            <translation>GGUF モデルファイルを選んで始めるか、モデルを入手してください。</translation>
        </message>
        <message>
            <source>Choose a model…</source>
            <translation>モデルを選択…</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>モデルを選択</translation>
        </message>
        <message>
            <source>Choose a model (Ctrl+O)</source>
            <translation>モデルを選択 (Ctrl+O)</translation>
        </message>
        <message>
            <source>Get a model…</source>
            <translation>モデルを入手…</translation>
        </message>
        <message>
            <source>Get a model</source>
            <translation>モデルを入手</translation>
        </message>
        <message>
            <source>Download a model from the curated list or Hugging Face</source>
            <translation>厳選リストまたは Hugging Face からモデルをダウンロード</translation>
        </message>
        <message>
            <source>Suggested prompts</source>
            <translation>おすすめのプロンプト</translation>
        </message>
        <message>
            <source>What shall we talk about?</source>
            <translation>何について話しましょうか？</translation>
        </message>
        <message>
            <source>Type below, or start from one of these.</source>
            <translation>下に入力するか、これらのいずれかから始めてください。</translation>
        </message>
        <message>
            <source>Get a chat model</source>
            <translation>チャットモデルを入手</translation>
        </message>
        <message>
            <source>Suggested prompt: {text}</source>
            <translation>おすすめのプロンプト: {text}</translation>
        </message>
        <message>
            <source>Open Get models on {name} ({size})</source>
            <translation>「モデルを入手」で {name} ({size}) を開く</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>Notice</source>
            <translation>お知らせ</translation>
        </message>
        <message>
            <source>The notice's action</source>
            <translation>お知らせの操作</translation>
        </message>
        <message>
            <source>Close the notice</source>
            <translation>お知らせを閉じる</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>閉じる</translation>
        </message>
        <message>
            <source>Code copied</source>
            <translation>コードをコピーしました</translation>
        </message>
        <message>
            <source>The local API server is off: {error}</source>
            <translation>ローカル API サーバーはオフです: {error}</translation>
        </message>
        <message>
            <source>Loading {name}…</source>
            <translation>{name} を読み込み中…</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>{url} に接続中…</translation>
        </message>
        <message>
            <source>Your message goes as soon as the model is ready…</source>
            <translation>モデルの準備ができしだい、メッセージを送信します…</translation>
        </message>
        <message>
            <source>Choose a model first (Ctrl+O)</source>
            <translation>先にモデルを選んでください (Ctrl+O)</translation>
        </message>
        <message>
            <source>A document or image is still being read: send once its chip shows it is in</source>
            <translation>ドキュメントまたは画像をまだ読み込み中です: チップに読み込み完了と表示されてから送信してください</translation>
        </message>
        <message>
            <source>Reply copied</source>
            <translation>返答をコピーしました</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>コピーしました</translation>
        </message>
        <message>
            <source>Regenerate ×{n}</source>
            <translation>再生成 ×{n}</translation>
        </message>
        <message>
            <source>Settings could not be saved: {error}</source>
            <translation>設定を保存できませんでした: {error}</translation>
        </message>
        <message>
            <source>Saving chat…</source>
            <translation>チャットを保存中…</translation>
        </message>
        <message>
            <source>Downloaded {name}: choose it in the model picker (Ctrl+O) to chat with it.</source>
            <translation>{name} をダウンロードしました: モデル選択 (Ctrl+O) で選ぶとチャットできます。</translation>
        </message>
        <message>
            <source>on at {address}</source>
            <translation>オン ({address})</translation>
        </message>
        <message>
            <source>off</source>
            <comment>the local API server</comment>
            <translation>オフ</translation>
        </message>
        <message>
            <source>Local API server at {address}: {status}
Click for its address, key and log</source>
            <translation>{address} のローカル API サーバー: {status}
クリックするとアドレス、キー、ログを表示します</translation>
        </message>
        <message>
            <source>Documents and libraries are now searched by meaning with {name}, as well as by keywords (Settings ▸ Embedding model).</source>
            <translation>ドキュメントとライブラリは、キーワードに加えて {name} による意味でも検索されるようになりました (設定 ▸ 埋め込みモデル)。</translation>
        </message>
        <message>
            <source>Attach a web page</source>
            <translation>Web ページを添付</translation>
        </message>
        <message>
            <source>The page's address (it is read from its site):</source>
            <translation>ページのアドレス (そのサイトから読み込みます):</translation>
        </message>
        <message>
            <source>Open a chat on a model first</source>
            <translation>先にモデルでチャットを開いてください</translation>
        </message>
        <message>
            <source>yes</source>
            <comment>GPU offload</comment>
            <translation>はい</translation>
        </message>
        <message>
            <source>no (CPU build)</source>
            <translation>いいえ (CPU ビルド)</translation>
        </message>
        <message>
            <source>About Emberly</source>
            <translation>Emberly について</translation>
        </message>
        <message>
            <source>&lt;b&gt;Emberly {version}&lt;/b&gt;&lt;br&gt;Local chats that reopen instantly.&lt;br&gt;&lt;br&gt;llama-cpp-python {llama} · PySide6 {pyside}&lt;br&gt;GPU offload: {gpu}&lt;br&gt;&lt;br&gt;Help ▸ Copy diagnostics puts a full report on the clipboard for a bug report.</source>
            <translation>&lt;b&gt;Emberly {version}&lt;/b&gt;&lt;br&gt;すぐに再開できるローカルチャット。&lt;br&gt;&lt;br&gt;llama-cpp-python {llama} · PySide6 {pyside}&lt;br&gt;GPU オフロード: {gpu}&lt;br&gt;&lt;br&gt;ヘルプ ▸ 診断情報をコピー で、バグ報告用の完全なレポートをクリップボードにコピーできます。</translation>
        </message>
        <message>
            <source>Diagnostics copied to the clipboard</source>
            <translation>診断情報をクリップボードにコピーしました</translation>
        </message>
    </context>
    <context>
        <name>Work</name>
        <message>
            <source>The model ended its turn without writing anything: Regenerate asks it again.</source>
            <translation>モデルは何も書かずにターンを終えました: 「再生成」でもう一度尋ねられます。</translation>
        </message>
        <message>
            <source>Preparing the demo model (first start)…</source>
            <translation>デモモデルを準備しています (初回起動)…</translation>
        </message>
        <message>
            <source>The demo model could not be prepared in {folder}: {error}</source>
            <translation>{folder} にデモモデルを準備できませんでした: {error}</translation>
        </message>
        <message>
            <source>Connecting to {server}…</source>
            <translation>{server} に接続しています…</translation>
        </message>
        <message>
            <source>{error} The chat is open on the current model instead.</source>
            <translation>{error} 代わりに現在のモデルでチャットを開きました。</translation>
        </message>
        <message>
            <source>Export failed: {error}</source>
            <translation>エクスポートに失敗しました: {error}</translation>
        </message>
        <message>
            <source>Exported to {dest}, with the chat's cache in {name}.cache</source>
            <translation>{dest} にエクスポートしました。チャットのキャッシュは {name}.cache にあります</translation>
        </message>
    </context>
</TS>
