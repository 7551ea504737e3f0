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
            <source>{name} cannot be read: {reason}.</source>
            <translation>{name} を読み込めません: {reason}。</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}</source>
            <translation>{name} を読み込めませんでした: {reason}</translation>
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
            <source>An embedding model: once downloaded, Use makes it the one documents and libraries are searched with by meaning (Settings ▸ Embedding model).</source>
            <translation>埋め込みモデルです: ダウンロード後に「使用」を押すと、ドキュメントとライブラリの意味検索にこのモデルが使われます (設定 ▸ 埋め込みモデル)。</translation>
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
        <name>Import</name>
        <message>
            <source>no date</source>
            <translation>日付なし</translation>
        </message>
        <message numerus="yes">
            <source>%n message</source>
            <translation>
                <numerusform>%n 件のメッセージ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n messages</source>
            <translation>
                <numerusform>%n 件のメッセージ</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>無題</translation>
        </message>
        <message numerus="yes">
            <source>%n more in other versions</source>
            <translation>
                <numerusform>他のバージョンにさらに %n 件</numerusform>
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
            <source>%n chat in {file}</source>
            <translation>
                <numerusform>{file} に %n 件のチャット</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats in {file}</source>
            <translation>
                <numerusform>{file} に %n 件のチャット</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%n imported before: unchecked)</source>
            <translation>
                <numerusform> (%n 件はインポート済み: チェックなし)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %n skipped, with nothing to import</source>
            <translation>
                <numerusform>、%n 件はインポートする内容がないためスキップ</numerusform>
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
            <source>%n chat imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>%n 件のチャットをインポートしました (停止: 残りはインポートされていません)。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>%n 件のチャットをインポートしました (停止: 残りはインポートされていません)。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chat imported.</source>
            <translation>
                <numerusform>%n 件のチャットをインポートしました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats imported.</source>
            <translation>
                <numerusform>%n 件のチャットをインポートしました。</numerusform>
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
            <source>{title}, {when}, cache {state}</source>
            <translation>{title}、{when}、キャッシュ {state}</translation>
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
</TS>
