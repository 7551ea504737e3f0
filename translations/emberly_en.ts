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
            <source>a picture may have</source>
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
        <message>
            <source>{sha} is not an attachment's sha256</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A document of {chars} characters is more than Emberly keeps ({limit})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The document's text is not valid Unicode</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The attached document could not be saved: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The text of the attached file “{name}” is missing from {folder}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The text of the attached file “{name}” cannot be read: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The text of the attached file “{name}” was altered or damaged ({file} no longer matches its hash)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{sha} is not an image's sha256</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The image could not be saved: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The attached image “{name}” is missing from {folder}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The attached image “{name}” cannot be read: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The attached image “{name}” was altered or replaced (its file no longer matches its hash)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its images are not an object of PNGs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>image {sha}… is not an image: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>image {sha}… is not the image it names</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>image {sha}… is not base64 text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This chat has images, and the model reads no images (no projector, mmproj, loaded with it): it reads the text only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{error}. The model is told the image is no longer available.</source>
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
        <name>ChatExport</name>
        <message>
            <source>{name} is not an Emberly chat export: {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a chat export can</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its attachments are not an object of texts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the text of attachment {sha}… is not the text it names</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ChatImport</name>
        <message>
            <source>it is {what}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is {what}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: its one chat has nothing to import ({why})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: none of its {count} chats has anything to import (the first: {why})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} holds no chats: {what}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} holds no chats of Emberly, ChatGPT, Claude, Open WebUI, LM Studio or Jan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chats are imported, but the record of what was imported could not be kept: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it has no messages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it has no message of the user or the assistant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its one message has no text in the export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its {count} messages have no text in the export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a list of {count} ChatGPT chats without their messages (the list its site shows, not an export)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Claude chat without its messages (claude.ai's list of chats, not its export: Settings ▸ Privacy ▸ Export data)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a list of {count} Claude chats without their messages (claude.ai's list of chats, not its export: Settings ▸ Privacy ▸ Export data)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} cannot be imported: {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an export of chats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it has {size} bytes, more than an export of chats ({limit})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} cannot be imported: it has more than {limit} bytes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not an export Emberly can read: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not UTF-8 text (near byte {at})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not UTF-8 text (it ends inside a character)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not JSON Lines: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not JSON: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>extra data after the list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected ',' or ']' at character {at}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} holds {count} files, more than an export of chats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} cannot be imported: {member} would unpack to {size} bytes from {packed} (a zip bomb?)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: {member} has {size} bytes, more than an export of chats ({limit})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} holds more than {limit} files: choose the export itself</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} system message left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} system messages left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} image not in the export left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} images not in the export left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} image of a reply left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} images of a reply left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} attached document left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} attached documents left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} missing or unreadable attached file left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} missing or unreadable attached files left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} tool use left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} tool uses left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} tool step left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} tool steps left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} picture named but not in the export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} pictures named but not in the export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} file named but not in the export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} files named but not in the export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} {role} message left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} {role} messages left out</source>
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
        <name>ChatStore</name>
        <message>
            <source>{id} is not a message id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no model is loaded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>made with {what}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>on the server {url}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a message must be a JSON object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a message has the role {role}, not one of {roles}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a message's text must be a string</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the session's id or messages are of the wrong type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the session's other versions (branches) are of the wrong type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the session data has no {key}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the session data is malformed ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a session file must hold a JSON object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the session file has no schema version</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this chat was saved by a newer Emberly (format {version}); update Emberly to open it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no migration from session format {version}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chat “{title}” could not be saved: {error}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} could not be saved: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file of the chat “{title}” was changed outside Emberly while it was open; Emberly saved its own copy and kept that version as {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chats folder {folder} was removed while Emberly ran: it was made again, and the open chat saved into it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no saved chat {id}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chat file {name} cannot be read: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{id} is not a session id</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ChatTemplate</name>
        <message>
            <source>The chat template ({name}) failed to render: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chat template ({name}) was stopped: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chat template ({name}) was refused: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chat template ({name}) could not be rendered: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chat template ({name}) is not valid Jinja: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the template tried to output {size} characters (over {limit})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it needed more than {size} MB of memory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the template tried to build something of size {size} (over {limit} characters or items)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the template tried to build a repetition of {size} × {count} (over {limit} characters or items)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the template tried to build a concatenation of {size} (over {limit} characters or items)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the template tried to build a text of {size} characters (over {limit} characters or items)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the template tried to compute a {bits}-bit power</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the template tried to build a join of {count} items with a {size}-character separator (over {limit} characters or items)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the template tried to build a replacement of {size} characters (over {limit} characters or items)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the template passed tojson separators longer than {limit} characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the template passed strftime_now a format of {size} characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is {size} characters long, more than the {limit} a chat template may have</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the template helper forgot the template twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the template helper stopped ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it did not finish within {seconds} s (an endless or huge loop)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the template helper stopped (exit status {code})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the template helper could not start ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the template helper did not start ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it tried to output {size} bytes</source>
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
        <message>
            <source>Open a chat to compare it with another model.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That is the chat's own model: choose another one to compare it with.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The model to compare with could not be used: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} could not answer: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The second model could not answer: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} needs about {need} and {free} is free beside the chat's model: the two answer one at a time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chat's model could not be loaded again: {error}</source>
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
        <name>DataFolder</name>
        <message>
            <source>it is not a folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it cannot be made ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a path cannot hold a NUL character</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no file can be written in it ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The data folder {folder} cannot be used: {reason}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>the file holds no text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} could not be read as HTML ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is a damaged PDF: its pages cannot be listed ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is a damaged PDF: the text of none of its {count} pages could be read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{reason}; {other}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} was not read: {reasons} ({count} more are damaged)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} was not read: {reasons}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each holds more than the {limit} of drawing instructions Emberly reads on one page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its pages decode to more than the {limit} of content Emberly reads per PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its pages hold more than the {limit} of content Emberly reads per PDF (counted each time a page uses it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>page {page} was not read: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pages {first}-{last} were not read: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pages {pages} were not read: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is protected by a password; Emberly does not open protected PDFs. Save a copy without the password and attach that</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is encrypted in a way this install cannot decrypt (AES needs the 'cryptography' package)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not a PDF Emberly can read: it is damaged or malformed ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only the first {count} characters are kept (pages {first}-{last} are cut or left out)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the text of pages {pages} could not be read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the text of page {pages} could not be read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no text was found: the pages may be scanned images, and Emberly does not read text in images</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is a folder, not a file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is {size}; Emberly reads documents up to {limit}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} was not found: it was moved or deleted, or a link to it leads nowhere</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} cannot be read: permission denied</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is a symbolic link that leads back to itself (a loop of links)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not a valid file name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} cannot be opened: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a named pipe</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a device</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>special</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not a regular file ({what}); Emberly reads documents from ordinary files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} grew past {limit} while it was read; Emberly reads documents up to that</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading {name} was cancelled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only the first {count} characters are kept</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is an older Office file (.doc, .xls or .ppt); save it as .docx or PDF to attach it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is named .pdf but is not a PDF (it does not start like one)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is named {ext} but is not a Word document (it is not a ZIP archive)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>read as {encoding} (its byte-order mark says so)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} byte sequences that are not UTF-8 were replaced with �</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>read as Windows-1252: the file is not UTF-8</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not a text file (its bytes are binary data, or text in an encoding other than UTF-8, UTF-16 or Windows-1252)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the JSON</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{error}; kept as written</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} holds {size} of text and markup, more than the {limit} Emberly reads in a Word document, so it was not opened</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not a Word document Emberly can read: it is damaged ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is a damaged ZIP archive, not a readable Word document ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is a ZIP archive but not a Word document; Emberly reads .docx, PDF and text files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} would unpack to {size}, more than the {limit} Emberly allows a Word document: it may be a zip bomb, so it was not opened</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} has a part that unpacks {ratio} times its packed size: it looks like a zip bomb, so it was not opened</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} holds {count} parts; a Word document has far fewer (Emberly allows {limit}), so it was not opened</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} has a paragraph or table row of more than {limit} of XML, more than Emberly reads in one piece, so it was not read further</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not a Word document Emberly can read: it is damaged (it has no body)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its package names {count} main documents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its package names no main documents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its part {part} is missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} has a part ({part}) of {size}, more than the {limit} Emberly reads in a Word document, so it was not opened</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Downloads</name>
        <message>
            <source>{name} in the models folder is a link</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} in the models folder is not a folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} in the models folder is not a plain file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} in the models folder has another name (a hard link)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{problem}: Emberly reads, writes and deletes only plain files and folders there, never through a link, so it left it (and anything it points to) untouched. Remove it from {folder} and try the download again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} in the models folder is not inside it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} in the models folder is a link or not a folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} in the models folder leads out of it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Emberly will not download into a folder named {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub listed a file name Emberly will not write ({problem}): {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub gave no sha256 for this file, so its download could not be checked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The download stopped because of an error in Emberly: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not enough disk space: this download needs {size} more, and {folder} has {free} free. Free some space and resume it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server redirected the download from {scheme}: to {target}; Emberly follows redirects to http(s) only, and never from https to http.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The download keeps failing ({reason}); it is paused and can be resumed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server keeps sending a different file than the one listed; the download stopped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the server answered {status}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server refused the download ({status}): the model may be gated or need a login.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is no longer on the server (404).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server redirected the download where Emberly does not follow ({status}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server answered {status} {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot reach the server: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file changed on the server; starting over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the server sent another range than bytes={start}-</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server's file is {size}, not the expected {expected}: it changed since it was listed. Search for it again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the connection closed at {done} of {size}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The disk is full: the download stopped at {size} and is kept; free some space and resume it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write {path}: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The downloaded file is corrupted: its sha256 is {sha256}…, the server's {expected}…. The partial file was removed; try the download again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the server stopped sending (stalled)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the server sent less than it announced</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the connection broke ({error})</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Embedder</name>
        <message>
            <source>llama.cpp could not load {name}: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no reason given</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not an embedding model: it gives no pooled sentence vector.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>llama.cpp gave no reason</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} loaded but its context could not be created ({reason}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The embedding model is closed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Embedding was cancelled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>llama.cpp could not embed a batch (code {code}): {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>llama.cpp returned no embedding for sequence {seq}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The embedding model was closed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The embedding model {name} cannot be used: {error}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>A reply is already being generated.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The prompt has {count} tokens; the context holds {n_ctx}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>llama_decode failed with code {code}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The engine is busy with a reply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The model file {name} was changed on disk while it was loaded. Load it again to go on (nothing of the chat is lost).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The prefix has {count} tokens; the context holds {n_ctx}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>llama.cpp did not accept the grammar the schema became.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This model was loaded for {count} replies at once, not {asked}: load it again after changing the number in Settings.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no reply {index} in the cache.</source>
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
        <name>EngineLoad</name>
        <message>
            <source>Loading was cancelled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>KV cache type must be one of {choices}, not {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Flash attention must be one of {choices}, not {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A {kv_type} KV cache needs flash attention (auto or on).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Speculation must be one of {choices}, not {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The GPU has too little memory for {asked} layers of {name}: {placed} of its {total} layers run there now, the rest on the CPU.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first}

{second}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the first decode failed on the GPU (llama_decode returned {code})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>llama.cpp could not create a context</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The model loaded but a context of {n_ctx} tokens could not be created ({reason}). Try a smaller context size or KV cache type q8_0.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} needs about {needed} GiB with a {n_ctx}-token context, but only {free} GiB of memory is free. Choose a smaller context, a smaller KV cache type, or a smaller model.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no reason given</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} uses the '{architecture}' architecture, which this version of llama.cpp does not support. Updating llama-cpp-python may help.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not enough memory to load {name} ({detail}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is damaged or cut off ({detail}). Download it again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>llama.cpp could not load {name}: {detail}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EngineLoop</name>
        <message>
            <source>Emberly is closing: the request was not run.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EngineStart</name>
        <message>
            <source>fast path (extra buffer types on)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>safe CPU path (extra buffer types off)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fast path (extra buffer types on), at most {layers} GPU layers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>safe CPU path (extra buffer types off), at most {layers} GPU layers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>illegal instruction, {signal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>invalid memory access, {signal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bus error, {signal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>aborted, {signal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>arithmetic fault, {signal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>killed, {signal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no answer in time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>exit code {code}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>killed by signal {signal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>died ({how}) after stage '{stage}': {detail}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>died ({how}) after stage '{stage}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {name} path</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the plain CPU path</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This CPU reports AMX but cannot run it ({signal}); using {path} instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>extra buffer types</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>llama.cpp's fast CPU path ({used}) crashed on this computer ({signal}); using {path} instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>llama.cpp crashed when using the GPU on this computer ({signal}); running on the CPU only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>llama.cpp crashed on this computer ({signal}); using a safer setting: {path}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checking that llama.cpp runs on this computer (once per llama.cpp build and CPU)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>llama.cpp crashes on this computer whatever the settings ({reasons}). This llama-cpp-python may have been built for another CPU: reinstall it built here with 'pip install --force-reinstall --no-cache-dir --no-deps llama-cpp-python=={version}'.</source>
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
            <source>An embedding model: once downloaded, Load makes it the one documents and libraries are searched with by meaning (Settings ▸ Embedding model).</source>
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
        <name>Grammar</name>
        <message>
            <source>The schema is not JSON: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The schema has {size} characters (at most {limit}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The grammar helper is not available; the schema was not converted.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The grammar helper is not available; the grammar was not checked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The schema cannot be used: {error}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The schema took over {seconds} s to convert into a grammar; it was stopped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The schema needed more memory than a grammar may use; it was stopped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The schema's grammar crashed the grammar checker; it is not used.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The schema cannot be expressed as a grammar: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no tool {name} to call.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There are no tools to call.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a repetition of {low} to {high} times</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it nests too deeply for a grammar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it cannot be expressed as a grammar: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its grammar would have {size} characters (at most {limit})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>llama.cpp did not accept the grammar it became</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The schema has over {limit} values.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The schema nests over {limit} levels deep (at {at}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{key} at {at} must be a whole number of at least 0.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{key} {value} at {at} is over {limit}: a grammar holds repetitions up to {limit}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{low} is over {high} at {at}: no value can match.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{key} at {at} has over {limit} digits.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The enum at {at} lists {count} values (at most {limit}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The $ref at {at} points outside the schema ({ref}): Emberly fetches nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The pattern at {at} has {size} characters (at most {limit}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The pattern at {at} repeats something {low} to {high} times: no value can match.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The pattern at {at} repeats too much: written out it would be {size} characters (at most {limit}).</source>
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
        <name>Hub</name>
        <message>
            <source>{name} ({count} parts)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a name that is not UTF-8</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an empty name or one with control characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an absolute path</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a name with an empty, . or .. part</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a name of {size} bytes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the search for {query}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{repo} is not a Hub repository (owner/name).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} listed files in {repo} that Emberly cannot use: {problem} (and {count} more).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} listed files in {repo} that Emberly cannot use: {problem}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{type} where a file entry goes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{type} as a file name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{problem} ({name})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a size of {size} for {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a sha256 of {sha256} for {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the curated list and the models on this computer still work.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} answered {what} with {type} where a list goes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a string</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>true or false</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>null</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} listed more than {count} entries for {what}: Emberly stops there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} kept sending pages for {what} past {count}: Emberly stops there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hugging Face is switched off on this computer (HF_HUB_OFFLINE is set).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>HF_ENDPOINT {endpoint} is not an http:// or https:// address.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} redirected {what} more than {count} times.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} answered {status} for {what}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} redirected {what} to {target}: Emberly follows the Hub only within {address}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} sent the next page of {what} to {target}: Emberly follows the Hub only within {address}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} encoded {what} as {coding}, which Emberly did not ask for.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} sent {what} as broken gzip ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} answered {what} with JSON nested too deeply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} answered {what} with something that is not JSON ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub is limiting requests from this computer for now; try again in a minute. The curated list still works.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{what} is gated: accept its licence on huggingface.co and log in first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{what} was not found on the Hub.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{what} is private or gated on the Hub ({status}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} sent more than {size} MB for {what}: Emberly stops reading there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} took more than {seconds} s to answer {what}; try again later: {hint}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} did not take the connection within {seconds} s. You seem to be offline: {hint}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} sent nothing for {seconds} s while Emberly asked for {what}; try again later: {hint}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot reach {host} ({detail}). You seem to be offline: {hint}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} broke the connection while answering {what} ({detail}): {hint}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hub at {host} did not answer {what} as HTTP should ({detail}).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Images</name>
        <message>
            <source>The image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An image of {width} × {height} needs {needed} bytes of pixels, not {given}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is {size} MB; images up to {limit} MB are read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is {width} × {height} pixels: too large to open (up to {limit} million pixels).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} declares more pixels than it could hold: not opened ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not a PNG, JPEG, WebP or GIF image.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} could not be read: it is damaged or cut short ({error}).</source>
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
            <source>%Ln message(s)</source>
            <translation>
                <numerusform>%Ln message</numerusform>
                <numerusform>%Ln messages</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln more in other versions</source>
            <translation>
                <numerusform>%Ln more in other versions</numerusform>
                <numerusform>%Ln more in other versions</numerusform>
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
            <source>%Ln chat(s) in {file}</source>
            <translation>
                <numerusform>%Ln chat in {file}</numerusform>
                <numerusform>%Ln chats in {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%Ln imported before: unchecked)</source>
            <translation>
                <numerusform> (%Ln imported before: unchecked)</numerusform>
                <numerusform> (%Ln imported before: unchecked)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %Ln skipped, with nothing to import</source>
            <translation>
                <numerusform>; %Ln skipped, with nothing to import</numerusform>
                <numerusform>; %Ln skipped, with nothing to import</numerusform>
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
            <source>%Ln chat(s) imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>%Ln chat imported (stopped: the rest were not imported).</numerusform>
                <numerusform>%Ln chats imported (stopped: the rest were not imported).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln chat(s) imported.</source>
            <translation>
                <numerusform>%Ln chat imported.</numerusform>
                <numerusform>%Ln chats imported.</numerusform>
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
        <message>
            <source>the list of libraries</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The list of libraries cannot be read ({error}); it starts empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{id} is not a library's id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The list of libraries cannot be saved: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The embedding model failed: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The library {name} is not indexed yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The library {name} cannot be opened: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The library {name} was made by a newer Emberly</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LibrarySearch</name>
        <message>
            <source>A library this chat searched was removed; the others are still searched.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The library {name} cannot be searched: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passages from your libraries are left out: {error}</source>
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
        <name>ModelContext</name>
        <message>
            <source>This message needs {needed} tokens, but the context holds {context} with {reserve} kept free for the reply. Shorten it or load the model with a larger context.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ModelFiles</name>
        <message>
            <source>The model file {path} does not exist.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path} is a folder, not a GGUF model file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not a regular file, so not a GGUF model file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Emberly may not read {path}: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path} could not be read: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is empty, not a GGUF model.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is a text file, not a GGUF model.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not a GGUF model file (it does not start with 'GGUF').</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} has no general.architecture: it is not a language model GGUF.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is damaged or cut off: its GGUF header is incomplete ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not a valid GGUF file ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is cut off: it holds {size} bytes but its tensors need {needed}. Download it again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Parts of this split model are missing: {parts}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the header ends early at byte {at}</source>
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
        <message>
            <source>stop strings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a token limit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a prompt format</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a frequency penalty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a presence penalty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a preset file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} cannot be read as a preset: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not a preset: it holds no settings object.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not a preset Emberly knows (its own, or LM Studio's).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The presets file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your presets could not be read ({error}); the built-in ones are shown.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Projector</name>
        <message>
            <source>No model is loaded for the projector.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The prompt has {count} images where {given} were given.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This model reads no images: choose its projector (mmproj) file with it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An image in this chat must be read again, which needs the model's projector (mmproj) and the image.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An image's span in the prompt was cut.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This projector reads the image into another span than the saved chat's: load the projector the chat was written with.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An image of {count} tokens does not fit in the context of {n_ctx}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The image took other positions than its span says.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The projector {name} is not there: {path}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not a projector for this model (not a vision projector llama.cpp reads, or made for a model other than {width} wide).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} has no vision encoder (an audio projector?).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The projector is closed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>libmtmd refused an image of {width} × {height}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>libmtmd could not prepare the image (code {code}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>libmtmd made no image chunk of the image.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This projector's images take {positions} positions for {count} tokens: not supported.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} needs image tokens this model's vocabulary does not have: it was made for another model.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The projector or the image was closed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The image could not be read (libmtmd code {code}).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{name} is not a regular file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} cannot be opened: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is {size} bytes, more than a record of Emberly's can be</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it has {size} bytes, more than {what} ({limit})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it has more than {limit} bytes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is more than {limit} bytes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{what} is not valid JSON ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{what} is nested more than {depth} levels deep</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Remote</name>
        <message>
            <source>Several replies at once need a model on this computer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the slot save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the slot restore</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the slot erase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the server could not save it ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the server could not restore it ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the server could not erase it ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the server's template</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} does not serve {model} (it serves {models}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} sent far more than the {count} tokens asked for, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The model on {server} does not take images ({error}). Send again to go on without them, or load a vision model there (llama-server: --mmproj).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server read the whole chat again right after restoring it. On a sliding-window model (Gemma 3 and others) start llama-server with --swa-full, or it cannot reuse a restored slot.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the server keeps no chat files (start llama-server with --slot-save-path)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its record could not be written ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cache on server: prefix only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>every slot of the server is busy with other chats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the server's file holds {tokens} tokens in {size} bytes, not the {saved_tokens} in {saved_size} saved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the server's address, such as http://127.0.0.1:8080.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{url} is not an http:// or https:// address.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Emberly cannot reach the server at {server}: is it running? ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} did not answer in time.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} sent a body Emberly cannot decode ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} redirected to no usable address ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The connection to {server} was lost ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Emberly could not talk to {server}: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} refused the request ({status}): {message}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} refused the API key ({status}): check it in Servers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chat is longer than the server's context: start a new chat, or fork a new chat from an earlier message. ({message})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} no longer serves the model {model}: choose another in Servers. ({message})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} no longer serves what Emberly asked for: choose another in Servers. ({message})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} is busy ({status}): try again in a moment. ({message})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} redirected {what} to no usable address ({target}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} redirected {what} to {target}; Emberly does not send a request on to another address. If the server moved, add its new address in Servers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} redirected {what} to {target}, another address; Emberly follows a server's redirects only within its own address. If the server moved, add its new address in Servers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} redirected {what} more than {count} times.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} answered {what} with a {encoding}-compressed body, though Emberly asks for none.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} was still answering {what} after the time allowed, so Emberly stopped waiting.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} answered {what} with over {size} MiB, more than such an answer is; Emberly stopped reading it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the chat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} sent nothing for {seconds} s, so Emberly stopped waiting. What it wrote before is kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{error} What it wrote before is kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} sent a line of over {size} MiB, which no reply chunk is. What it wrote before is kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} sent over {count} lines for one reply, more than any reply is, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} sent over {size} MiB for one reply, more than any reply is, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The reply from {server} stopped: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server sent tool calls of more arguments than its reply could hold, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} sent a tool call without a name or with arguments that are not a JSON object ({arguments}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a string</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reply event</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>slot file answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{endpoint} answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} sent a bad {what}: {name} is {value}, not {wanted}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} sent a {what} nested too deeply to read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} sent a {what} that is not JSON ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a string of at most {limit} characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{server} does not answer /v1/models as an OpenAI-compatible server does (it sent {value}, not an object).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server at {server} sent a reply event that is {value}, not an object.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a slot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the rendered chat (a string)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a list of token ids</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Runner</name>
        <message>
            <source>no saved cache</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no message to answer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No model is loaded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only your own messages can be edited and sent again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The web is off: turn it on in Settings ▸ Web. The message went without it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The model was loaded for {parallel} replies at once, not {n}: load it again after changing the number in Settings.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The other replies are saved, but not all their caches: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no other version of that message.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That message is no longer in this chat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no reply to continue.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tools of {name} are not available: {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tool {name} ({server}) is left out: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tool {name} is left out: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This chat's replies cannot be held to its setting: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{error}. The model is told the file is no longer available.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chat is saved, but its cache could not be: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No chat is open.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The model's chat template failed, so Emberly uses its built-in {format} format now. ({error})</source>
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
        <message>
            <source>for this run only (no usable keyring, and the key file could not be written)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>in the system keyring</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>in {file} (readable by you only)</source>
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
        <message>
            <source>There is no system keyring here, so the key is kept only until Emberly closes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>OpenAI-compatible server</source>
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
        <message>
            <source>{error} Emberly keeps its chats and models in {folder} for now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{error} Nor can the standard one: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The settings file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The settings file is not a JSON object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your settings could not be read ({error}); Emberly uses its defaults. The old file is kept as {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Some settings had values Emberly cannot use ({names}); they are back to their defaults, or those entries left out.</source>
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
            <source>{title}, {when}, cache warm</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title}, {when}, cache cold</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title}, {when}, cache stale</source>
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
        <message>
            <source>The draft model did not load: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} cannot draft for this model: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its tokenizer is of another kind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its vocabulary has {count} tokens, this model's {target}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its {token} token is another</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>token {token} is {there} there, {here} here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>prompt lookup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>off: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no drafter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>draft model {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the model's own MTP head</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{drafter}, up to {count} guesses checked at once</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>turned off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an encoder-decoder model decodes after its encoder: its memory cannot drop a refused guess</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it needs a q8_0 or q4_0 KV cache and flash attention</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the model's memory cannot drop the guesses it refuses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this model's kernels give a batch other logits than a single token on this computer</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StateFiles</name>
        <message>
            <source>another model file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>another version of llama-cpp-python</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>another build of llama.cpp</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>another context size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>another KV cache type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>another flash-attention setting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>another sliding-window setting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>another micro-batch size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>another GPU offload setting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>another compute device</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>another number of parallel replies</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sidecar of {name} is unreadable ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No saved cache at {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The saved cache {name} has no sidecar, so it cannot be trusted.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{reasons}, {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no saved cache on the server</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its record is unreadable ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its record is not one Emberly wrote</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it was saved on another server ({url})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the server's {fields} changed since it was saved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>llama.cpp could not write {name} (disk full or folder not writable?)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chat's cache could not be saved to {folder}: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The saved cache was made with {reasons}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file changed while it was read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The saved cache {name} could not be read: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No saved cache at {name}: that is not a file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The saved cache {name} has {size} bytes, not {expected}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The saved cache {name} is damaged (checksum mismatch).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The saved cache {name} is too short.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not a llama.cpp sequence state of this version.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} holds {count} tokens where its sidecar says {expected}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} holds tokens that are not in this model's vocabulary.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>llama.cpp refused the saved cache data.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chat's checkpoints could not be saved: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No extras saved with {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The extras of {name} could not be read: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The extras of {name} are damaged.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The extras of {name} are unreadable ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The extras next to {name} belong to another save of it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The extras of {name} do not fit their state file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} restored cells up to position {last} for {count} tokens</source>
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
        <message>
            <source>it runs only as an MCP task (taskSupport "required"), which Emberly does not support</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize); its log: {log}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize; {note}); its log: {log}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize) (at {address})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize; {note}) (at {address})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{server} could not start: {error}; its log: {log}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{server} could not start: {error} (at {address})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tools did not answer within {seconds} s.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{server}

