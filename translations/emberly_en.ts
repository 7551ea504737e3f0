<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>App</name>
        <message>
            <source>Emberly is already running on {folder}; its window was brought to the front.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Attachments</name>
        <message>
            <source>Documents and images (*.txt *.md *.markdown *.rst *.py *.js *.ts *.c *.h *.cpp *.rs *.go *.java *.csv *.json *.html *.htm *.pdf *.docx *.png *.jpg *.jpeg *.webp *.gif);;All files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the text the model reads</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading {name}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop reading {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading {name}… {done}/{total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{document} — the text the model reads</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Text of {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} cannot be read: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} could not be read: {reason}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Chat</name>
        <message>
            <source>Thinking…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Thoughts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Thought for {n} s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Thought for {n} min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Arguments</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(empty)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tool call: {summary}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>… {n} more characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit and resend</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Regenerate (Ctrl+R)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fork into a new chat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ran</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>declined</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>waiting</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n messages · exported from Emberly on {date}</source>
            <translation>
                <numerusform>%n message · exported from Emberly on {date}</numerusform>
                <numerusform>%n messages · exported from Emberly on {date}</numerusform>
            </translation>
        </message>
        <message>
            <source>System prompt: {prompt}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Another version of this message ({k} of {n})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} · {when} · stopped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} · {when}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>[image: {name}]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attached: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tool call: {name} · {status}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the PDF could not be written to {folder}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Assistant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seconds} s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>failed · {seconds} s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>waiting…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{percent} %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{done} of {total} ({share})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{done} so far</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{progress} — {message}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tokens} tokens · {rate} tok/s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>drafted {drafted} · accepted {accepted} ({percent}%)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>read {read} · reused {reused}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n old messages left out (context full)</source>
            <translation>
                <numerusform>%n old message left out (context full)</numerusform>
                <numerusform>%n old messages left out (context full)</numerusform>
            </translation>
        </message>
        <message>
            <source>document</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>[{n}] page {page}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n page</source>
            <translation>
                <numerusform>%n page</numerusform>
                <numerusform>%n page</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pages</source>
            <translation>
                <numerusform>%n pages</numerusform>
                <numerusform>%n pages</numerusform>
            </translation>
        </message>
        <message>
            <source>≈{tokens} tokens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>documents read once, restored in {ms} ms ({tokens} tokens)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>documents read: {tokens} tokens in {seconds} s, kept for new chats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stopped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>interrupted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cut off at the length limit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stopped: too many tool calls in one reply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>code</source>
            <comment>a code block of no named language</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sources (found by keywords)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sources (found by meaning and keywords)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show more · {shown} of {total} characters shown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sources (found by {how})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who}: {text}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Conversation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scroll to the newest message</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scroll to the newest message (Ctrl+End)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New</source>
            <comment>more of the reply came below</comment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ChatMenus</name>
        <message>
            <source>Markdown (*.md)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Web page (*.html)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PDF (*.pdf)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Emberly chat (*.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Web pages in a zip (*.zip)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Markdown files in a zip (*.zip)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Emberly chats in a zip (*.zip)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit and resend…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read the web again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Regenerate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Regenerate ×{n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Continue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Previous version ({k}/{n})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Previous version</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next version ({k}/{n})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next version</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fork into a new chat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Source {mark}: {where}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hide the call to {tool}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the call to {tool}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hide the thinking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the thinking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit message</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit and resend:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unpin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pin (keep its cache)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Duplicate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export as Markdown…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export as HTML…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export as PDF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export as JSON…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename chat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete chat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete “{title}” and its saved cache? This cannot be undone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export chat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exporting…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exported to {file}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Export the %n chats found</source>
            <translation>
                <numerusform>Export the %n chat found</numerusform>
                <numerusform>Export the %n chats found</numerusform>
            </translation>
        </message>
        <message>
            <source>Export all chats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exporting every chat…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import chat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Importing…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln chats exported to {file}</source>
            <translation>
                <numerusform>%Ln chat exported to {file}</numerusform>
                <numerusform>%Ln chats exported to {file}</numerusform>
            </translation>
        </message>
        <message>
            <source>Export failed: {error}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ChatSettings</name>
        <message>
            <source>The model decides when to call a tool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every reply begins with a tool call</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tools</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tools of {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No MCP servers yet: add them in File ▸ Tools.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every reply begins with a call of {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reply as JSON, with this schema:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The schema must be a JSON object.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Precise</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Balanced</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Creative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Custom</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chat settings — {title}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A system prompt for this chat (optional)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Preset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>System prompt</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sampling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Temperature</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Top-p</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Top-k</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Repeat penalty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Temperature 0 is greedy: the same reply every time.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“{name}” has changed since this chat took it: choose it again to take the new version.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Compare</name>
        <message>
            <source>Another model file…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loaded beside the chat's model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On a server</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One at a time with the chat's model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Second model's answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop this answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End the comparison (its answers stay as versions)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use this answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make it the chat's reply; the other stays as a version of it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use the second model's answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiting for the chat's model to finish…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{mode}: {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Writing…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No answer to the last message yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the chat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the chat…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A model on {server}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Compare with another model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A second model answers each message beside the chat's:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A model to compare with</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GGUF models (*.gguf)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Compare with a server's model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The model on {url}:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tokens} tokens · {rate} tok/s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stopped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the chat's reply</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Composer</name>
        <message>
            <source>Attach documents (text, Markdown, code, PDF, DOCX, HTML, CSV, JSON) or images (PNG, JPEG, WebP, GIF: for a vision model)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attach documents or images</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Libraries</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search the web for this message</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Web: search the web for the message first and give the model the passages that answer it, with their sources</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Message — Enter to send, Shift+Enter for a new line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Message</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Send</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop the reply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Send the message</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop the reply (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Send (Enter)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Crash</name>
        <message>
            <source>Emberly hit a bug</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Something went wrong inside Emberly. Your chats are saved and the app keeps running.&lt;br&gt;Please copy the report below into a bug report.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It was also written to {file}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Details of the bug</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copied</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EngineEvents</name>
        <message>
            <source>Loaded {name} · faster replies: {speculation}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loaded {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The model's chat template is broken; using the {format} format instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{error} The model reads text only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{error} Guesses come from the chat instead (prompt lookup).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The model could not be loaded. Choose another one to begin.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loading cancelled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loading was cancelled.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Restoring %Ln tokens from disk…</source>
            <translation>
                <numerusform>Restoring %Ln token from disk…</numerusform>
                <numerusform>Restoring %Ln tokens from disk…</numerusform>
            </translation>
        </message>
        <message>
            <source>Re-reading the chat…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Restored %Ln tokens from disk in {ms} ms</source>
            <translation>
                <numerusform>Restored %Ln token from disk in {ms} ms</numerusform>
                <numerusform>Restored %Ln tokens from disk in {ms} ms</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Reopened warm: %Ln tokens of this chat's memory restored in {ms} ms.</source>
            <translation>
                <numerusform>Reopened warm: %Ln token of this chat's memory restored in {ms} ms.</numerusform>
                <numerusform>Reopened warm: %Ln tokens of this chat's memory restored in {ms} ms.</numerusform>
            </translation>
        </message>
        <message>
            <source>Stopped re-reading; the chat will be read when you send</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s ({reason})</source>
            <translation>
                <numerusform>Re-read %Ln token in {seconds} s ({reason})</numerusform>
                <numerusform>Re-read %Ln tokens in {seconds} s ({reason})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s</source>
            <translation>
                <numerusform>Re-read %Ln token in {seconds} s</numerusform>
                <numerusform>Re-read %Ln tokens in {seconds} s</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s because {reason}.</source>
            <translation>
                <numerusform>Re-read %Ln token in {seconds} s because {reason}.</numerusform>
                <numerusform>Re-read %Ln tokens in {seconds} s because {reason}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s.</source>
            <translation>
                <numerusform>Re-read %Ln token in {seconds} s.</numerusform>
                <numerusform>Re-read %Ln tokens in {seconds} s.</numerusform>
            </translation>
        </message>
        <message>
            <source>{title} — Emberly</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reply streaming</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Writing…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Writing %n versions…</source>
            <translation>
                <numerusform>Writing %n version…</numerusform>
                <numerusform>Writing %n versions…</numerusform>
            </translation>
        </message>
        <message>
            <source>Characters written so far: {counts}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reply stopped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reply finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loading stopped because of an error in Emberly (see the report).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GetModels</name>
        <message>
            <source>Download</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Progress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Downloads</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pause</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove from list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{n} s left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{n} min left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{n} h left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{size}/s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>checking what is on disk…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>waiting · {share}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>paused at {share} ({done} of {total})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stopped at {share}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>done · {size}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n models</source>
            <translation>
                <numerusform>%n model</numerusform>
                <numerusform>%n models</numerusform>
            </translation>
        </message>
        <message>
            <source>Downloading {what}: {progress}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n download stopped: see Get models</source>
            <translation>
                <numerusform>%n download stopped: see Get models</numerusform>
                <numerusform>%n download stopped: see Get models</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n downloads stopped: see Get models</source>
            <translation>
                <numerusform>%n downloads stopped: see Get models</numerusform>
                <numerusform>%n downloads stopped: see Get models</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n download paused</source>
            <translation>
                <numerusform>%n download paused</numerusform>
                <numerusform>%n download paused</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n downloads paused</source>
            <translation>
                <numerusform>%n downloads paused</numerusform>
                <numerusform>%n downloads paused</numerusform>
            </translation>
        </message>
        <message>
            <source>fits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>too big</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fits in the memory free now, with a 4,096-token context.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only fits if other programs give memory back; a smaller context helps.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Needs more memory than this computer has.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search Hugging Face for GGUF models, or paste a link or owner/repo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search models</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear the search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Memory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Models to download</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a model to see what it is and whether it fits.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub could not be asked ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Searching…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Looking in {repo}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recommended: instruct models that run well on a desktop, smallest first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} · for documents</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>On Hugging Face: %n repository with GGUF files, most downloaded first; open one to see its files</source>
            <translation>
                <numerusform>On Hugging Face: %n repository with GGUF files, most downloaded first; open one to see its files</numerusform>
                <numerusform>On Hugging Face: %n repository with GGUF files, most downloaded first; open one to see its files</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>On Hugging Face: %n repositories with GGUF files, most downloaded first; open one to see its files</source>
            <translation>
                <numerusform>On Hugging Face: %n repositories with GGUF files, most downloaded first; open one to see its files</numerusform>
                <numerusform>On Hugging Face: %n repositories with GGUF files, most downloaded first; open one to see its files</numerusform>
            </translation>
        </message>
        <message>
            <source>No GGUF models matched; try fewer words, or paste owner/repo.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{downloads} downloads · {likes} likes · updated {updated}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Listing files…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No GGUF files in this repository</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>vision projector: loads beside a model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On Hugging Face: {repo}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n GGUF files</source>
            <translation>
                <numerusform>%n GGUF file</numerusform>
                <numerusform>%n GGUF files</numerusform>
            </translation>
        </message>
        <message>
            <source>{repo} holds no GGUF files.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open it to see its files.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An embedding model: once downloaded, Use makes it the one documents and libraries are searched with by meaning (Settings ▸ Embedding model).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>context {context} tokens · licence {licence}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Memory with a 4,096-token context: about {size} — {verdict}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>quantisation not named</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{quant} · {size} in %n parts</source>
            <translation>
                <numerusform>{quant} · {size} in %n part</numerusform>
                <numerusform>{quant} · {size} in %n parts</numerusform>
            </translation>
        </message>
        <message>
            <source>a vision projector: it loads beside its model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>about {size} of memory — {verdict}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>Choose a model…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a model (Ctrl+O)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chat settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chat settings: system prompt and sampling (Ctrl+;)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Downloads</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model downloads: open Get models</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Speed of the last reply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Progress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Libraries</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pause indexing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Local API server</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>API</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} · vision</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path}
chat format: {format}
GPU layers: {layers}
Click to choose another model (Ctrl+O)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re-reading {done} / {total} tokens…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading {done} / {total} tokens…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>API · busy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rate} tok/s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>demo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bundled demo model: a tiny base model that writes fluent nonsense.
Choose a real model with Ctrl+O.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%v / %m tokens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Context used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Context used by this chat: the messages shown, not their other versions</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Import</name>
        <message>
            <source>no date</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n message</source>
            <translation>
                <numerusform>%n message</numerusform>
                <numerusform>%n message</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n messages</source>
            <translation>
                <numerusform>%n messages</numerusform>
                <numerusform>%n messages</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n more in other versions</source>
            <translation>
                <numerusform>%n more in other versions</numerusform>
                <numerusform>%n more in other versions</numerusform>
            </translation>
        </message>
        <message>
            <source>imported before</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>skipped: {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import chats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose an export of ChatGPT, Claude or Open WebUI (its zip or JSON), or a folder of LM Studio or Jan chats.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a file…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a folder…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{app}'s chats on this computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chats to import</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose an export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exports (*.zip *.json *.jsonl);;All files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a folder of chats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n chat in {file}</source>
            <translation>
                <numerusform>%n chat in {file}</numerusform>
                <numerusform>%n chat in {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats in {file}</source>
            <translation>
                <numerusform>%n chats in {file}</numerusform>
                <numerusform>%n chats in {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%n imported before: unchecked)</source>
            <translation>
                <numerusform> (%n imported before: unchecked)</numerusform>
                <numerusform> (%n imported before: unchecked)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %n skipped, with nothing to import</source>
            <translation>
                <numerusform>; %n skipped, with nothing to import</numerusform>
                <numerusform>; %n skipped, with nothing to import</numerusform>
            </translation>
        </message>
        <message>
            <source>{found}. Versions (edits, regenerations) come as each chat's versions.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Importing: {done} of {total}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n chat imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>%n chat imported (stopped: the rest were not imported).</numerusform>
                <numerusform>%n chat imported (stopped: the rest were not imported).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>%n chats imported (stopped: the rest were not imported).</numerusform>
                <numerusform>%n chats imported (stopped: the rest were not imported).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chat imported.</source>
            <translation>
                <numerusform>%n chat imported.</numerusform>
                <numerusform>%n chat imported.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats imported.</source>
            <translation>
                <numerusform>%n chats imported.</numerusform>
                <numerusform>%n chats imported.</numerusform>
            </translation>
        </message>
        <message>
            <source>The import stopped: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stopping after the chat being imported…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Libraries</name>
        <message>
            <source>by meaning ({model}) and by keywords</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>by keywords (BM25; choose an embedding model in Settings to search by meaning too)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{folder} files</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>paused: {done} of %n new or changed files</source>
            <translation>
                <numerusform>paused: {done} of %n new or changed file</numerusform>
                <numerusform>paused: {done} of %n new or changed files</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>indexing: {done} of %n new or changed files</source>
            <translation>
                <numerusform>indexing: {done} of %n new or changed file</numerusform>
                <numerusform>indexing: {done} of %n new or changed files</numerusform>
            </translation>
        </message>
        <message>
            <source>waiting to be indexed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no documents found</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln document</source>
            <translation>
                <numerusform>%Ln document</numerusform>
                <numerusform>%Ln document</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln documents</source>
            <translation>
                <numerusform>%Ln documents</numerusform>
                <numerusform>%Ln documents</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln passages</source>
            <translation>
                <numerusform>%Ln passage</numerusform>
                <numerusform>%Ln passages</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unreadable</source>
            <translation>
                <numerusform>%n unreadable</numerusform>
                <numerusform>%n unreadable</numerusform>
            </translation>
        </message>
        <message>
            <source>Resume indexing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pause indexing (resumes where it stopped)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paused the library {name}: {file}
Click to see your libraries</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Indexing the library {name}: {file}
Click to see your libraries</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No libraries yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Manage libraries…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This chat searches {libraries} for every message</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Libraries: folders this chat searches for every message</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Libraries</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add folder…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add files…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the library and its index (your files stay where they are)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Folders and files Emberly indexes on this computer, kept in sync while it runs. Attach a library to a chat (the books button beside the message box) and every message is answered with the passages found in it, cited. Search is {search}; nothing leaves this computer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pause indexing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add a folder as a library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add files as a library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paused {name} {done}/{total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Indexing {name} {done}/{total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paused {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Indexing {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{library} › {name} — the passage the model read, highlighted in the file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{library} › {name} — the passage the model read (the file has changed or left its library since)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Chat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;New chat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose &amp;model…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Export chat as Markdown…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export chat as Markdown with all &amp;versions…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export chat as &amp;HTML…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export chat as &amp;PDF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export chat as &amp;JSON…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export chat as JSON with its &amp;cache…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export &amp;all chats (or those the search finds)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Import chat…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import chats from &amp;other apps…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Libraries…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Local &amp;API server…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Tools (MCP servers)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Regenerate reply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Regenerate ×&amp;N</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Continue reply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C&amp;opy last reply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re&amp;name chat…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search chats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to the message &amp;box</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scroll to the &amp;first message</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scroll to the &amp;newest message</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chat settings…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Co&amp;mpare with another model…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attach a &amp;web page…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy &amp;diagnostics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;About Emberly</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Picker</name>
        <message>
            <source>no preset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The preset (Chat settings ▸ Preset) every new chat with this model starts with</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{size} tokens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This build of llama.cpp runs on the CPU only. For GPU offload, reinstall llama-cpp-python with CMAKE_ARGS="-DGGML_CUDA=on" (NVIDIA), "-DGGML_METAL=on" (Apple) or "-DGGML_VULKAN=on".</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Browse…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add folder…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select a model to see its details.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU layers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A vision projector (mmproj) lets the model read images in messages. Get models downloads a vision model's projector beside it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>automatic</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Try the fast path again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forget the safer setting chosen after a crash; the next model load checks again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Context size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>KV cache type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Threads</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Images</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Speculation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New chats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Memory needed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Engine path</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On this computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Get models</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Servers</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{name}  (%n parts)</source>
            <translation>
                <numerusform>{name}  (%n part)</numerusform>
                <numerusform>{name}  (%n parts)</numerusform>
            </translation>
        </message>
        <message>
            <source>Added</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{source} · recent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a GGUF model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GGUF models (*.gguf);;All files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add a folder of models</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none: text only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none in the model's folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CPU only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>all</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, recurrent state {size}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, image projector {size}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>about {total} (weights {weights}{vision}, KV cache {kv_cache}{state}, work buffers {compute})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>checked when the next model loads (once per llama.cpp build and CPU)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path}: it works on this computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The fast path will be tried again when the next model loads.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>yes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no (a format is chosen by architecture)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, sliding window {size}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>native context {context} tokens · %n layers{window}</source>
            <translation>
                <numerusform>native context {context} tokens · %n layer{window}</numerusform>
                <numerusform>native context {context} tokens · %n layers{window}</numerusform>
            </translation>
        </message>
        <message>
            <source>chat template: {template}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>Apply a preset…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A preset's system prompt, sampling and tools, copied into this chat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save as preset…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A preset file: Emberly's, or LM Studio's (0.2 or 0.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (built in)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save as preset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name of the preset:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import a preset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Presets (*.json);;All files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} ({source}) is imported; Emberly has no place for its {skipped}, which were left out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Presets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The preset could not be saved: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export a preset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Presets (*.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} could not be written: {error}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Server</name>
        <message>
            <source>Off</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln request served</source>
            <translation>
                <numerusform>%Ln request served</numerusform>
                <numerusform>%Ln request served</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln requests served</source>
            <translation>
                <numerusform>%Ln requests served</numerusform>
                <numerusform>%Ln requests served</numerusform>
            </translation>
        </message>
        <message>
            <source>running: {request}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n waiting</source>
            <translation>
                <numerusform>%n waiting</numerusform>
                <numerusform>%n waiting</numerusform>
            </translation>
        </message>
        <message>
            <source>no model loaded: requests are refused</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Local API server</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other apps on this computer (editors, notes, scripts) can use the model loaded here through an OpenAI-compatible API: point them at the address below with the key. Your chats in this window are never touched, and conversations a client sends again continue warm.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Serve the loaded model to other apps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allow other computers on my network</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>⚠ Anyone on your network who has the key can use the model.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none (browser pages may not call it); e.g. http://localhost:3000</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>API key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make a new key: apps using the old one must be given the new one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop the request</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Requests served</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each request served appears here, with its tokens and time.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Port</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Browser origins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Address</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The key is kept {place}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Let apps have the web searched first (web_search_options)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With the search service of Settings ▸ Web: the pages read go into the request's prompt, and the reply cites them. Off: such requests are refused.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Servers</name>
        <message>
            <source>Server address</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>optional</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>API key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add server</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Servers and their models</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Server and its models</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Context</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add a server to chat with the models it serves.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Test again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chat with this model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Address</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{url} could not be asked ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Asking {url}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Added {url}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot be reached</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>asking…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{size} tokens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{server} at {url}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n slot of {size} tokens · build {build}</source>
            <translation>
                <numerusform>%n slot of {size} tokens · build {build}</numerusform>
                <numerusform>%n slot of {size} tokens · build {build}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n slots of {size} tokens · build {build}</source>
            <translation>
                <numerusform>%n slots of {size} tokens · build {build}</numerusform>
                <numerusform>%n slots of {size} tokens · build {build}</numerusform>
            </translation>
        </message>
        <message>
            <source>Chats resume from the server's slot files when it runs with --slot-save-path (and with -np set, so that chats keep their own slot).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cache on server: prefix only. A reopened chat is read again by the server, unless it still holds the start of it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Removed {url}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>Follow the system</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Light</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dark</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Browse…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GGUF models (*.gguf)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>System size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> pt</source>
            <comment>a font size's unit, after the number</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source> GiB</source>
            <comment>a size's unit, after the number</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unlimited</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none: documents and libraries are searched by keywords</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A GGUF embedding model (all-MiniLM-L6-v2, nomic-embed-text, EmbeddingGemma…; Get models lists some): passages are then found by meaning as well as by words</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the standard folder for your system</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Default model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Embedding model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Data folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Theme</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Font size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose an embedding model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A new data folder is used from the next start.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The system's ({language})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Versions of a reply written at once by Regenerate ×N (Ctrl+Shift+G). Used from the next model load.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chat caches on disk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Regenerate ×N: versions at once</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{speculation} (the model picker's Speculation setting)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Speculation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reopen the last chat and model on start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Off: Emberly starts with a new chat (the default model still loads).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tell me when a new version of Emberly exists (asks GitHub once a day)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Local API server ({state})…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other apps on this computer (editors, scripts, aider, Continue) can use the loaded model through an OpenAI-compatible API: its address, key, port and browser origins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Local server</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tools (MCP servers: {n})…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Programs and addresses whose tools the model may call in the chats where you turn them on: add them, import an mcp.json, read their logs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tools</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>off</source>
            <comment>the web search</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Web ({provider})…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search the web for a message (the composer's Web button): where searches go, and what leaves your computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Web</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Warm: reopens from its saved cache</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cold: will be re-read when opened</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stale: its cache is for other model settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search chats (Ctrl+K)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search chats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear the search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New chat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New chat (Ctrl+N)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading your chats…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pinned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title}, {when}, cache {state}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title}, {when}, empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, forked from {title}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n message(s) · {when}</source>
            <translation>
                <numerusform>%n message · {when}</numerusform>
                <numerusform>%n messages · {when}</numerusform>
            </translation>
        </message>
        <message>
            <source>Forked from “{title}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Today</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Yesterday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Previous 7 days</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Older</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> ({tokens} tokens, {size})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last opened: restored in {ms} ms</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last opened: re-read in {s} s</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Speculation</name>
        <message>
            <source>Runs with a q8_0 or q4_0 KV cache only: with f16 a batch of tokens and a single one round differently here, and a reply must not change.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replies stay exactly what they would be without it, only faster where guesses are right.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Speculative decoding: guesses of the next tokens, checked by the model in one step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A draft model for it: {name} ({size}), in Get models; once beside this model it is offered here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its own MTP head (multi-token prediction)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>guesses from the chat (prompt lookup)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>draft model: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>off</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Tools</name>
        <message>
            <source>Allow a tool call?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The model wants to call &lt;b&gt;{tool}&lt;/b&gt; from {server} with:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The model wants to call &lt;b&gt;{tool}&lt;/b&gt; with:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Arguments</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allow once</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Always allow {tool}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Never allow {tool}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An MCP server in the settings is left out: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Running a tool…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Writing…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tools (MCP servers)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MCP servers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Servers whose tools the model may call, in the chats where you turn them on (Chat settings). Each call asks you first, unless you always allow that tool.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import mcp.json…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tools…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show log</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Ask again for every tool (%n remembered)</source>
            <translation>
                <numerusform>Ask again for every tool (%n remembered)</numerusform>
                <numerusform>Ask again for every tool (%n remembered)</numerusform>
            </translation>
        </message>
        <message>
            <source>Left out: {problems}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import an mcp.json</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MCP settings (*.json)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n server imported from {file}.</source>
            <translation>
                <numerusform>%n server imported from {file}.</numerusform>
                <numerusform>%n server imported from {file}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n servers imported from {file}.</source>
            <translation>
                <numerusform>%n servers imported from {file}.</numerusform>
                <numerusform>%n servers imported from {file}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{imported}

Left out:
{problems}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: its tools</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: its log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A server at an address keeps its own log, where it runs; Emberly has none for it. A failed call says what went wrong.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(empty)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing logged yet: the server has not been started.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: its log ({path})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every tool asks again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MCP server</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A program on this computer (stdio)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An address (streamable HTTP)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>npx, uvx, python, /path/to/server</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>NAME=value, one a line (kept in the system keyring)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Authorization: Bearer …, one a line (kept in the system keyring)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> s</source>
            <comment>seconds</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Let this server see the chat's library folders</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sent as the server's MCP roots: the folders of the libraries the open chat searches (none when it searches none). A file server then works in those folders instead of the ones in its arguments.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Command</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Environment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>URL</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Headers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time limit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Folders</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{line} has no {separator}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Updates</name>
        <message>
            <source>Emberly can tell you when a new version exists: once a day it asks GitHub for the number and notes of its latest release. Nothing is downloaded or installed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tell me</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Emberly {version} is out: {headline}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Emberly {version} is out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>See what is new</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Web</name>
        <message>
            <source>Off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SearXNG: your own instance (private, recommended)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Brave Search API</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>your SearXNG instance at {url}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Brave Search (api.search.brave.com)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tavily (api.tavily.com)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A message sent with Web on goes to {where} as a search. The pages it finds are then read from their own sites (no cookies, no scripts), and the passages that answer the message are saved with it. Nothing else leaves your computer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Web</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>http://searx.lan:8080 (its settings.yml must allow the json format)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>kept in your system's keyring</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none: pages on this computer and its network are never read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hosts on this computer's network that pages may be read from, by name (a wiki on the LAN). Your SearXNG instance's host is allowed by itself.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search with</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SearXNG address</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>API key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allowed local hosts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>kept in your system's keyring (one is kept: leave empty to keep it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Off: nothing is searched, no page is read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The web is off: {provider} needs its API key (Settings ▸ Web).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{notice}

Send it?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search the web</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Welcome</name>
        <message>
            <source>Explain how a KV cache speeds up a chat, simply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write a Python function that checks for a palindrome.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give me three ideas for a quick vegetarian dinner.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Summarise the plot of Hamlet in five sentences.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The demo model is a tiny base model: it continues text, it does not answer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fits this computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tight on this computer's memory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>too big for this computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}, {size}: {verdict}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Welcome</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Welcome to Emberly</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chat with a language model that runs on this computer. Every chat is saved with its memory, so it reopens in an instant, even after a restart.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a GGUF model file to begin, or get one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a model…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a model (Ctrl+O)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Get a model…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Get a model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Download a model from the curated list or Hugging Face</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Suggested prompts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What shall we talk about?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type below, or start from one of these.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Get a chat model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Suggested prompt: {text}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open Get models on {name} ({size})</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>Notice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The notice's action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close the notice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Code copied</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The local API server is off: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loading {name}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your message goes as soon as the model is ready…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a model first (Ctrl+O)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A document or image is still being read: send once its chip shows it is in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reply copied</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copied</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Regenerate ×{n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settings could not be saved: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saving chat…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Downloaded {name}: choose it in the model picker (Ctrl+O) to chat with it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>on at {address}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>off</source>
            <comment>the local API server</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Local API server at {address}: {status}
Click for its address, key and log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Documents and libraries are now searched by meaning with {name}, as well as by keywords (Settings ▸ Embedding model).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attach a web page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The page's address (it is read from its site):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a chat on a model first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>yes</source>
            <comment>GPU offload</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no (CPU build)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About Emberly</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Emberly {version}&lt;/b&gt;&lt;br&gt;Local chats that reopen instantly.&lt;br&gt;&lt;br&gt;llama-cpp-python {llama} · PySide6 {pyside}&lt;br&gt;GPU offload: {gpu}&lt;br&gt;&lt;br&gt;Help ▸ Copy diagnostics puts a full report on the clipboard for a bug report.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Diagnostics copied to the clipboard</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
