<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>App</name>
        <message>
            <source>Emberly is already running on {folder}; its window was brought to the front.</source>
            <translation>Emberly läuft bereits mit {folder}; sein Fenster wurde nach vorne geholt.</translation>
        </message>
    </context>
    <context>
        <name>Attachments</name>
        <message>
            <source>Documents and images (*.txt *.md *.markdown *.rst *.py *.js *.ts *.c *.h *.cpp *.rs *.go *.java *.csv *.json *.html *.htm *.pdf *.docx *.png *.jpg *.jpeg *.webp *.gif);;All files (*)</source>
            <translation>Dokumente und Bilder (*.txt *.md *.markdown *.rst *.py *.js *.ts *.c *.h *.cpp *.rs *.go *.java *.csv *.json *.html *.htm *.pdf *.docx *.png *.jpg *.jpeg *.webp *.gif);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Show the text the model reads</source>
            <translation>Den Text zeigen, den das Modell liest</translation>
        </message>
        <message>
            <source>Reading {name}…</source>
            <translation>{name} wird gelesen…</translation>
        </message>
        <message>
            <source>Stop reading {name}</source>
            <translation>Lesen von {name} abbrechen</translation>
        </message>
        <message>
            <source>Reading {name}… {done}/{total}</source>
            <translation>{name} wird gelesen… {done}/{total}</translation>
        </message>
        <message>
            <source>Remove {name}</source>
            <translation>{name} entfernen</translation>
        </message>
        <message>
            <source>{document} — the text the model reads</source>
            <translation>{document} — der Text, den das Modell liest</translation>
        </message>
        <message>
            <source>Text of {name}</source>
            <translation>Text von {name}</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}.</source>
            <translation>{name} kann nicht gelesen werden: {reason}.</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}</source>
            <translation>{name} konnte nicht gelesen werden: {reason}</translation>
        </message>
    </context>
    <context>
        <name>Chat</name>
        <message>
            <source>Thinking…</source>
            <translation>Denkt nach…</translation>
        </message>
        <message>
            <source>Thoughts</source>
            <translation>Gedanken</translation>
        </message>
        <message>
            <source>Thought for {n} s</source>
            <translation>{n} s nachgedacht</translation>
        </message>
        <message>
            <source>Thought for {n} min</source>
            <translation>{n} min nachgedacht</translation>
        </message>
        <message>
            <source>Arguments</source>
            <translation>Argumente</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>(leer)</translation>
        </message>
        <message>
            <source>Tool call: {summary}</source>
            <translation>Tool-Aufruf: {summary}</translation>
        </message>
        <message>
            <source>… {n} more characters</source>
            <translation>… {n} weitere Zeichen</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <source>Edit and resend</source>
            <translation>Bearbeiten und erneut senden</translation>
        </message>
        <message>
            <source>Regenerate (Ctrl+R)</source>
            <translation>Neu generieren (Ctrl+R)</translation>
        </message>
        <message>
            <source>Fork into a new chat</source>
            <translation>In einen neuen Chat abzweigen</translation>
        </message>
        <message>
            <source>ran</source>
            <translation>ausgeführt</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>fehlgeschlagen</translation>
        </message>
        <message>
            <source>declined</source>
            <translation>abgelehnt</translation>
        </message>
        <message>
            <source>waiting</source>
            <translation>wartet</translation>
        </message>
        <message numerus="yes">
            <source>%n messages · exported from Emberly on {date}</source>
            <translation>
                <numerusform>%n Nachricht · am {date} aus Emberly exportiert</numerusform>
                <numerusform>%n Nachrichten · am {date} aus Emberly exportiert</numerusform>
            </translation>
        </message>
        <message>
            <source>System prompt: {prompt}</source>
            <translation>Systemprompt: {prompt}</translation>
        </message>
        <message>
            <source>Another version of this message ({k} of {n})</source>
            <translation>Eine andere Version dieser Nachricht ({k} von {n})</translation>
        </message>
        <message>
            <source>{who} · {when} · stopped</source>
            <translation>{who} · {when} · gestoppt</translation>
        </message>
        <message>
            <source>{who} · {when}</source>
            <translation>{who} · {when}</translation>
        </message>
        <message>
            <source>[image: {name}]</source>
            <translation>[Bild: {name}]</translation>
        </message>
        <message>
            <source>Attached: {name}</source>
            <translation>Angehängt: {name}</translation>
        </message>
        <message>
            <source>Tool call: {name} · {status}</source>
            <translation>Tool-Aufruf: {name} · {status}</translation>
        </message>
        <message>
            <source>the PDF could not be written to {folder}</source>
            <translation>das PDF konnte nicht in {folder} geschrieben werden</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Sie</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>Assistent</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
        </message>
        <message>
            <source>failed · {seconds} s</source>
            <translation>fehlgeschlagen · {seconds} s</translation>
        </message>
        <message>
            <source>waiting…</source>
            <translation>wartet…</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>{done} of {total} ({share})</source>
            <translation>{done} von {total} ({share})</translation>
        </message>
        <message>
            <source>{done} so far</source>
            <translation>bisher {done}</translation>
        </message>
        <message>
            <source>{progress} — {message}</source>
            <translation>{progress} — {message}</translation>
        </message>
        <message>
            <source>{tokens} tokens · {rate} tok/s</source>
            <translation>{tokens} Tokens · {rate} tok/s</translation>
        </message>
        <message>
            <source>drafted {drafted} · accepted {accepted} ({percent}%)</source>
            <translation>{drafted} vorgeschlagen · {accepted} angenommen ({percent}%)</translation>
        </message>
        <message>
            <source>read {read} · reused {reused}</source>
            <translation>{read} gelesen · {reused} wiederverwendet</translation>
        </message>
        <message numerus="yes">
            <source>%n old messages left out (context full)</source>
            <translation>
                <numerusform>%n alte Nachricht ausgelassen (Kontext voll)</numerusform>
                <numerusform>%n alte Nachrichten ausgelassen (Kontext voll)</numerusform>
            </translation>
        </message>
        <message>
            <source>document</source>
            <translation>Dokument</translation>
        </message>
        <message>
            <source>[{n}] page {page}</source>
            <translation>[{n}] Seite {page}</translation>
        </message>
        <message numerus="yes">
            <source>%n page</source>
            <translation>
                <numerusform>%n Seite</numerusform>
                <numerusform>%n Seiten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pages</source>
            <translation>
                <numerusform>%n Seite</numerusform>
                <numerusform>%n Seiten</numerusform>
            </translation>
        </message>
        <message>
            <source>≈{tokens} tokens</source>
            <translation>≈{tokens} Tokens</translation>
        </message>
        <message>
            <source>documents read once, restored in {ms} ms ({tokens} tokens)</source>
            <translation>Dokumente einmal gelesen, in {ms} ms wiederhergestellt ({tokens} Tokens)</translation>
        </message>
        <message>
            <source>documents read: {tokens} tokens in {seconds} s, kept for new chats</source>
            <translation>Dokumente gelesen: {tokens} Tokens in {seconds} s, für neue Chats aufbewahrt</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>gestoppt</translation>
        </message>
        <message>
            <source>interrupted</source>
            <translation>unterbrochen</translation>
        </message>
        <message>
            <source>cut off at the length limit</source>
            <translation>am Längenlimit abgeschnitten</translation>
        </message>
        <message>
            <source>stopped: too many tool calls in one reply</source>
            <translation>gestoppt: zu viele Tool-Aufrufe in einer Antwort</translation>
        </message>
        <message>
            <source>code</source>
            <comment>a code block of no named language</comment>
            <translation>Code</translation>
        </message>
        <message>
            <source>Sources (found by keywords)</source>
            <translation>Quellen (nach Stichwörtern gefunden)</translation>
        </message>
        <message>
            <source>Sources (found by meaning and keywords)</source>
            <translation>Quellen (nach Bedeutung und Stichwörtern gefunden)</translation>
        </message>
        <message>
            <source>Show more · {shown} of {total} characters shown</source>
            <translation>Mehr zeigen · {shown} von {total} Zeichen angezeigt</translation>
        </message>
        <message>
            <source>Sources (found by {how})</source>
            <translation>Quellen (gefunden nach {how})</translation>
        </message>
        <message>
            <source>{who}: {text}</source>
            <translation>{who}: {text}</translation>
        </message>
        <message>
            <source>Conversation</source>
            <translation>Unterhaltung</translation>
        </message>
        <message>
            <source>Scroll to the newest message</source>
            <translation>Zur neuesten Nachricht scrollen</translation>
        </message>
        <message>
            <source>Scroll to the newest message (Ctrl+End)</source>
            <translation>Zur neuesten Nachricht scrollen (Ctrl+End)</translation>
        </message>
        <message>
            <source>New</source>
            <comment>more of the reply came below</comment>
            <translation>Neu</translation>
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
            <translation>Webseite (*.html)</translation>
        </message>
        <message>
            <source>PDF (*.pdf)</source>
            <translation>PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Emberly chat (*.json)</source>
            <translation>Emberly-Chat (*.json)</translation>
        </message>
        <message>
            <source>Web pages in a zip (*.zip)</source>
            <translation>Webseiten in einem ZIP (*.zip)</translation>
        </message>
        <message>
            <source>Markdown files in a zip (*.zip)</source>
            <translation>Markdown-Dateien in einem ZIP (*.zip)</translation>
        </message>
        <message>
            <source>Emberly chats in a zip (*.zip)</source>
            <translation>Emberly-Chats in einem ZIP (*.zip)</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <source>Edit and resend…</source>
            <translation>Bearbeiten und erneut senden…</translation>
        </message>
        <message>
            <source>Read the web again</source>
            <translation>Das Web erneut lesen</translation>
        </message>
        <message>
            <source>Regenerate</source>
            <translation>Neu generieren</translation>
        </message>
        <message>
            <source>Regenerate ×{n}</source>
            <translation>Neu generieren ×{n}</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <source>Previous version ({k}/{n})</source>
            <translation>Vorherige Version ({k}/{n})</translation>
        </message>
        <message>
            <source>Previous version</source>
            <translation>Vorherige Version</translation>
        </message>
        <message>
            <source>Next version ({k}/{n})</source>
            <translation>Nächste Version ({k}/{n})</translation>
        </message>
        <message>
            <source>Next version</source>
            <translation>Nächste Version</translation>
        </message>
        <message>
            <source>Fork into a new chat</source>
            <translation>In einen neuen Chat abzweigen</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <source>Open {name}</source>
            <translation>{name} öffnen</translation>
        </message>
        <message>
            <source>Source {mark}: {where}</source>
            <translation>Quelle {mark}: {where}</translation>
        </message>
        <message>
            <source>Hide the call to {tool}</source>
            <translation>Aufruf von {tool} ausblenden</translation>
        </message>
        <message>
            <source>Show the call to {tool}</source>
            <translation>Aufruf von {tool} anzeigen</translation>
        </message>
        <message>
            <source>Hide the thinking</source>
            <translation>Denkprozess ausblenden</translation>
        </message>
        <message>
            <source>Show the thinking</source>
            <translation>Denkprozess anzeigen</translation>
        </message>
        <message>
            <source>Edit message</source>
            <translation>Nachricht bearbeiten</translation>
        </message>
        <message>
            <source>Edit and resend:</source>
            <translation>Bearbeiten und erneut senden:</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Umbenennen…</translation>
        </message>
        <message>
            <source>Unpin</source>
            <translation>Nicht mehr anheften</translation>
        </message>
        <message>
            <source>Pin (keep its cache)</source>
            <translation>Anheften (Cache behalten)</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>Duplizieren</translation>
        </message>
        <message>
            <source>Export as Markdown…</source>
            <translation>Als Markdown exportieren…</translation>
        </message>
        <message>
            <source>Export as HTML…</source>
            <translation>Als HTML exportieren…</translation>
        </message>
        <message>
            <source>Export as PDF…</source>
            <translation>Als PDF exportieren…</translation>
        </message>
        <message>
            <source>Export as JSON…</source>
            <translation>Als JSON exportieren…</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Löschen…</translation>
        </message>
        <message>
            <source>Rename chat</source>
            <translation>Chat umbenennen</translation>
        </message>
        <message>
            <source>Title:</source>
            <translation>Titel:</translation>
        </message>
        <message>
            <source>Delete chat</source>
            <translation>Chat löschen</translation>
        </message>
        <message>
            <source>Delete “{title}” and its saved cache? This cannot be undone.</source>
            <translation>„{title}“ und seinen gespeicherten Cache löschen? Das kann nicht rückgängig gemacht werden.</translation>
        </message>
        <message>
            <source>Export chat</source>
            <translation>Chat exportieren</translation>
        </message>
        <message>
            <source>Exporting…</source>
            <translation>Wird exportiert…</translation>
        </message>
        <message>
            <source>Exported to {file}</source>
            <translation>Exportiert nach {file}</translation>
        </message>
        <message numerus="yes">
            <source>Export the %n chats found</source>
            <translation>
                <numerusform>Den %n gefundenen Chat exportieren</numerusform>
                <numerusform>Die %n gefundenen Chats exportieren</numerusform>
            </translation>
        </message>
        <message>
            <source>Export all chats</source>
            <translation>Alle Chats exportieren</translation>
        </message>
        <message>
            <source>Exporting every chat…</source>
            <translation>Alle Chats werden exportiert…</translation>
        </message>
        <message>
            <source>Import chat</source>
            <translation>Chat importieren</translation>
        </message>
        <message>
            <source>Importing…</source>
            <translation>Wird importiert…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln chats exported to {file}</source>
            <translation>
                <numerusform>%Ln Chat nach {file} exportiert</numerusform>
                <numerusform>%Ln Chats nach {file} exportiert</numerusform>
            </translation>
        </message>
        <message>
            <source>Export failed: {error}</source>
            <translation>Export fehlgeschlagen: {error}</translation>
        </message>
    </context>
    <context>
        <name>ChatSettings</name>
        <message>
            <source>The model decides when to call a tool</source>
            <translation>Das Modell entscheidet, wann es ein Tool aufruft</translation>
        </message>
        <message>
            <source>Every reply begins with a tool call</source>
            <translation>Jede Antwort beginnt mit einem Tool-Aufruf</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>Tools</translation>
        </message>
        <message>
            <source>Tools of {name}</source>
            <translation>Tools von {name}</translation>
        </message>
        <message>
            <source>No MCP servers yet: add them in File ▸ Tools.</source>
            <translation>Noch keine MCP-Server: Fügen Sie sie unter Datei ▸ Tools hinzu.</translation>
        </message>
        <message>
            <source>Every reply begins with a call of {name}</source>
            <translation>Jede Antwort beginnt mit einem Aufruf von {name}</translation>
        </message>
        <message>
            <source>Reply as JSON, with this schema:</source>
            <translation>Als JSON antworten, mit diesem Schema:</translation>
        </message>
        <message>
            <source>The schema must be a JSON object.</source>
            <translation>Das Schema muss ein JSON-Objekt sein.</translation>
        </message>
        <message>
            <source>Precise</source>
            <translation>Präzise</translation>
        </message>
        <message>
            <source>Balanced</source>
            <translation>Ausgewogen</translation>
        </message>
        <message>
            <source>Creative</source>
            <translation>Kreativ</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Benutzerdefiniert</translation>
        </message>
        <message>
            <source>Chat settings — {title}</source>
            <translation>Chat-Einstellungen — {title}</translation>
        </message>
        <message>
            <source>A system prompt for this chat (optional)</source>
            <translation>Ein Systemprompt für diesen Chat (optional)</translation>
        </message>
        <message>
            <source>&amp;Preset</source>
            <translation>&amp;Voreinstellung</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Systemprompt</translation>
        </message>
        <message>
            <source>Sampling</source>
            <translation>Sampling</translation>
        </message>
        <message>
            <source>Temperature</source>
            <translation>Temperatur</translation>
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
            <translation>Wiederholungsstrafe</translation>
        </message>
        <message>
            <source>Temperature 0 is greedy: the same reply every time.</source>
            <translation>Temperatur 0 ist greedy: jedes Mal dieselbe Antwort.</translation>
        </message>
        <message>
            <source>“{name}” has changed since this chat took it: choose it again to take the new version.</source>
            <translation>„{name}“ hat sich geändert, seit dieser Chat sie übernommen hat: Wählen Sie sie erneut, um die neue Version zu übernehmen.</translation>
        </message>
    </context>
    <context>
        <name>Compare</name>
        <message>
            <source>Another model file…</source>
            <translation>Eine andere Modelldatei…</translation>
        </message>
        <message>
            <source>Loaded beside the chat's model</source>
            <translation>Neben dem Modell des Chats geladen</translation>
        </message>
        <message>
            <source>On a server</source>
            <translation>Auf einem Server</translation>
        </message>
        <message>
            <source>One at a time with the chat's model</source>
            <translation>Abwechselnd mit dem Modell des Chats</translation>
        </message>
        <message>
            <source>Second model's answer</source>
            <translation>Antwort des zweiten Modells</translation>
        </message>
        <message>
            <source>Stop this answer</source>
            <translation>Diese Antwort stoppen</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Stopp</translation>
        </message>
        <message>
            <source>End the comparison (its answers stay as versions)</source>
            <translation>Vergleich beenden (seine Antworten bleiben als Versionen)</translation>
        </message>
        <message>
            <source>Use this answer</source>
            <translation>Diese Antwort verwenden</translation>
        </message>
        <message>
            <source>Make it the chat's reply; the other stays as a version of it</source>
            <translation>Zur Antwort des Chats machen; die andere bleibt als Version davon</translation>
        </message>
        <message>
            <source>Use the second model's answer</source>
            <translation>Die Antwort des zweiten Modells verwenden</translation>
        </message>
        <message>
            <source>Waiting for the chat's model to finish…</source>
            <translation>Warten, bis das Modell des Chats fertig ist…</translation>
        </message>
        <message>
            <source>{mode}: {why}</source>
            <translation>{mode}: {why}</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>Schreibt…</translation>
        </message>
        <message>
            <source>No answer to the last message yet</source>
            <translation>Noch keine Antwort auf die letzte Nachricht</translation>
        </message>
        <message>
            <source>In the chat</source>
            <translation>Im Chat</translation>
        </message>
        <message>
            <source>Reading the chat…</source>
            <translation>Chat wird gelesen…</translation>
        </message>
        <message>
            <source>A model on {server}…</source>
            <translation>Ein Modell auf {server}…</translation>
        </message>
        <message>
            <source>Compare with another model</source>
            <translation>Mit einem anderen Modell vergleichen</translation>
        </message>
        <message>
            <source>A second model answers each message beside the chat's:</source>
            <translation>Ein zweites Modell beantwortet jede Nachricht neben dem des Chats:</translation>
        </message>
        <message>
            <source>A model to compare with</source>
            <translation>Ein Modell zum Vergleichen</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf)</source>
            <translation>GGUF-Modelle (*.gguf)</translation>
        </message>
        <message>
            <source>Compare with a server's model</source>
            <translation>Mit dem Modell eines Servers vergleichen</translation>
        </message>
        <message>
            <source>The model on {url}:</source>
            <translation>Das Modell auf {url}:</translation>
        </message>
        <message>
            <source>{tokens} tokens · {rate} tok/s</source>
            <translation>{tokens} Tokens · {rate} tok/s</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>gestoppt</translation>
        </message>
        <message>
            <source>the chat's reply</source>
            <translation>die Antwort des Chats</translation>
        </message>
    </context>
    <context>
        <name>Composer</name>
        <message>
            <source>Attach documents (text, Markdown, code, PDF, DOCX, HTML, CSV, JSON) or images (PNG, JPEG, WebP, GIF: for a vision model)</source>
            <translation>Dokumente (Text, Markdown, Code, PDF, DOCX, HTML, CSV, JSON) oder Bilder (PNG, JPEG, WebP, GIF: für ein Vision-Modell) anhängen</translation>
        </message>
        <message>
            <source>Attach documents or images</source>
            <translation>Dokumente oder Bilder anhängen</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>Bibliotheken</translation>
        </message>
        <message>
            <source>Search the web for this message</source>
            <translation>Im Web nach dieser Nachricht suchen</translation>
        </message>
        <message>
            <source>Web: search the web for the message first and give the model the passages that answer it, with their sources</source>
            <translation>Web: zuerst im Web nach der Nachricht suchen und dem Modell die Textstellen geben, die sie beantworten, mit ihren Quellen</translation>
        </message>
        <message>
            <source>Message — Enter to send, Shift+Enter for a new line</source>
            <translation>Nachricht — Enter zum Senden, Shift+Enter für eine neue Zeile</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Nachricht</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Stopp</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Senden</translation>
        </message>
        <message>
            <source>Stop the reply</source>
            <translation>Antwort stoppen</translation>
        </message>
        <message>
            <source>Send the message</source>
            <translation>Nachricht senden</translation>
        </message>
        <message>
            <source>Stop the reply (Esc)</source>
            <translation>Antwort stoppen (Esc)</translation>
        </message>
        <message>
            <source>Send (Enter)</source>
            <translation>Senden (Enter)</translation>
        </message>
    </context>
    <context>
        <name>Crash</name>
        <message>
            <source>Emberly hit a bug</source>
            <translation>Emberly ist auf einen Fehler gestoßen</translation>
        </message>
        <message>
            <source>Something went wrong inside Emberly. Your chats are saved and the app keeps running.&lt;br&gt;Please copy the report below into a bug report.</source>
            <translation>In Emberly ist etwas schiefgelaufen. Ihre Chats sind gespeichert, und die App läuft weiter.&lt;br&gt;Bitte kopieren Sie den Bericht unten in einen Fehlerbericht.</translation>
        </message>
        <message>
            <source>It was also written to {file}</source>
            <translation>Er wurde auch in {file} geschrieben</translation>
        </message>
        <message>
            <source>Details of the bug</source>
            <translation>Details zum Fehler</translation>
        </message>
        <message>
            <source>Copy report</source>
            <translation>Bericht kopieren</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Kopiert</translation>
        </message>
    </context>
    <context>
        <name>EngineEvents</name>
        <message>
            <source>Loaded {name} · faster replies: {speculation}</source>
            <translation>{name} geladen · schnellere Antworten: {speculation}</translation>
        </message>
        <message>
            <source>Loaded {name}</source>
            <translation>{name} geladen</translation>
        </message>
        <message>
            <source>The model's chat template is broken; using the {format} format instead.</source>
            <translation>Die Chat-Vorlage des Modells ist fehlerhaft; stattdessen wird das Format {format} verwendet.</translation>
        </message>
        <message>
            <source>{error} The model reads text only.</source>
            <translation>{error} Das Modell liest nur Text.</translation>
        </message>
        <message>
            <source>{error} Guesses come from the chat instead (prompt lookup).</source>
            <translation>{error} Die Vermutungen kommen stattdessen aus dem Chat (Prompt-Lookup).</translation>
        </message>
        <message>
            <source>The model could not be loaded. Choose another one to begin.</source>
            <translation>Das Modell konnte nicht geladen werden. Wählen Sie ein anderes, um zu beginnen.</translation>
        </message>
        <message>
            <source>Loading cancelled</source>
            <translation>Laden abgebrochen</translation>
        </message>
        <message>
            <source>Loading was cancelled.</source>
            <translation>Das Laden wurde abgebrochen.</translation>
        </message>
        <message numerus="yes">
            <source>Restoring %Ln tokens from disk…</source>
            <translation>
                <numerusform>%Ln Token wird von der Festplatte wiederhergestellt…</numerusform>
                <numerusform>%Ln Tokens werden von der Festplatte wiederhergestellt…</numerusform>
            </translation>
        </message>
        <message>
            <source>Re-reading the chat…</source>
            <translation>Chat wird neu gelesen…</translation>
        </message>
        <message numerus="yes">
            <source>Restored %Ln tokens from disk in {ms} ms</source>
            <translation>
                <numerusform>%Ln Token in {ms} ms von der Festplatte wiederhergestellt</numerusform>
                <numerusform>%Ln Tokens in {ms} ms von der Festplatte wiederhergestellt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Reopened warm: %Ln tokens of this chat's memory restored in {ms} ms.</source>
            <translation>
                <numerusform>Warm wieder geöffnet: %Ln Token aus dem Gedächtnis dieses Chats in {ms} ms wiederhergestellt.</numerusform>
                <numerusform>Warm wieder geöffnet: %Ln Tokens aus dem Gedächtnis dieses Chats in {ms} ms wiederhergestellt.</numerusform>
            </translation>
        </message>
        <message>
            <source>Stopped re-reading; the chat will be read when you send</source>
            <translation>Neu-Lesen gestoppt; der Chat wird beim Senden gelesen</translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s ({reason})</source>
            <translation>
                <numerusform>%Ln Token in {seconds} s neu gelesen ({reason})</numerusform>
                <numerusform>%Ln Tokens in {seconds} s neu gelesen ({reason})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s</source>
            <translation>
                <numerusform>%Ln Token in {seconds} s neu gelesen</numerusform>
                <numerusform>%Ln Tokens in {seconds} s neu gelesen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s because {reason}.</source>
            <translation>
                <numerusform>%Ln Token in {seconds} s neu gelesen, weil: {reason}.</numerusform>
                <numerusform>%Ln Tokens in {seconds} s neu gelesen, weil: {reason}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s.</source>
            <translation>
                <numerusform>%Ln Token in {seconds} s neu gelesen.</numerusform>
                <numerusform>%Ln Tokens in {seconds} s neu gelesen.</numerusform>
            </translation>
        </message>
        <message>
            <source>{title} — Emberly</source>
            <translation>{title} — Emberly</translation>
        </message>
        <message>
            <source>Reply streaming</source>
            <translation>Antwort wird gestreamt</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>Schreibt…</translation>
        </message>
        <message numerus="yes">
            <source>Writing %n versions…</source>
            <translation>
                <numerusform>Schreibt %n Version…</numerusform>
                <numerusform>Schreibt %n Versionen…</numerusform>
            </translation>
        </message>
        <message>
            <source>Characters written so far: {counts}</source>
            <translation>Bisher geschriebene Zeichen: {counts}</translation>
        </message>
        <message>
            <source>Reply stopped</source>
            <translation>Antwort gestoppt</translation>
        </message>
        <message>
            <source>Reply finished</source>
            <translation>Antwort fertig</translation>
        </message>
        <message>
            <source>Loading stopped because of an error in Emberly (see the report).</source>
            <translation>Das Laden wurde wegen eines Fehlers in Emberly gestoppt (siehe Bericht).</translation>
        </message>
    </context>
    <context>
        <name>GetModels</name>
        <message>
            <source>Download</source>
            <translation>Herunterladen</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Fortschritt</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>Downloads</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausieren</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Remove from list</source>
            <translation>Aus der Liste entfernen</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Laden</translation>
        </message>
        <message>
            <source>{n} s left</source>
            <translation>noch {n} s</translation>
        </message>
        <message>
            <source>{n} min left</source>
            <translation>noch {n} min</translation>
        </message>
        <message>
            <source>{n} h left</source>
            <translation>noch {n} h</translation>
        </message>
        <message>
            <source>{size}/s</source>
            <translation>{size}/s</translation>
        </message>
        <message>
            <source>checking what is on disk…</source>
            <translation>prüfe, was auf der Festplatte liegt…</translation>
        </message>
        <message>
            <source>waiting · {share}</source>
            <translation>wartet · {share}</translation>
        </message>
        <message>
            <source>paused at {share} ({done} of {total})</source>
            <translation>pausiert bei {share} ({done} von {total})</translation>
        </message>
        <message>
            <source>stopped at {share}</source>
            <translation>gestoppt bei {share}</translation>
        </message>
        <message>
            <source>done · {size}</source>
            <translation>fertig · {size}</translation>
        </message>
        <message numerus="yes">
            <source>%n models</source>
            <translation>
                <numerusform>%n Modell</numerusform>
                <numerusform>%n Modelle</numerusform>
            </translation>
        </message>
        <message>
            <source>Downloading {what}: {progress}</source>
            <translation>{what} wird heruntergeladen: {progress}</translation>
        </message>
        <message numerus="yes">
            <source>%n download stopped: see Get models</source>
            <translation>
                <numerusform>%n Download gestoppt: siehe „Modelle herunterladen“</numerusform>
                <numerusform>%n Downloads gestoppt: siehe „Modelle herunterladen“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n downloads stopped: see Get models</source>
            <translation>
                <numerusform>%n Download gestoppt: siehe „Modelle herunterladen“</numerusform>
                <numerusform>%n Downloads gestoppt: siehe „Modelle herunterladen“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n download paused</source>
            <translation>
                <numerusform>%n Download pausiert</numerusform>
                <numerusform>%n Downloads pausiert</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n downloads paused</source>
            <translation>
                <numerusform>%n Download pausiert</numerusform>
                <numerusform>%n Downloads pausiert</numerusform>
            </translation>
        </message>
        <message>
            <source>fits</source>
            <translation>passt</translation>
        </message>
        <message>
            <source>tight</source>
            <translation>knapp</translation>
        </message>
        <message>
            <source>too big</source>
            <translation>zu groß</translation>
        </message>
        <message>
            <source>Fits in the memory free now, with a 4,096-token context.</source>
            <translation>Passt in den derzeit freien Speicher, mit einem Kontext von 4.096 Tokens.</translation>
        </message>
        <message>
            <source>Only fits if other programs give memory back; a smaller context helps.</source>
            <translation>Passt nur, wenn andere Programme Speicher freigeben; ein kleinerer Kontext hilft.</translation>
        </message>
        <message>
            <source>Needs more memory than this computer has.</source>
            <translation>Braucht mehr Speicher, als dieser Computer hat.</translation>
        </message>
        <message>
            <source>Search Hugging Face for GGUF models, or paste a link or owner/repo</source>
            <translation>Hugging Face nach GGUF-Modellen durchsuchen oder einen Link bzw. owner/repo einfügen</translation>
        </message>
        <message>
            <source>Search models</source>
            <translation>Modelle suchen</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>Suche leeren</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Suchen</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Größe</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>Speicher</translation>
        </message>
        <message>
            <source>About</source>
            <translation>Info</translation>
        </message>
        <message>
            <source>Models to download</source>
            <translation>Modelle zum Herunterladen</translation>
        </message>
        <message>
            <source>Choose a model to see what it is and whether it fits.</source>
            <translation>Wählen Sie ein Modell, um zu sehen, was es ist und ob es passt.</translation>
        </message>
        <message>
            <source>The Hub could not be asked ({error}).</source>
            <translation>Der Hub konnte nicht abgefragt werden ({error}).</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Suche läuft…</translation>
        </message>
        <message>
            <source>Looking in {repo}…</source>
            <translation>Suche in {repo}…</translation>
        </message>
        <message>
            <source>Recommended: instruct models that run well on a desktop, smallest first</source>
            <translation>Empfohlen: Instruct-Modelle, die gut auf einem Desktop laufen, die kleinsten zuerst</translation>
        </message>
        <message>
            <source>{name} · for documents</source>
            <translation>{name} · für Dokumente</translation>
        </message>
        <message numerus="yes">
            <source>On Hugging Face: %n repository with GGUF files, most downloaded first; open one to see its files</source>
            <translation>
                <numerusform>Auf Hugging Face: %n Repository mit GGUF-Dateien, meistgeladene zuerst; öffnen Sie eines, um seine Dateien zu sehen</numerusform>
                <numerusform>Auf Hugging Face: %n Repositorys mit GGUF-Dateien, meistgeladene zuerst; öffnen Sie eines, um seine Dateien zu sehen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>On Hugging Face: %n repositories with GGUF files, most downloaded first; open one to see its files</source>
            <translation>
                <numerusform>Auf Hugging Face: %n Repository mit GGUF-Dateien, meistgeladene zuerst; öffnen Sie eines, um seine Dateien zu sehen</numerusform>
                <numerusform>Auf Hugging Face: %n Repositorys mit GGUF-Dateien, meistgeladene zuerst; öffnen Sie eines, um seine Dateien zu sehen</numerusform>
            </translation>
        </message>
        <message>
            <source>No GGUF models matched; try fewer words, or paste owner/repo.</source>
            <translation>Keine passenden GGUF-Modelle; versuchen Sie weniger Wörter, oder fügen Sie owner/repo ein.</translation>
        </message>
        <message>
            <source>{downloads} downloads · {likes} likes · updated {updated}</source>
            <translation>{downloads} Downloads · {likes} Likes · aktualisiert {updated}</translation>
        </message>
        <message>
            <source>Listing files…</source>
            <translation>Dateien werden aufgelistet…</translation>
        </message>
        <message>
            <source>No GGUF files in this repository</source>
            <translation>Keine GGUF-Dateien in diesem Repository</translation>
        </message>
        <message>
            <source>vision projector: loads beside a model</source>
            <translation>Vision-Projektor: wird neben einem Modell geladen</translation>
        </message>
        <message>
            <source>On Hugging Face: {repo}</source>
            <translation>Auf Hugging Face: {repo}</translation>
        </message>
        <message numerus="yes">
            <source>%n GGUF files</source>
            <translation>
                <numerusform>%n GGUF-Datei</numerusform>
                <numerusform>%n GGUF-Dateien</numerusform>
            </translation>
        </message>
        <message>
            <source>{repo} holds no GGUF files.</source>
            <translation>{repo} enthält keine GGUF-Dateien.</translation>
        </message>
        <message>
            <source>Open it to see its files.</source>
            <translation>Öffnen Sie es, um seine Dateien zu sehen.</translation>
        </message>
        <message>
            <source>An embedding model: once downloaded, Use makes it the one documents and libraries are searched with by meaning (Settings ▸ Embedding model).</source>
            <translation>Ein Embedding-Modell: Nach dem Herunterladen macht „Laden“ es zu dem Modell, mit dem Dokumente und Bibliotheken nach Bedeutung durchsucht werden (Einstellungen ▸ Embedding-Modell).</translation>
        </message>
        <message>
            <source>context {context} tokens · licence {licence}</source>
            <translation>Kontext {context} Tokens · Lizenz {licence}</translation>
        </message>
        <message>
            <source>Memory with a 4,096-token context: about {size} — {verdict}</source>
            <translation>Speicher mit einem Kontext von 4.096 Tokens: etwa {size} — {verdict}</translation>
        </message>
        <message>
            <source>quantisation not named</source>
            <translation>Quantisierung nicht angegeben</translation>
        </message>
        <message numerus="yes">
            <source>{quant} · {size} in %n parts</source>
            <translation>
                <numerusform>{quant} · {size} in %n Teil</numerusform>
                <numerusform>{quant} · {size} in %n Teilen</numerusform>
            </translation>
        </message>
        <message>
            <source>a vision projector: it loads beside its model</source>
            <translation>ein Vision-Projektor: wird neben seinem Modell geladen</translation>
        </message>
        <message>
            <source>about {size} of memory — {verdict}</source>
            <translation>etwa {size} Speicher — {verdict}</translation>
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>Choose a model…</source>
            <translation>Modell wählen…</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>Choose a model (Ctrl+O)</source>
            <translation>Modell wählen (Ctrl+O)</translation>
        </message>
        <message>
            <source>Chat settings</source>
            <translation>Chat-Einstellungen</translation>
        </message>
        <message>
            <source>Chat settings: system prompt and sampling (Ctrl+;)</source>
            <translation>Chat-Einstellungen: Systemprompt und Sampling (Ctrl+;)</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>Downloads</translation>
        </message>
        <message>
            <source>Model downloads: open Get models</source>
            <translation>Modell-Downloads: „Modelle herunterladen“ öffnen</translation>
        </message>
        <message>
            <source>Speed of the last reply</source>
            <translation>Geschwindigkeit der letzten Antwort</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Fortschritt</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>Bibliotheken</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>Indizierung pausieren</translation>
        </message>
        <message>
            <source>Local API server</source>
            <translation>Lokaler API-Server</translation>
        </message>
        <message>
            <source>API</source>
            <translation>API</translation>
        </message>
        <message>
            <source>{name} · vision</source>
            <translation>{name} · Vision</translation>
        </message>
        <message>
            <source>{path}