Its tools could not be listed: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{server}: 1 tool offered to the model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{server}: {count} tools offered to the model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>… and {count} more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left out ({count}):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not an object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an argument</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file has {count} characters: an mcp.json has far fewer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is not JSON: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file has no "mcpServers" object.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} more servers left out (at most {most}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an mcp.json can</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} cannot be imported: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a name of letters, digits, spaces, dots, dashes or underscores (at most 64) is needed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>timeout must be seconds between 1 and 3600</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>args must be a list of at most {count} strings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>url must be an http:// or https:// address</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SSE servers (the older HTTP transport) are not supported: use its streamable HTTP address</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown type {type} (stdio or http)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{what} must be a string of at most {count} characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{what} must be an object of at most {count} strings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{what} must map names to strings (at most {count} characters)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Units</name>
        <message>
            <source>{size} B</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{size} KiB</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{size} MiB</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{size} GiB</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{size} TiB</source>
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
        <message>
            <source>{host} could not be found ({error}): check the address, or your connection.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{host} could not be found: check the address, or your connection.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{host} is an address on this computer or its network ({address}): Emberly reads only public pages, unless you allow {name} in Settings ▸ Web.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{host} answered {status} for {url}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{url} is {type}, not a page Emberly reads.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{url} is of no stated type, not a page Emberly reads.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{host} sent nothing for {seconds} s: {url} was given up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{url} could not be read ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{url} redirected more than {count} times.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{url} is not a web address.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{url} is not an http:// or https:// address.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{url} carries a name or password: Emberly does not send those.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{url} redirected to {target}, which is not a web address.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{url} is larger than {size} MB: Emberly stops reading there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{url} came encoded as {coding}, which Emberly did not ask for.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{url} took more than {seconds} s to arrive: it was given up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{url} came as broken gzip ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{url} is a PDF Emberly cannot read: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{url} has no text to read (a page built by JavaScript, or an empty one).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Brave Search (api.search.brave.com), with your API key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tavily (api.tavily.com), with your API key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{provider} answered with JSON nested too deeply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{provider} answered with something that is not JSON ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the release feed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The release feed is not JSON: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The release feed's answer is not a release.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The release feed names no version.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The release feed's link is not an https address.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>WebSearch</name>
        <message>
            <source>Pages from the web are left out: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The web was not searched: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A page was left out: {error}</source>
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
    <context>
        <name>Work</name>
        <message>
            <source>The model ended its turn without writing anything: Regenerate asks it again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preparing the demo model (first start)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The demo model could not be prepared in {folder}: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Connecting to {server}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{error} The chat is open on the current model instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export failed: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exported to {dest}, with the chat's cache in {name}.cache</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
