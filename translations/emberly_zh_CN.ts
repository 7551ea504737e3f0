<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <name>Settings</name>
        <message>
            <source>The system's ({language})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Emberly speaks {language} from its next start.</source>
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
            <translation type="unfinished">
                <numerusform />
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
</TS>