chat format: {format}
GPU layers: {layers}
Click to choose another model (Ctrl+O)</source>
            <translation>{path}
Chat-Format: {format}
GPU-Layer: {layers}
Klicken, um ein anderes Modell zu wählen (Ctrl+O)</translation>
        </message>
        <message>
            <source>Re-reading {done} / {total} tokens…</source>
            <translation>{done} / {total} Tokens werden neu gelesen…</translation>
        </message>
        <message>
            <source>Reading {done} / {total} tokens…</source>
            <translation>{done} / {total} Tokens werden gelesen…</translation>
        </message>
        <message>
            <source>API · busy</source>
            <translation>API · beschäftigt</translation>
        </message>
        <message>
            <source>{rate} tok/s</source>
            <translation>{rate} tok/s</translation>
        </message>
        <message>
            <source>demo</source>
            <translation>Demo</translation>
        </message>
        <message>
            <source>The bundled demo model: a tiny base model that writes fluent nonsense.
Choose a real model with Ctrl+O.</source>
            <translation>Das mitgelieferte Demo-Modell: ein winziges Basismodell, das flüssigen Unsinn schreibt.
Wählen Sie mit Ctrl+O ein echtes Modell.</translation>
        </message>
        <message>
            <source>%v / %m tokens</source>
            <translation>%v / %m Tokens</translation>
        </message>
        <message>
            <source>Context used</source>
            <translation>Belegter Kontext</translation>
        </message>
        <message>
            <source>Context used by this chat: the messages shown, not their other versions</source>
            <translation>Von diesem Chat belegter Kontext: die angezeigten Nachrichten, nicht ihre anderen Versionen</translation>
        </message>
    </context>
    <context>
        <name>Import</name>
        <message>
            <source>no date</source>
            <translation>kein Datum</translation>
        </message>
        <message numerus="yes">
            <source>%n message</source>
            <translation>
                <numerusform>%n Nachricht</numerusform>
                <numerusform>%n Nachrichten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n messages</source>
            <translation>
                <numerusform>%n Nachricht</numerusform>
                <numerusform>%n Nachrichten</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Ohne Titel</translation>
        </message>
        <message numerus="yes">
            <source>%n more in other versions</source>
            <translation>
                <numerusform>%n weitere in anderen Versionen</numerusform>
                <numerusform>%n weitere in anderen Versionen</numerusform>
            </translation>
        </message>
        <message>
            <source>imported before</source>
            <translation>bereits importiert</translation>
        </message>
        <message>
            <source>skipped: {why}</source>
            <translation>übersprungen: {why}</translation>
        </message>
        <message>
            <source>Import chats</source>
            <translation>Chats importieren</translation>
        </message>
        <message>
            <source>Choose an export of ChatGPT, Claude or Open WebUI (its zip or JSON), or a folder of LM Studio or Jan chats.</source>
            <translation>Wählen Sie einen Export von ChatGPT, Claude oder Open WebUI (als ZIP oder JSON) oder einen Ordner mit Chats von LM Studio oder Jan.</translation>
        </message>
        <message>
            <source>Choose a file…</source>
            <translation>Datei wählen…</translation>
        </message>
        <message>
            <source>Choose a folder…</source>
            <translation>Ordner wählen…</translation>
        </message>
        <message>
            <source>{app}'s chats on this computer</source>
            <translation>Chats von {app} auf diesem Computer</translation>
        </message>
        <message>
            <source>Chats to import</source>
            <translation>Zu importierende Chats</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importieren</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Choose an export</source>
            <translation>Export wählen</translation>
        </message>
        <message>
            <source>Exports (*.zip *.json *.jsonl);;All files (*)</source>
            <translation>Exporte (*.zip *.json *.jsonl);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Choose a folder of chats</source>
            <translation>Ordner mit Chats wählen</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>{file} wird gelesen…</translation>
        </message>
        <message numerus="yes">
            <source>%n chat in {file}</source>
            <translation>
                <numerusform>%n Chat in {file}</numerusform>
                <numerusform>%n Chats in {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats in {file}</source>
            <translation>
                <numerusform>%n Chat in {file}</numerusform>
                <numerusform>%n Chats in {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%n imported before: unchecked)</source>
            <translation>
                <numerusform> (%n bereits importiert: nicht angehakt)</numerusform>
                <numerusform> (%n bereits importiert: nicht angehakt)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %n skipped, with nothing to import</source>
            <translation>
                <numerusform>; %n übersprungen, da nichts zu importieren</numerusform>
                <numerusform>; %n übersprungen, da nichts zu importieren</numerusform>
            </translation>
        </message>
        <message>
            <source>{found}. Versions (edits, regenerations) come as each chat's versions.</source>
            <translation>{found}. Versionen (Bearbeitungen, Neugenerierungen) werden als Versionen des jeweiligen Chats übernommen.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Importing: {done} of {total}</source>
            <translation>Import: {done} von {total}</translation>
        </message>
        <message numerus="yes">
            <source>%n chat imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>%n Chat importiert (gestoppt: der Rest wurde nicht importiert).</numerusform>
                <numerusform>%n Chats importiert (gestoppt: der Rest wurde nicht importiert).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>%n Chat importiert (gestoppt: der Rest wurde nicht importiert).</numerusform>
                <numerusform>%n Chats importiert (gestoppt: der Rest wurde nicht importiert).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chat imported.</source>
            <translation>
                <numerusform>%n Chat importiert.</numerusform>
                <numerusform>%n Chats importiert.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats imported.</source>
            <translation>
                <numerusform>%n Chat importiert.</numerusform>
                <numerusform>%n Chats importiert.</numerusform>
            </translation>
        </message>
        <message>
            <source>The import stopped: {error}</source>
            <translation>Der Import wurde gestoppt: {error}</translation>
        </message>
        <message>
            <source>Stopping after the chat being imported…</source>
            <translation>Stoppt nach dem Chat, der gerade importiert wird…</translation>
        </message>
    </context>
    <context>
        <name>Libraries</name>
        <message>
            <source>by meaning ({model}) and by keywords</source>
            <translation>nach Bedeutung ({model}) und nach Stichwörtern</translation>
        </message>
        <message>
            <source>by keywords (BM25; choose an embedding model in Settings to search by meaning too)</source>
            <translation>nach Stichwörtern (BM25; wählen Sie in den Einstellungen ein Embedding-Modell, um auch nach Bedeutung zu suchen)</translation>
        </message>
        <message>
            <source>{folder} files</source>
            <translation>Dateien aus {folder}</translation>
        </message>
        <message numerus="yes">
            <source>paused: {done} of %n new or changed files</source>
            <translation>
                <numerusform>pausiert: {done} von %n neuen oder geänderten Datei</numerusform>
                <numerusform>pausiert: {done} von %n neuen oder geänderten Dateien</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>indexing: {done} of %n new or changed files</source>
            <translation>
                <numerusform>Indizierung: {done} von %n neuen oder geänderten Datei</numerusform>
                <numerusform>Indizierung: {done} von %n neuen oder geänderten Dateien</numerusform>
            </translation>
        </message>
        <message>
            <source>waiting to be indexed</source>
            <translation>wartet auf Indizierung</translation>
        </message>
        <message>
            <source>no documents found</source>
            <translation>keine Dokumente gefunden</translation>
        </message>
        <message numerus="yes">
            <source>%Ln document</source>
            <translation>
                <numerusform>%Ln Dokument</numerusform>
                <numerusform>%Ln Dokumente</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln documents</source>
            <translation>
                <numerusform>%Ln Dokument</numerusform>
                <numerusform>%Ln Dokumente</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln passages</source>
            <translation>
                <numerusform>%Ln Textstelle</numerusform>
                <numerusform>%Ln Textstellen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unreadable</source>
            <translation>
                <numerusform>%n nicht lesbar</numerusform>
                <numerusform>%n nicht lesbar</numerusform>
            </translation>
        </message>
        <message>
            <source>Resume indexing</source>
            <translation>Indizierung fortsetzen</translation>
        </message>
        <message>
            <source>Pause indexing (resumes where it stopped)</source>
            <translation>Indizierung pausieren (wird dort fortgesetzt, wo sie stoppte)</translation>
        </message>
        <message>
            <source>Paused the library {name}: {file}
Click to see your libraries</source>
            <translation>Bibliothek {name} pausiert: {file}
Klicken, um Ihre Bibliotheken zu sehen</translation>
        </message>
        <message>
            <source>Indexing the library {name}: {file}
Click to see your libraries</source>
            <translation>Bibliothek {name} wird indiziert: {file}
Klicken, um Ihre Bibliotheken zu sehen</translation>
        </message>
        <message>
            <source>No libraries yet</source>
            <translation>Noch keine Bibliotheken</translation>
        </message>
        <message>
            <source>Manage libraries…</source>
            <translation>Bibliotheken verwalten…</translation>
        </message>
        <message>
            <source>This chat searches {libraries} for every message</source>
            <translation>Dieser Chat durchsucht bei jeder Nachricht {libraries}</translation>
        </message>
        <message>
            <source>Libraries: folders this chat searches for every message</source>
            <translation>Bibliotheken: Ordner, die dieser Chat bei jeder Nachricht durchsucht</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>Bibliotheken</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>Ordner hinzufügen…</translation>
        </message>
        <message>
            <source>Add files…</source>
            <translation>Dateien hinzufügen…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <source>Remove the library and its index (your files stay where they are)</source>
            <translation>Bibliothek und ihren Index entfernen (Ihre Dateien bleiben, wo sie sind)</translation>
        </message>
        <message>
            <source>Folders and files Emberly indexes on this computer, kept in sync while it runs. Attach a library to a chat (the books button beside the message box) and every message is answered with the passages found in it, cited. Search is {search}; nothing leaves this computer.</source>
            <translation>Ordner und Dateien, die Emberly auf diesem Computer indiziert und synchron hält, solange es läuft. Hängen Sie eine Bibliothek an einen Chat an (die Bücher-Schaltfläche neben dem Nachrichtenfeld), und jede Nachricht wird mit den darin gefundenen Textstellen beantwortet, mit Quellenangabe. Gesucht wird {search}; nichts verlässt diesen Computer.</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>Indizierung pausieren</translation>
        </message>
        <message>
            <source>Add a folder as a library</source>
            <translation>Einen Ordner als Bibliothek hinzufügen</translation>
        </message>
        <message>
            <source>Add files as a library</source>
            <translation>Dateien als Bibliothek hinzufügen</translation>
        </message>
        <message>
            <source>Paused {name} {done}/{total}</source>
            <translation>{name} pausiert {done}/{total}</translation>
        </message>
        <message>
            <source>Indexing {name} {done}/{total}</source>
            <translation>{name} wird indiziert {done}/{total}</translation>
        </message>
        <message>
            <source>Paused {name}</source>
            <translation>{name} pausiert</translation>
        </message>
        <message>
            <source>Indexing {name}</source>
            <translation>{name} wird indiziert</translation>
        </message>
        <message>
            <source>{library} › {name} — the passage the model read, highlighted in the file</source>
            <translation>{library} › {name} — die Textstelle, die das Modell gelesen hat, in der Datei hervorgehoben</translation>
        </message>
        <message>
            <source>{library} › {name} — the passage the model read (the file has changed or left its library since)</source>
            <translation>{library} › {name} — die Textstelle, die das Modell gelesen hat (die Datei hat sich seitdem geändert oder ist nicht mehr in ihrer Bibliothek)</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <source>&amp;Chat</source>
            <translation>&amp;Chat</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;New chat</source>
            <translation>&amp;Neuer Chat</translation>
        </message>
        <message>
            <source>Choose &amp;model…</source>
            <translation>M&amp;odell wählen…</translation>
        </message>
        <message>
            <source>&amp;Export chat as Markdown…</source>
            <translation>Chat als &amp;Markdown exportieren…</translation>
        </message>
        <message>
            <source>Export chat as Markdown with all &amp;versions…</source>
            <translation>Chat als Markdown mit allen &amp;Versionen exportieren…</translation>
        </message>
        <message>
            <source>Export chat as &amp;HTML…</source>
            <translation>Chat als &amp;HTML exportieren…</translation>
        </message>
        <message>
            <source>Export chat as &amp;PDF…</source>
            <translation>Chat als &amp;PDF exportieren…</translation>
        </message>
        <message>
            <source>Export chat as &amp;JSON…</source>
            <translation>Chat als &amp;JSON exportieren…</translation>
        </message>
        <message>
            <source>Export chat as JSON with its &amp;cache…</source>
            <translation>Chat als JSON mit seinem &amp;Cache exportieren…</translation>
        </message>
        <message>
            <source>Export &amp;all chats (or those the search finds)…</source>
            <translation>&amp;Alle Chats exportieren (oder die, die die Suche findet)…</translation>
        </message>
        <message>
            <source>&amp;Import chat…</source>
            <translation>Chat &amp;importieren…</translation>
        </message>
        <message>
            <source>Import chats from &amp;other apps…</source>
            <translation>Chats aus an&amp;deren Apps importieren…</translation>
        </message>
        <message>
            <source>&amp;Libraries…</source>
            <translation>Bib&amp;liotheken…</translation>
        </message>
        <message>
            <source>Local &amp;API server…</source>
            <translation>Lokaler API-&amp;Server…</translation>
        </message>
        <message>
            <source>&amp;Tools (MCP servers)…</source>
            <translation>&amp;Tools (MCP-Server)…</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Einstellungen…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;Regenerate reply</source>
            <translation>Antwort neu &amp;generieren</translation>
        </message>
        <message>
            <source>Regenerate ×&amp;N</source>
            <translation>Neu generieren ×&amp;N</translation>
        </message>
        <message>
            <source>&amp;Continue reply</source>
            <translation>&amp;Antwort fortsetzen</translation>
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation>&amp;Stopp</translation>
        </message>
        <message>
            <source>C&amp;opy last reply</source>
            <translation>Letzte Antwort &amp;kopieren</translation>
        </message>
        <message>
            <source>Re&amp;name chat…</source>
            <translation>Chat &amp;umbenennen…</translation>
        </message>
        <message>
            <source>Search chats</source>
            <translation>Chats durchsuchen</translation>
        </message>
        <message>
            <source>Go to the message &amp;box</source>
            <translation>Zum Nachrichten&amp;feld</translation>
        </message>
        <message>
            <source>Scroll to the &amp;first message</source>
            <translation>Zur &amp;ersten Nachricht scrollen</translation>
        </message>
        <message>
            <source>Scroll to the &amp;newest message</source>
            <translation>Zur neues&amp;ten Nachricht scrollen</translation>
        </message>
        <message>
            <source>Chat settings…</source>
            <translation>Chat-Einstellungen…</translation>
        </message>
        <message>
            <source>Co&amp;mpare with another model…</source>
            <translation>Mit anderem Modell &amp;vergleichen…</translation>
        </message>
        <message>
            <source>Attach a &amp;web page…</source>
            <translation>&amp;Webseite anhängen…</translation>
        </message>
        <message>
            <source>Copy &amp;diagnostics</source>
            <translation>&amp;Diagnose kopieren</translation>
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation>&amp;Log-Ordner öffnen</translation>
        </message>
        <message>
            <source>&amp;About Emberly</source>
            <translation>&amp;Über Emberly</translation>
        </message>
    </context>
    <context>
        <name>Picker</name>
        <message>
            <source>no preset</source>
            <translation>keine Voreinstellung</translation>
        </message>
        <message>
            <source>The preset (Chat settings ▸ Preset) every new chat with this model starts with</source>
            <translation>Die Voreinstellung (Chat-Einstellungen ▸ Voreinstellung), mit der jeder neue Chat mit diesem Modell beginnt</translation>
        </message>
        <message>
            <source>{size} tokens</source>
            <translation>{size} Tokens</translation>
        </message>
        <message>
            <source>This build of llama.cpp runs on the CPU only. For GPU offload, reinstall llama-cpp-python with CMAKE_ARGS="-DGGML_CUDA=on" (NVIDIA), "-DGGML_METAL=on" (Apple) or "-DGGML_VULKAN=on".</source>
            <translation>Dieser Build von llama.cpp läuft nur auf der CPU. Für GPU-Offload installieren Sie llama-cpp-python neu mit CMAKE_ARGS="-DGGML_CUDA=on" (NVIDIA), "-DGGML_METAL=on" (Apple) oder "-DGGML_VULKAN=on".</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>Modell wählen</translation>
        </message>
        <message>
            <source>Model files</source>
            <translation>Modelldateien</translation>
        </message>
        <message>
            <source>Model file</source>
            <translation>Modelldatei</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Größe</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Quelle</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Durchsuchen…</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>Ordner hinzufügen…</translation>
        </message>
        <message>
            <source>Select a model to see its details.</source>
            <translation>Wählen Sie ein Modell, um seine Details zu sehen.</translation>
        </message>
        <message>
            <source>GPU layers</source>
            <translation>GPU-Layer</translation>
        </message>
        <message>
            <source>A vision projector (mmproj) lets the model read images in messages. Get models downloads a vision model's projector beside it.</source>
            <translation>Ein Vision-Projektor (mmproj) lässt das Modell Bilder in Nachrichten lesen. „Modelle herunterladen“ lädt den Projektor eines Vision-Modells gleich daneben herunter.</translation>
        </message>
        <message>
            <source>automatic</source>
            <translation>automatisch</translation>
        </message>
        <message>
            <source>Try the fast path again</source>
            <translation>Den schnellen Pfad erneut versuchen</translation>
        </message>
        <message>
            <source>Forget the safer setting chosen after a crash; the next model load checks again</source>
            <translation>Die nach einem Absturz gewählte sicherere Einstellung vergessen; beim nächsten Laden eines Modells wird erneut geprüft</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Laden</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Context size</source>
            <translation>Kontextgröße</translation>
        </message>
        <message>
            <source>KV cache type</source>
            <translation>KV-Cache-Typ</translation>
        </message>
        <message>
            <source>Threads</source>
            <translation>Threads</translation>
        </message>
        <message>
            <source>Images</source>
            <translation>Bilder</translation>
        </message>
        <message>
            <source>Speculation</source>
            <translation>Spekulation</translation>
        </message>
        <message>
            <source>New chats</source>
            <translation>Neue Chats</translation>
        </message>
        <message>
            <source>Memory needed</source>
            <translation>Benötigter Speicher</translation>
        </message>
        <message>
            <source>Engine path</source>
            <translation>Engine-Pfad</translation>
        </message>
        <message>
            <source>On this computer</source>
            <translation>Auf diesem Computer</translation>
        </message>
        <message>
            <source>Get models</source>
            <translation>Modelle herunterladen</translation>
        </message>
        <message>
            <source>Servers</source>
            <translation>Server</translation>
        </message>
        <message numerus="yes">
            <source>{name}  (%n parts)</source>
            <translation>
                <numerusform>{name}  (%n Teil)</numerusform>
                <numerusform>{name}  (%n Teile)</numerusform>
            </translation>
        </message>
        <message>
            <source>Added</source>
            <translation>Hinzugefügt</translation>
        </message>
        <message>
            <source>{source} · recent</source>
            <translation>{source} · zuletzt verwendet</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>Verbindung mit {url} wird hergestellt…</translation>
        </message>
        <message>
            <source>Choose a GGUF model</source>
            <translation>GGUF-Modell wählen</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf);;All files (*)</source>
            <translation>GGUF-Modelle (*.gguf);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Add a folder of models</source>
            <translation>Einen Ordner mit Modellen hinzufügen</translation>
        </message>
        <message>
            <source>none: text only</source>
            <translation>keiner: nur Text</translation>
        </message>
        <message>
            <source>none in the model's folder</source>
            <translation>keiner im Ordner des Modells</translation>
        </message>
        <message>
            <source>CPU only</source>
            <translation>nur CPU</translation>
        </message>
        <message>
            <source>all</source>
            <translation>alle</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>, recurrent state {size}</source>
            <translation>, rekurrenter Zustand {size}</translation>
        </message>
        <message>
            <source>, image projector {size}</source>
            <translation>, Bildprojektor {size}</translation>
        </message>
        <message>
            <source>about {total} (weights {weights}{vision}, KV cache {kv_cache}{state}, work buffers {compute})</source>
            <translation>etwa {total} (Gewichte {weights}{vision}, KV-Cache {kv_cache}{state}, Arbeitspuffer {compute})</translation>
        </message>
        <message>
            <source>checked when the next model loads (once per llama.cpp build and CPU)</source>
            <translation>wird beim Laden des nächsten Modells geprüft (einmal pro llama.cpp-Build und CPU)</translation>
        </message>
        <message>
            <source>{path}: it works on this computer</source>
            <translation>{path}: funktioniert auf diesem Computer</translation>
        </message>
        <message>
            <source>The fast path will be tried again when the next model loads.</source>
            <translation>Der schnelle Pfad wird beim Laden des nächsten Modells erneut versucht.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>no (a format is chosen by architecture)</source>
            <translation>nein (ein Format wird nach Architektur gewählt)</translation>
        </message>
        <message>
            <source>, sliding window {size}</source>
            <translation>, gleitendes Fenster {size}</translation>
        </message>
        <message numerus="yes">
            <source>native context {context} tokens · %n layers{window}</source>
            <translation>
                <numerusform>nativer Kontext {context} Tokens · %n Layer{window}</numerusform>
                <numerusform>nativer Kontext {context} Tokens · %n Layer{window}</numerusform>
            </translation>
        </message>
        <message>
            <source>chat template: {template}</source>
            <translation>Chat-Vorlage: {template}</translation>
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>Apply a preset…</source>
            <translation>Voreinstellung anwenden…</translation>
        </message>
        <message>
            <source>A preset's system prompt, sampling and tools, copied into this chat</source>
            <translation>Systemprompt, Sampling und Tools einer Voreinstellung, in diesen Chat kopiert</translation>
        </message>
        <message>
            <source>Save as preset…</source>
            <translation>Als Voreinstellung speichern…</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>Importieren…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportieren…</translation>
        </message>
        <message>
            <source>A preset file: Emberly's, or LM Studio's (0.2 or 0.3)</source>
            <translation>Eine Voreinstellungsdatei: von Emberly oder von LM Studio (0.2 oder 0.3)</translation>
        </message>
        <message>
            <source>{name} (built in)</source>
            <translation>{name} (integriert)</translation>
        </message>
        <message>
            <source>Save as preset</source>
            <translation>Als Voreinstellung speichern</translation>
        </message>
        <message>
            <source>Name of the preset:</source>
            <translation>Name der Voreinstellung:</translation>
        </message>
        <message>
            <source>Import a preset</source>
            <translation>Voreinstellung importieren</translation>
        </message>
        <message>
            <source>Presets (*.json);;All files (*)</source>
            <translation>Voreinstellungen (*.json);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>{name} ({source}) is imported; Emberly has no place for its {skipped}, which were left out.</source>
            <translation>{name} ({source}) wurde importiert; für {skipped} hat Emberly keinen Platz, das wurde ausgelassen.</translation>
        </message>
        <message>
            <source>Presets</source>
            <translation>Voreinstellungen</translation>
        </message>
        <message>
            <source>The preset could not be saved: {error}</source>
            <translation>Die Voreinstellung konnte nicht gespeichert werden: {error}</translation>
        </message>
        <message>
            <source>Export a preset</source>
            <translation>Voreinstellung exportieren</translation>
        </message>
        <message>
            <source>Presets (*.json)</source>
            <translation>Voreinstellungen (*.json)</translation>
        </message>
        <message>
            <source>{file} could not be written: {error}</source>
            <translation>{file} konnte nicht geschrieben werden: {error}</translation>
        </message>
    </context>
    <context>
        <name>Server</name>
        <message>
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message numerus="yes">
            <source>%Ln request served</source>
            <translation>
                <numerusform>%Ln Anfrage bearbeitet</numerusform>
                <numerusform>%Ln Anfragen bearbeitet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln requests served</source>
            <translation>
                <numerusform>%Ln Anfrage bearbeitet</numerusform>
                <numerusform>%Ln Anfragen bearbeitet</numerusform>
            </translation>
        </message>
        <message>
            <source>running: {request}</source>
            <translation>läuft: {request}</translation>
        </message>
        <message numerus="yes">
            <source>%n waiting</source>
            <translation>
                <numerusform>%n wartet</numerusform>
                <numerusform>%n warten</numerusform>
            </translation>
        </message>
        <message>
            <source>no model loaded: requests are refused</source>
            <translation>kein Modell geladen: Anfragen werden abgelehnt</translation>
        </message>
        <message>
            <source>Local API server</source>
            <translation>Lokaler API-Server</translation>
        </message>
        <message>
            <source>Other apps on this computer (editors, notes, scripts) can use the model loaded here through an OpenAI-compatible API: point them at the address below with the key. Your chats in this window are never touched, and conversations a client sends again continue warm.</source>
            <translation>Andere Apps auf diesem Computer (Editoren, Notizen, Skripte) können das hier geladene Modell über eine OpenAI-kompatible API nutzen: Geben Sie ihnen die Adresse unten und den Schlüssel. Ihre Chats in diesem Fenster bleiben unberührt, und Unterhaltungen, die ein Client erneut sendet, werden warm fortgesetzt.</translation>
        </message>
        <message>
            <source>Serve the loaded model to other apps</source>
            <translation>Das geladene Modell anderen Apps bereitstellen</translation>
        </message>
        <message>
            <source>Allow other computers on my network</source>
            <translation>Andere Computer in meinem Netzwerk zulassen</translation>
        </message>
        <message>
            <source>⚠ Anyone on your network who has the key can use the model.</source>
            <translation>⚠ Jeder in Ihrem Netzwerk, der den Schlüssel hat, kann das Modell nutzen.</translation>
        </message>
        <message>
            <source>none (browser pages may not call it); e.g. http://localhost:3000</source>
            <translation>keine (Browserseiten dürfen sie nicht aufrufen); z. B. http://localhost:3000</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API-Schlüssel</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <source>Copy key</source>
            <translation>Schlüssel kopieren</translation>
        </message>
        <message>
            <source>New key</source>
            <translation>Neuer Schlüssel</translation>
        </message>
        <message>
            <source>Make a new key: apps using the old one must be given the new one</source>
            <translation>Einen neuen Schlüssel erzeugen: Apps mit dem alten brauchen dann den neuen</translation>
        </message>
        <message>
            <source>Stop the request</source>
            <translation>Anfrage stoppen</translation>
        </message>
        <message>
            <source>Requests served</source>
            <translation>Bearbeitete Anfragen</translation>
        </message>
        <message>
            <source>Each request served appears here, with its tokens and time.</source>
            <translation>Jede bearbeitete Anfrage erscheint hier, mit ihren Tokens und ihrer Dauer.</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>Port</translation>
        </message>
        <message>
            <source>Browser origins</source>
            <translation>Browser-Ursprünge</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Adresse</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>The key is kept {place}.</source>
            <translation>Speicherort des Schlüssels: {place}.</translation>
        </message>
        <message>
            <source>Let apps have the web searched first (web_search_options)</source>
            <translation>Apps erlauben, vorher im Web suchen zu lassen (web_search_options)</translation>
        </message>
        <message>
            <source>With the search service of Settings ▸ Web: the pages read go into the request's prompt, and the reply cites them. Off: such requests are refused.</source>
            <translation>Mit dem Suchdienst aus Einstellungen ▸ Web: Die gelesenen Seiten kommen in den Prompt der Anfrage, und die Antwort zitiert sie. Aus: Solche Anfragen werden abgelehnt.</translation>
        </message>
    </context>
    <context>
        <name>Servers</name>
        <message>
            <source>Server address</source>
            <translation>Serveradresse</translation>
        </message>
        <message>
            <source>optional</source>
            <translation>optional</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API-Schlüssel</translation>
        </message>
        <message>
            <source>Add server</source>
            <translation>Server hinzufügen</translation>
        </message>
        <message>
            <source>Servers and their models</source>
            <translation>Server und ihre Modelle</translation>
        </message>
        <message>
            <source>Server and its models</source>
            <translation>Server und seine Modelle</translation>
        </message>
        <message>
            <source>Context</source>
            <translation>Kontext</translation>
        </message>
        <message>
            <source>Add a server to chat with the models it serves.</source>
            <translation>Fügen Sie einen Server hinzu, um mit seinen Modellen zu chatten.</translation>
        </message>
        <message>
            <source>Test again</source>
            <translation>Erneut testen</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <source>Chat with this model</source>
            <translation>Mit diesem Modell chatten</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Adresse</translation>
        </message>
        <message>
            <source>{url} could not be asked ({error}).</source>
            <translation>{url} konnte nicht abgefragt werden ({error}).</translation>
        </message>
        <message>
            <source>Asking {url}…</source>
            <translation>{url} wird abgefragt…</translation>
        </message>
        <message>
            <source>Added {url}.</source>
            <translation>{url} hinzugefügt.</translation>
        </message>
        <message>
            <source>cannot be reached</source>
            <translation>nicht erreichbar</translation>
        </message>
        <message>
            <source>asking…</source>
            <translation>wird abgefragt…</translation>
        </message>
        <message>
            <source>{size} tokens</source>
            <translation>{size} Tokens</translation>
        </message>
        <message>
            <source>{server} at {url}</source>
            <translation>{server} unter {url}</translation>
        </message>
        <message numerus="yes">
            <source>%n slot of {size} tokens · build {build}</source>
            <translation>
                <numerusform>%n Slot mit {size} Tokens · Build {build}</numerusform>
                <numerusform>%n Slots mit {size} Tokens · Build {build}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n slots of {size} tokens · build {build}</source>
            <translation>
                <numerusform>%n Slot mit {size} Tokens · Build {build}</numerusform>
                <numerusform>%n Slots mit {size} Tokens · Build {build}</numerusform>
            </translation>
        </message>
        <message>
            <source>Chats resume from the server's slot files when it runs with --slot-save-path (and with -np set, so that chats keep their own slot).</source>
            <translation>Chats werden aus den Slot-Dateien des Servers fortgesetzt, wenn er mit --slot-save-path läuft (und mit gesetztem -np, damit Chats ihren eigenen Slot behalten).</translation>
        </message>
        <message>
            <source>Cache on server: prefix only. A reopened chat is read again by the server, unless it still holds the start of it.</source>
            <translation>Cache auf dem Server: nur Präfix. Ein wieder geöffneter Chat wird vom Server neu gelesen, es sei denn, er hält noch dessen Anfang.</translation>
        </message>
        <message>
            <source>Removed {url}.</source>
            <translation>{url} entfernt.</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>Follow the system</source>
            <translation>Wie das System</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Hell</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Dunkel</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Durchsuchen…</translation>
        </message>
        <message>
            <source>Choose a folder</source>
            <translation>Ordner wählen</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>Modell wählen</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf)</source>
            <translation>GGUF-Modelle (*.gguf)</translation>
        </message>
        <message>
            <source>System size</source>
            <translation>Systemgröße</translation>
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
            <translation>unbegrenzt</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>none: documents and libraries are searched by keywords</source>
            <translation>keins: Dokumente und Bibliotheken werden nach Stichwörtern durchsucht</translation>
        </message>
        <message>
            <source>A GGUF embedding model (all-MiniLM-L6-v2, nomic-embed-text, EmbeddingGemma…; Get models lists some): passages are then found by meaning as well as by words</source>
            <translation>Ein GGUF-Embedding-Modell (all-MiniLM-L6-v2, nomic-embed-text, EmbeddingGemma…; „Modelle herunterladen“ listet einige auf): Textstellen werden dann nach Bedeutung wie auch nach Wörtern gefunden</translation>
        </message>
        <message>
            <source>the standard folder for your system</source>
            <translation>der Standardordner Ihres Systems</translation>
        </message>
        <message>
            <source>Default model</source>
            <translation>Standardmodell</translation>
        </message>
        <message>
            <source>Embedding model</source>
            <translation>Embedding-Modell</translation>
        </message>
        <message>
            <source>Data folder</source>
            <translation>Datenordner</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Design</translation>
        </message>
        <message>
            <source>Font size</source>
            <translation>Schriftgröße</translation>
        </message>
        <message>
            <source>Choose an embedding model</source>
            <translation>Embedding-Modell wählen</translation>
        </message>
        <message>
            <source>A new data folder is used from the next start.</source>
            <translation>Ein neuer Datenordner wird ab dem nächsten Start verwendet.</translation>
        </message>
        <message>
            <source>The system's ({language})</source>
            <translation>Systemsprache ({language})</translation>
        </message>
        <message>
            <source>off</source>
            <translation>aus</translation>
        </message>
        <message>
            <source>Versions of a reply written at once by Regenerate ×N (Ctrl+Shift+G). Used from the next model load.</source>
            <translation>Versionen einer Antwort, die „Neu generieren ×N“ (Ctrl+Shift+G) gleichzeitig schreibt. Gilt ab dem nächsten Laden eines Modells.</translation>
        </message>
        <message>
            <source>Chat caches on disk</source>
            <translation>Chat-Caches auf der Festplatte</translation>
        </message>
        <message>
            <source>Regenerate ×N: versions at once</source>
            <translation>Neu generieren ×N: gleichzeitige Versionen</translation>
        </message>
        <message>
            <source>{speculation} (the model picker's Speculation setting)</source>
            <translation>{speculation} (die Einstellung „Spekulation“ der Modellauswahl)</translation>
        </message>
        <message>
            <source>Speculation</source>
            <translation>Spekulation</translation>
        </message>
        <message>
            <source>Reopen the last chat and model on start</source>
            <translation>Beim Start den letzten Chat und das letzte Modell wieder öffnen</translation>
        </message>
        <message>
            <source>Off: Emberly starts with a new chat (the default model still loads).</source>
            <translation>Aus: Emberly startet mit einem neuen Chat (das Standardmodell wird trotzdem geladen).</translation>
        </message>
        <message>
            <source>Tell me when a new version of Emberly exists (asks GitHub once a day)</source>
            <translation>Mich benachrichtigen, wenn es eine neue Version von Emberly gibt (fragt GitHub einmal am Tag)</translation>
        </message>
        <message>
            <source>Local API server ({state})…</source>
            <translation>Lokaler API-Server ({state})…</translation>
        </message>
        <message>
            <source>Other apps on this computer (editors, scripts, aider, Continue) can use the loaded model through an OpenAI-compatible API: its address, key, port and browser origins</source>
            <translation>Andere Apps auf diesem Computer (Editoren, Skripte, aider, Continue) können das geladene Modell über eine OpenAI-kompatible API nutzen: Adresse, Schlüssel, Port und Browser-Ursprünge</translation>
        </message>
        <message>
            <source>Local server</source>
            <translation>Lokaler Server</translation>
        </message>
        <message>
            <source>Tools (MCP servers: {n})…</source>
            <translation>Tools (MCP-Server: {n})…</translation>
        </message>
        <message>
            <source>Programs and addresses whose tools the model may call in the chats where you turn them on: add them, import an mcp.json, read their logs</source>
            <translation>Programme und Adressen, deren Tools das Modell in den Chats aufrufen darf, in denen Sie sie einschalten: hinzufügen, eine mcp.json importieren, ihre Logs lesen</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>Tools</translation>
        </message>
        <message>
            <source>off</source>
            <comment>the web search</comment>
            <translation>aus</translation>
        </message>
        <message>
            <source>Web ({provider})…</source>
            <translation>Web ({provider})…</translation>
        </message>
        <message>
            <source>Search the web for a message (the composer's Web button): where searches go, and what leaves your computer</source>
            <translation>Im Web nach einer Nachricht suchen (die Web-Schaltfläche am Nachrichtenfeld): wohin Suchen gehen und was Ihren Computer verlässt</translation>
        </message>
        <message>
            <source>Web</source>
            <translation>Web</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Warm: reopens from its saved cache</source>
            <translation>Warm: öffnet sich aus seinem gespeicherten Cache wieder</translation>
        </message>
        <message>
            <source>Cold: will be re-read when opened</source>
            <translation>Kalt: wird beim Öffnen neu gelesen</translation>
        </message>
        <message>
            <source>Stale: its cache is for other model settings</source>
            <translation>Veraltet: sein Cache gehört zu anderen Modelleinstellungen</translation>
        </message>
        <message>
            <source>Search chats (Ctrl+K)</source>
            <translation>Chats durchsuchen (Ctrl+K)</translation>
        </message>
        <message>
            <source>Search chats</source>
            <translation>Chats durchsuchen</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>Suche leeren</translation>
        </message>
        <message>
            <source>New chat</source>
            <translation>Neuer Chat</translation>
        </message>
        <message>
            <source>New chat (Ctrl+N)</source>
            <translation>Neuer Chat (Ctrl+N)</translation>
        </message>
        <message>
            <source>Chats</source>
            <translation>Chats</translation>
        </message>
        <message>
            <source>Reading your chats…</source>
            <translation>Ihre Chats werden gelesen…</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>Angeheftet</translation>
        </message>
        <message>
            <source>{title}, {when}, cache {state}</source>
            <translation>{title}, {when}, Cache {state}</translation>
        </message>
        <message>
            <source>{title}, {when}, empty</source>
            <translation>{title}, {when}, leer</translation>
        </message>
        <message>
            <source>, forked from {title}</source>
            <translation>, abgezweigt von {title}</translation>
        </message>
        <message numerus="yes">
            <source>%n message(s) · {when}</source>
            <translation>
                <numerusform>%n Nachricht · {when}</numerusform>
                <numerusform>%n Nachrichten · {when}</numerusform>
            </translation>
        </message>
        <message>
            <source>Forked from “{title}”</source>
            <translation>Abgezweigt von „{title}“</translation>
        </message>
        <message>
            <source>Today</source>
            <translation>Heute</translation>
        </message>
        <message>
            <source>Yesterday</source>
            <translation>Gestern</translation>
        </message>
        <message>
            <source>Previous 7 days</source>
            <translation>Letzte 7 Tage</translation>
        </message>
        <message>
            <source>Older</source>
            <translation>Älter</translation>
        </message>
        <message>
            <source> ({tokens} tokens, {size})</source>
            <translation> ({tokens} Tokens, {size})</translation>
        </message>
        <message>
            <source>Last opened: restored in {ms} ms</source>
            <translation>Zuletzt geöffnet: in {ms} ms wiederhergestellt</translation>
        </message>
        <message>
            <source>Last opened: re-read in {s} s</source>
            <translation>Zuletzt geöffnet: in {s} s neu gelesen</translation>
        </message>
    </context>
    <context>
        <name>Speculation</name>
        <message>
            <source>Runs with a q8_0 or q4_0 KV cache only: with f16 a batch of tokens and a single one round differently here, and a reply must not change.</source>
            <translation>Läuft nur mit einem q8_0- oder q4_0-KV-Cache: Mit f16 runden ein Stapel von Tokens und ein einzelnes Token hier unterschiedlich, und eine Antwort darf sich nicht ändern.</translation>
        </message>
        <message>
            <source>Replies stay exactly what they would be without it, only faster where guesses are right.</source>
            <translation>Antworten bleiben genau so, wie sie ohne sie wären, nur schneller, wo die Vermutungen stimmen.</translation>
        </message>
        <message>
            <source>Speculative decoding: guesses of the next tokens, checked by the model in one step</source>
            <translation>Spekulatives Decoding: Vermutungen über die nächsten Tokens, vom Modell in einem Schritt geprüft</translation>
        </message>
        <message>
            <source>A draft model for it: {name} ({size}), in Get models; once beside this model it is offered here.</source>
            <translation>Ein Entwurfsmodell dafür: {name} ({size}), unter „Modelle herunterladen“; sobald es neben diesem Modell liegt, wird es hier angeboten.</translation>
        </message>
        <message>
            <source>its own MTP head (multi-token prediction)</source>
            <translation>sein eigener MTP-Kopf (Multi-Token-Vorhersage)</translation>
        </message>
        <message>
            <source>guesses from the chat (prompt lookup)</source>
            <translation>Vermutungen aus dem Chat (Prompt-Lookup)</translation>
        </message>
        <message>
            <source>draft model: {name}</source>
            <translation>Entwurfsmodell: {name}</translation>
        </message>
        <message>
            <source>off</source>
            <translation>aus</translation>
        </message>
    </context>
    <context>
        <name>Tools</name>
        <message>
            <source>Allow a tool call?</source>
            <translation>Tool-Aufruf erlauben?</translation>
        </message>
        <message>
            <source>The model wants to call &lt;b&gt;{tool}&lt;/b&gt; from {server} with:</source>
            <translation>Das Modell möchte &lt;b&gt;{tool}&lt;/b&gt; von {server} aufrufen mit:</translation>
        </message>
        <message>
            <source>The model wants to call &lt;b&gt;{tool}&lt;/b&gt; with:</source>
            <translation>Das Modell möchte &lt;b&gt;{tool}&lt;/b&gt; aufrufen mit:</translation>
        </message>
        <message>
            <source>Arguments</source>
            <translation>Argumente</translation>
        </message>
        <message>
            <source>Allow once</source>
            <translation>Einmal erlauben</translation>
        </message>
        <message>
            <source>Always allow {tool}</source>
            <translation>{tool} immer erlauben</translation>
        </message>
        <message>
            <source>Decline</source>
            <translation>Ablehnen</translation>
        </message>
        <message>
            <source>Never allow {tool}</source>
            <translation>{tool} nie erlauben</translation>
        </message>
        <message>
            <source>An MCP server in the settings is left out: {problem}</source>
            <translation>Ein MCP-Server in den Einstellungen wird ausgelassen: {problem}</translation>
        </message>
        <message>
            <source>Running a tool…</source>
            <translation>Tool wird ausgeführt…</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>Schreibt…</translation>
        </message>
        <message>
            <source>Tools (MCP servers)</source>
            <translation>Tools (MCP-Server)</translation>
        </message>
        <message>
            <source>MCP servers</source>
            <translation>MCP-Server</translation>
        </message>
        <message>
            <source>Servers whose tools the model may call, in the chats where you turn them on (Chat settings). Each call asks you first, unless you always allow that tool.</source>
            <translation>Server, deren Tools das Modell aufrufen darf, in den Chats, in denen Sie sie einschalten (Chat-Einstellungen). Jeder Aufruf fragt Sie zuerst, es sei denn, Sie erlauben dieses Tool immer.</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>Hinzufügen…</translation>
        </message>
        <message>
            <source>Edit…</source>
            <translation>Bearbeiten…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <source>Import mcp.json…</source>
            <translation>mcp.json importieren…</translation>
        </message>
        <message>
            <source>Tools…</source>
            <translation>Tools…</translation>
        </message>
        <message>
            <source>Show log</source>
            <translation>Log anzeigen</translation>
        </message>
        <message numerus="yes">
            <source>Ask again for every tool (%n remembered)</source>
            <translation>
                <numerusform>Bei jedem Tool wieder fragen (%n gemerkt)</numerusform>
                <numerusform>Bei jedem Tool wieder fragen (%n gemerkt)</numerusform>
            </translation>
        </message>
        <message>
            <source>Left out: {problems}</source>
            <translation>Ausgelassen: {problems}</translation>
        </message>
        <message>
            <source>Import an mcp.json</source>
            <translation>Eine mcp.json importieren</translation>
        </message>
        <message>
            <source>MCP settings (*.json)</source>
            <translation>MCP-Einstellungen (*.json)</translation>
        </message>
        <message numerus="yes">
            <source>%n server imported from {file}.</source>
            <translation>
                <numerusform>%n Server aus {file} importiert.</numerusform>
                <numerusform>%n Server aus {file} importiert.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n servers imported from {file}.</source>
            <translation>
                <numerusform>%n Server aus {file} importiert.</numerusform>
                <numerusform>%n Server aus {file} importiert.</numerusform>
            </translation>
        </message>
        <message>
            <source>{imported}

Left out:
{problems}</source>
            <translation>{imported}

Ausgelassen:
{problems}</translation>
        </message>
        <message>
            <source>{name}: its tools</source>
            <translation>{name}: seine Tools</translation>
        </message>
        <message>
            <source>{name}: its log</source>
            <translation>{name}: sein Log</translation>
        </message>
        <message>
            <source>A server at an address keeps its own log, where it runs; Emberly has none for it. A failed call says what went wrong.</source>
            <translation>Ein Server unter einer Adresse führt sein eigenes Log dort, wo er läuft; Emberly hat keines dafür. Ein fehlgeschlagener Aufruf sagt, was schiefging.</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>(leer)</translation>
        </message>
        <message>
            <source>Nothing logged yet: the server has not been started.</source>
            <translation>Noch nichts protokolliert: Der Server wurde nicht gestartet.</translation>
        </message>
        <message>
            <source>{name}: its log ({path})</source>
            <translation>{name}: sein Log ({path})</translation>
        </message>
        <message>
            <source>Every tool asks again</source>
            <translation>Jedes Tool fragt wieder</translation>
        </message>
        <message>
            <source>MCP server</source>
            <translation>MCP-Server</translation>
        </message>
        <message>
            <source>A program on this computer (stdio)</source>
            <translation>Ein Programm auf diesem Computer (stdio)</translation>
        </message>
        <message>
            <source>An address (streamable HTTP)</source>
            <translation>Eine Adresse (Streamable HTTP)</translation>
        </message>
        <message>
            <source>npx, uvx, python, /path/to/server</source>
            <translation>npx, uvx, python, /pfad/zum/server</translation>
        </message>
        <message>
            <source>NAME=value, one a line (kept in the system keyring)</source>
            <translation>NAME=Wert, einer pro Zeile (im Schlüsselbund des Systems aufbewahrt)</translation>
        </message>
        <message>
            <source>Authorization: Bearer …, one a line (kept in the system keyring)</source>
            <translation>Authorization: Bearer …, einer pro Zeile (im Schlüsselbund des Systems aufbewahrt)</translation>
        </message>
        <message>
            <source> s</source>
            <comment>seconds</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>Let this server see the chat's library folders</source>
            <translation>Diesen Server die Bibliotheksordner des Chats sehen lassen</translation>
        </message>
        <message>
            <source>Sent as the server's MCP roots: the folders of the libraries the open chat searches (none when it searches none). A file server then works in those folders instead of the ones in its arguments.</source>
            <translation>Als MCP-Roots an den Server gesendet: die Ordner der Bibliotheken, die der offene Chat durchsucht (keine, wenn er keine durchsucht). Ein Dateiserver arbeitet dann in diesen Ordnern statt in denen aus seinen Argumenten.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>Command</source>
            <translation>Befehl</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Ordner</translation>
        </message>
        <message>
            <source>Environment</source>
            <translation>Umgebung</translation>
        </message>
        <message>
            <source>URL</source>
            <translation>URL</translation>
        </message>
        <message>
            <source>Headers</source>
            <translation>Header</translation>
        </message>
        <message>
            <source>Time limit</source>
            <translation>Zeitlimit</translation>
        </message>
        <message>
            <source>Folders</source>
            <translation>Ordner</translation>
        </message>
        <message>
            <source>{line} has no {separator}</source>
            <translation>{line} enthält kein {separator}</translation>
        </message>
    </context>
    <context>
        <name>Updates</name>
        <message>
            <source>Emberly can tell you when a new version exists: once a day it asks GitHub for the number and notes of its latest release. Nothing is downloaded or installed.</source>
            <translation>Emberly kann Ihnen sagen, wenn es eine neue Version gibt: Einmal am Tag fragt es GitHub nach Nummer und Versionshinweisen des neuesten Release. Es wird nichts heruntergeladen oder installiert.</translation>
        </message>
        <message>
            <source>Tell me</source>
            <translation>Benachrichtigen</translation>
        </message>
        <message>
            <source>Emberly {version} is out: {headline}</source>
            <translation>Emberly {version} ist erschienen: {headline}</translation>
        </message>
        <message>
            <source>Emberly {version} is out.</source>
            <translation>Emberly {version} ist erschienen.</translation>
        </message>
        <message>
            <source>See what is new</source>
            <translation>Neuerungen ansehen</translation>
        </message>
    </context>
    <context>
        <name>Web</name>
        <message>
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message>
            <source>SearXNG: your own instance (private, recommended)</source>
            <translation>SearXNG: Ihre eigene Instanz (privat, empfohlen)</translation>
        </message>
        <message>
            <source>Brave Search API</source>
            <translation>Brave Search API</translation>
        </message>
        <message>
            <source>your SearXNG instance at {url}</source>
            <translation>Ihre SearXNG-Instanz unter {url}</translation>
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
            <translation>Eine Nachricht, die mit eingeschaltetem Web gesendet wird, geht als Suche an {where}. Die gefundenen Seiten werden dann von ihren eigenen Websites gelesen (ohne Cookies, ohne Skripte), und die Textstellen, die die Nachricht beantworten, werden mit ihr gespeichert. Sonst verlässt nichts Ihren Computer.</translation>
        </message>
        <message>
            <source>Web</source>
            <translation>Web</translation>
        </message>
        <message>
            <source>http://searx.lan:8080 (its settings.yml must allow the json format)</source>
            <translation>http://searx.lan:8080 (ihre settings.yml muss das json-Format erlauben)</translation>
        </message>
        <message>
            <source>kept in your system's keyring</source>
            <translation>im Schlüsselbund Ihres Systems aufbewahrt</translation>
        </message>
        <message>
            <source>none: pages on this computer and its network are never read</source>
            <translation>keine: Seiten auf diesem Computer und in seinem Netzwerk werden nie gelesen</translation>
        </message>
        <message>
            <source>Hosts on this computer's network that pages may be read from, by name (a wiki on the LAN). Your SearXNG instance's host is allowed by itself.</source>
            <translation>Hosts im Netzwerk dieses Computers, von denen Seiten gelesen werden dürfen, nach Namen (etwa ein Wiki im LAN). Der Host Ihrer SearXNG-Instanz ist von selbst erlaubt.</translation>
        </message>
        <message>
            <source>Search with</source>
            <translation>Suchen mit</translation>
        </message>
        <message>
            <source>SearXNG address</source>
            <translation>SearXNG-Adresse</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API-Schlüssel</translation>
        </message>
        <message>
            <source>Allowed local hosts</source>
            <translation>Erlaubte lokale Hosts</translation>
        </message>
        <message>
            <source>kept in your system's keyring (one is kept: leave empty to keep it)</source>
            <translation>im Schlüsselbund Ihres Systems aufbewahrt (einer ist gespeichert: leer lassen, um ihn zu behalten)</translation>
        </message>
        <message>
            <source>Off: nothing is searched, no page is read.</source>
            <translation>Aus: Es wird nichts gesucht und keine Seite gelesen.</translation>
        </message>
        <message>
            <source>The web is off: {provider} needs its API key (Settings ▸ Web).</source>
            <translation>Das Web ist aus: {provider} braucht seinen API-Schlüssel (Einstellungen ▸ Web).</translation>
        </message>
        <message>
            <source>{notice}

Send it?</source>
            <translation>{notice}

Senden?</translation>
        </message>
        <message>
            <source>Search the web</source>
            <translation>Im Web suchen</translation>
        </message>
    </context>
    <context>
        <name>Welcome</name>
        <message>
            <source>Explain how a KV cache speeds up a chat, simply.</source>
            <translation>Erkläre einfach, wie ein KV-Cache einen Chat beschleunigt.</translation>
        </message>
        <message>
            <source>Write a Python function that checks for a palindrome.</source>
            <translation>Schreibe eine Python-Funktion, die prüft, ob etwas ein Palindrom ist.</translation>
        </message>
        <message>
            <source>Give me three ideas for a quick vegetarian dinner.</source>
            <translation>Gib mir drei Ideen für ein schnelles vegetarisches Abendessen.</translation>
        </message>
        <message>
            <source>Summarise the plot of Hamlet in five sentences.</source>
            <translation>Fasse die Handlung von Hamlet in fünf Sätzen zusammen.</translation>
        </message>
        <message>
            <source>The demo model is a tiny base model: it continues text, it does not answer.</source>
            <translation>Das Demo-Modell ist ein winziges Basismodell: Es setzt Text fort, es antwortet nicht.</translation>
        </message>
        <message>
            <source>fits this computer</source>
            <translation>passt zu diesem Computer</translation>
        </message>
        <message>
            <source>tight on this computer's memory</source>
            <translation>knapp für den Speicher dieses Computers</translation>
        </message>
        <message>
            <source>too big for this computer</source>
            <translation>zu groß für diesen Computer</translation>
        </message>
        <message>
            <source>{name}, {size}: {verdict}</source>
            <translation>{name}, {size}: {verdict}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Willkommen</translation>
        </message>
        <message>
            <source>Welcome to Emberly</source>
            <translation>Willkommen bei Emberly</translation>
        </message>
        <message>
            <source>Chat with a language model that runs on this computer. Every chat is saved with its memory, so it reopens in an instant, even after a restart.</source>
            <translation>Chatten Sie mit einem Sprachmodell, das auf diesem Computer läuft. Jeder Chat wird mit seinem Gedächtnis gespeichert und öffnet sich daher sofort wieder, selbst nach einem Neustart.</translation>
        </message>
        <message>
            <source>Choose a GGUF model file to begin, or get one.</source>
            <translation>Wählen Sie zum Start eine GGUF-Modelldatei, oder laden Sie eine herunter.</translation>
        </message>
        <message>
            <source>Choose a model…</source>
            <translation>Modell wählen…</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>Modell wählen</translation>
        </message>
        <message>
            <source>Choose a model (Ctrl+O)</source>
            <translation>Modell wählen (Ctrl+O)</translation>
        </message>
        <message>
            <source>Get a model…</source>
            <translation>Modell herunterladen…</translation>
        </message>
        <message>
            <source>Get a model</source>
            <translation>Modell herunterladen</translation>
        </message>
        <message>
            <source>Download a model from the curated list or Hugging Face</source>
            <translation>Ein Modell aus der kuratierten Liste oder von Hugging Face herunterladen</translation>
        </message>
        <message>
            <source>Suggested prompts</source>
            <translation>Vorgeschlagene Prompts</translation>
        </message>
        <message>
            <source>What shall we talk about?</source>
            <translation>Worüber wollen wir sprechen?</translation>
        </message>
        <message>
            <source>Type below, or start from one of these.</source>
            <translation>Schreiben Sie unten, oder beginnen Sie mit einem dieser Vorschläge.</translation>
        </message>
        <message>
            <source>Get a chat model</source>
            <translation>Chat-Modell herunterladen</translation>
        </message>
        <message>
            <source>Suggested prompt: {text}</source>
            <translation>Vorgeschlagener Prompt: {text}</translation>
        </message>
        <message>
            <source>Open Get models on {name} ({size})</source>
            <translation>„Modelle herunterladen“ bei {name} ({size}) öffnen</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>Notice</source>
            <translation>Hinweis</translation>
        </message>
        <message>
            <source>The notice's action</source>
            <translation>Aktion des Hinweises</translation>
        </message>
        <message>
            <source>Close the notice</source>
            <translation>Hinweis schließen</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Code copied</source>
            <translation>Code kopiert</translation>
        </message>
        <message>
            <source>The local API server is off: {error}</source>
            <translation>Der lokale API-Server ist aus: {error}</translation>
        </message>
        <message>
            <source>Loading {name}…</source>
            <translation>{name} wird geladen…</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>Verbindung mit {url} wird hergestellt…</translation>
        </message>
        <message>
            <source>Your message goes as soon as the model is ready…</source>
            <translation>Ihre Nachricht wird gesendet, sobald das Modell bereit ist…</translation>
        </message>
        <message>
            <source>Choose a model first (Ctrl+O)</source>
            <translation>Wählen Sie zuerst ein Modell (Ctrl+O)</translation>
        </message>
        <message>
            <source>A document or image is still being read: send once its chip shows it is in</source>
            <translation>Ein Dokument oder Bild wird noch gelesen: Senden Sie, sobald sein Chip zeigt, dass es bereit ist</translation>
        </message>
        <message>
            <source>Reply copied</source>
            <translation>Antwort kopiert</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Kopiert</translation>
        </message>
        <message>
            <source>Regenerate ×{n}</source>
            <translation>Neu generieren ×{n}</translation>
        </message>
        <message>
            <source>Settings could not be saved: {error}</source>
            <translation>Einstellungen konnten nicht gespeichert werden: {error}</translation>
        </message>
        <message>
            <source>Saving chat…</source>
            <translation>Chat wird gespeichert…</translation>
        </message>
        <message>
            <source>Downloaded {name}: choose it in the model picker (Ctrl+O) to chat with it.</source>
            <translation>{name} heruntergeladen: Wählen Sie es in der Modellauswahl (Ctrl+O), um damit zu chatten.</translation>
        </message>
        <message>
            <source>on at {address}</source>
            <translation>an unter {address}</translation>
        </message>
        <message>
            <source>off</source>
            <comment>the local API server</comment>
            <translation>aus</translation>
        </message>
        <message>
            <source>Local API server at {address}: {status}
Click for its address, key and log</source>
            <translation>Lokaler API-Server unter {address}: {status}
Klicken für Adresse, Schlüssel und Log</translation>
        </message>
        <message>
            <source>Documents and libraries are now searched by meaning with {name}, as well as by keywords (Settings ▸ Embedding model).</source>
            <translation>Dokumente und Bibliotheken werden jetzt mit {name} nach Bedeutung sowie nach Stichwörtern durchsucht (Einstellungen ▸ Embedding-Modell).</translation>
        </message>
        <message>
            <source>Attach a web page</source>
            <translation>Webseite anhängen</translation>
        </message>
        <message>
            <source>The page's address (it is read from its site):</source>
            <translation>Adresse der Seite (sie wird von ihrer Website gelesen):</translation>
        </message>
        <message>
            <source>Open a chat on a model first</source>
            <translation>Öffnen Sie zuerst einen Chat mit einem Modell</translation>
        </message>
        <message>
            <source>yes</source>
            <comment>GPU offload</comment>
            <translation>ja</translation>
        </message>
        <message>
            <source>no (CPU build)</source>
            <translation>nein (CPU-Build)</translation>
        </message>
        <message>
            <source>About Emberly</source>
            <translation>Über Emberly</translation>
        </message>
        <message>
            <source>&lt;b&gt;Emberly {version}&lt;/b&gt;&lt;br&gt;Local chats that reopen instantly.&lt;br&gt;&lt;br&gt;llama-cpp-python {llama} · PySide6 {pyside}&lt;br&gt;GPU offload: {gpu}&lt;br&gt;&lt;br&gt;Help ▸ Copy diagnostics puts a full report on the clipboard for a bug report.</source>
            <translation>&lt;b&gt;Emberly {version}&lt;/b&gt;&lt;br&gt;Lokale Chats, die sich sofort wieder öffnen.&lt;br&gt;&lt;br&gt;llama-cpp-python {llama} · PySide6 {pyside}&lt;br&gt;GPU-Offload: {gpu}&lt;br&gt;&lt;br&gt;Hilfe ▸ Diagnose kopieren legt einen vollständigen Bericht für einen Fehlerbericht in die Zwischenablage.</translation>
        </message>
        <message>
            <source>Diagnostics copied to the clipboard</source>
            <translation>Diagnose in die Zwischenablage kopiert</translation>
        </message>
    </context>
</TS>
