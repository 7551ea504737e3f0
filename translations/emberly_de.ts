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
            <source>a picture may have</source>
            <translation>ein Bild haben darf</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}.</source>
            <translation>{name} kann nicht gelesen werden: {reason}.</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}</source>
            <translation>{name} konnte nicht gelesen werden: {reason}</translation>
        </message>
        <message>
            <source>{sha} is not an attachment's sha256</source>
            <translation>{sha} ist nicht der sha256 eines Anhangs</translation>
        </message>
        <message>
            <source>A document of {chars} characters is more than Emberly keeps ({limit})</source>
            <translation>Ein Dokument mit {chars} Zeichen ist mehr, als Emberly aufbewahrt ({limit})</translation>
        </message>
        <message>
            <source>The document's text is not valid Unicode</source>
            <translation>Der Text des Dokuments ist kein gültiges Unicode</translation>
        </message>
        <message>
            <source>The attached document could not be saved: {error}</source>
            <translation>Das angehängte Dokument konnte nicht gespeichert werden: {error}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” is missing from {folder}</source>
            <translation>Der Text der angehängten Datei „{name}“ fehlt in {folder}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” cannot be read: {error}</source>
            <translation>Der Text der angehängten Datei „{name}“ kann nicht gelesen werden: {error}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” was altered or damaged ({file} no longer matches its hash)</source>
            <translation>Der Text der angehängten Datei „{name}“ wurde verändert oder beschädigt ({file} passt nicht mehr zu seinem Hash)</translation>
        </message>
        <message>
            <source>{sha} is not an image's sha256</source>
            <translation>{sha} ist nicht der sha256 eines Bildes</translation>
        </message>
        <message>
            <source>The image could not be saved: {error}</source>
            <translation>Das Bild konnte nicht gespeichert werden: {error}</translation>
        </message>
        <message>
            <source>The attached image “{name}” is missing from {folder}</source>
            <translation>Das angehängte Bild „{name}“ fehlt in {folder}</translation>
        </message>
        <message>
            <source>The attached image “{name}” cannot be read: {error}</source>
            <translation>Das angehängte Bild „{name}“ kann nicht gelesen werden: {error}</translation>
        </message>
        <message>
            <source>The attached image “{name}” was altered or replaced (its file no longer matches its hash)</source>
            <translation>Das angehängte Bild „{name}“ wurde verändert oder ersetzt (seine Datei passt nicht mehr zu seinem Hash)</translation>
        </message>
        <message>
            <source>its images are not an object of PNGs</source>
            <translation>seine Bilder sind kein Objekt aus PNGs</translation>
        </message>
        <message>
            <source>an image</source>
            <translation>ein Bild</translation>
        </message>
        <message>
            <source>image {sha}… is not an image: {error}</source>
            <translation>Bild {sha}… ist kein Bild: {error}</translation>
        </message>
        <message>
            <source>image {sha}… is not the image it names</source>
            <translation>Bild {sha}… ist nicht das Bild, das es angibt</translation>
        </message>
        <message>
            <source>image {sha}… is not base64 text</source>
            <translation>Bild {sha}… ist kein Base64-Text</translation>
        </message>
        <message>
            <source>This chat has images, and the model reads no images (no projector, mmproj, loaded with it): it reads the text only.</source>
            <translation>Dieser Chat enthält Bilder, und das Modell liest keine Bilder (es wurde ohne Projektor, mmproj, geladen): Es liest nur den Text.</translation>
        </message>
        <message>
            <source>{error}. The model is told the image is no longer available.</source>
            <translation>{error}. Dem Modell wird mitgeteilt, dass das Bild nicht mehr verfügbar ist.</translation>
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
        <name>ChatExport</name>
        <message>
            <source>{name} is not an Emberly chat export: {why}</source>
            <translation>{name} ist kein Chat-Export von Emberly: {why}</translation>
        </message>
        <message>
            <source>a chat export can</source>
            <translation>ein Chat-Export haben darf</translation>
        </message>
        <message>
            <source>its attachments are not an object of texts</source>
            <translation>seine Anhänge sind kein Objekt aus Texten</translation>
        </message>
        <message>
            <source>the text of attachment {sha}… is not the text it names</source>
            <translation>der Text von Anhang {sha}… ist nicht der Text, den er angibt</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>er ist zu tief verschachtelt</translation>
        </message>
    </context>
    <context>
        <name>ChatImport</name>
        <message>
            <source>it is {what}</source>
            <translation>es ist {what}</translation>
        </message>
        <message>
            <source>{name} is {what}</source>
            <translation>{name} ist {what}</translation>
        </message>
        <message>
            <source>{name}: its one chat has nothing to import ({why})</source>
            <translation>{name}: Sein einziger Chat enthält nichts zum Importieren ({why})</translation>
        </message>
        <message>
            <source>{name}: none of its {count} chats has anything to import (the first: {why})</source>
            <translation>{name}: Keiner seiner {count} Chats enthält etwas zum Importieren (der erste: {why})</translation>
        </message>
        <message>
            <source>{name} holds no chats: {what}</source>
            <translation>{name} enthält keine Chats: {what}</translation>
        </message>
        <message>
            <source>{name} holds no chats of Emberly, ChatGPT, Claude, Open WebUI, LM Studio or Jan</source>
            <translation>{name} enthält keine Chats von Emberly, ChatGPT, Claude, Open WebUI, LM Studio oder Jan</translation>
        </message>
        <message>
            <source>The chats are imported, but the record of what was imported could not be kept: {error}</source>
            <translation>Die Chats sind importiert, aber die Aufzeichnung darüber, was importiert wurde, konnte nicht gespeichert werden: {error}</translation>
        </message>
        <message>
            <source>it has no messages</source>
            <translation>enthält keine Nachrichten</translation>
        </message>
        <message>
            <source>it has no message of the user or the assistant</source>
            <translation>enthält keine Nachricht des Benutzers oder des Assistenten</translation>
        </message>
        <message>
            <source>its one message has no text in the export</source>
            <translation>seine einzige Nachricht hat im Export keinen Text</translation>
        </message>
        <message>
            <source>its {count} messages have no text in the export</source>
            <translation>seine {count} Nachrichten haben im Export keinen Text</translation>
        </message>
        <message>
            <source>a list of {count} ChatGPT chats without their messages (the list its site shows, not an export)</source>
            <translation>eine Liste von {count} ChatGPT-Chats ohne ihre Nachrichten (die Liste, die die Website zeigt, kein Export)</translation>
        </message>
        <message>
            <source>a Claude chat without its messages (claude.ai's list of chats, not its export: Settings ▸ Privacy ▸ Export data)</source>
            <translation>ein Claude-Chat ohne seine Nachrichten (die Chatliste von claude.ai, nicht ihr Export: Settings ▸ Privacy ▸ Export data)</translation>
        </message>
        <message>
            <source>a list of {count} Claude chats without their messages (claude.ai's list of chats, not its export: Settings ▸ Privacy ▸ Export data)</source>
            <translation>eine Liste von {count} Claude-Chats ohne ihre Nachrichten (die Chatliste von claude.ai, nicht ihr Export: Settings ▸ Privacy ▸ Export data)</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>es ist keine normale Datei</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>es ist zu tief verschachtelt</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {why}</source>
            <translation>{name} kann nicht importiert werden: {why}</translation>
        </message>
        <message>
            <source>an export of chats</source>
            <translation>ein Chat-Export haben darf</translation>
        </message>
        <message>
            <source>it has {size} bytes, more than an export of chats ({limit})</source>
            <translation>die Datei hat {size} Bytes, mehr als ein Chat-Export hat ({limit})</translation>
        </message>
        <message>
            <source>{name} cannot be imported: it has more than {limit} bytes</source>
            <translation>{name} kann nicht importiert werden: Die Datei hat mehr als {limit} Bytes</translation>
        </message>
        <message>
            <source>{name} is not an export Emberly can read: {error}</source>
            <translation>{name} ist kein Export, den Emberly lesen kann: {error}</translation>
        </message>
        <message>
            <source>{name} is not UTF-8 text (near byte {at})</source>
            <translation>{name} ist kein UTF-8-Text (nahe Byte {at})</translation>
        </message>
        <message>
            <source>{name} is not UTF-8 text (it ends inside a character)</source>
            <translation>{name} ist kein UTF-8-Text (die Datei endet mitten in einem Zeichen)</translation>
        </message>
        <message>
            <source>{name} is not JSON Lines: {error}</source>
            <translation>{name} ist kein JSON Lines: {error}</translation>
        </message>
        <message>
            <source>{name} is not JSON: {error}</source>
            <translation>{name} ist kein JSON: {error}</translation>
        </message>
        <message>
            <source>extra data after the list</source>
            <translation>zusätzliche Daten nach der Liste</translation>
        </message>
        <message>
            <source>expected ',' or ']' at character {at}</source>
            <translation>',' oder ']' erwartet bei Zeichen {at}</translation>
        </message>
        <message>
            <source>{name} holds {count} files, more than an export of chats</source>
            <translation>{name} enthält {count} Dateien, mehr als ein Chat-Export</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {member} would unpack to {size} bytes from {packed} (a zip bomb?)</source>
            <translation>{name} kann nicht importiert werden: {member} würde aus {packed} auf {size} Bytes entpackt (eine Zip-Bombe?)</translation>
        </message>
        <message>
            <source>{name}: {member} has {size} bytes, more than an export of chats ({limit})</source>
            <translation>{name}: {member} hat {size} Bytes, mehr als ein Chat-Export ({limit})</translation>
        </message>
        <message>
            <source>{name} holds more than {limit} files: choose the export itself</source>
            <translation>{name} enthält mehr als {limit} Dateien: Wählen Sie den Export selbst</translation>
        </message>
        <message>
            <source>{count} system message left out</source>
            <translation>{count} Systemnachricht ausgelassen</translation>
        </message>
        <message>
            <source>{count} system messages left out</source>
            <translation>{count} Systemnachrichten ausgelassen</translation>
        </message>
        <message>
            <source>{count} image not in the export left out</source>
            <translation>{count} Bild, das nicht im Export ist, ausgelassen</translation>
        </message>
        <message>
            <source>{count} images not in the export left out</source>
            <translation>{count} Bilder, die nicht im Export sind, ausgelassen</translation>
        </message>
        <message>
            <source>{count} image of a reply left out</source>
            <translation>{count} Bild einer Antwort ausgelassen</translation>
        </message>
        <message>
            <source>{count} images of a reply left out</source>
            <translation>{count} Bilder von Antworten ausgelassen</translation>
        </message>
        <message>
            <source>{count} attached document left out</source>
            <translation>{count} angehängtes Dokument ausgelassen</translation>
        </message>
        <message>
            <source>{count} attached documents left out</source>
            <translation>{count} angehängte Dokumente ausgelassen</translation>
        </message>
        <message>
            <source>{count} missing or unreadable attached file left out</source>
            <translation>{count} fehlende oder unlesbare angehängte Datei ausgelassen</translation>
        </message>
        <message>
            <source>{count} missing or unreadable attached files left out</source>
            <translation>{count} fehlende oder unlesbare angehängte Dateien ausgelassen</translation>
        </message>
        <message>
            <source>{count} tool use left out</source>
            <translation>{count} Tool-Nutzung ausgelassen</translation>
        </message>
        <message>
            <source>{count} tool uses left out</source>
            <translation>{count} Tool-Nutzungen ausgelassen</translation>
        </message>
        <message>
            <source>{count} tool step left out</source>
            <translation>{count} Tool-Schritt ausgelassen</translation>
        </message>
        <message>
            <source>{count} tool steps left out</source>
            <translation>{count} Tool-Schritte ausgelassen</translation>
        </message>
        <message>
            <source>{count} picture named but not in the export</source>
            <translation>{count} Bild genannt, aber nicht im Export</translation>
        </message>
        <message>
            <source>{count} pictures named but not in the export</source>
            <translation>{count} Bilder genannt, aber nicht im Export</translation>
        </message>
        <message>
            <source>{count} file named but not in the export</source>
            <translation>{count} Datei genannt, aber nicht im Export</translation>
        </message>
        <message>
            <source>{count} files named but not in the export</source>
            <translation>{count} Dateien genannt, aber nicht im Export</translation>
        </message>
        <message>
            <source>{count} {role} message left out</source>
            <translation>{count} Nachricht mit der Rolle {role} ausgelassen</translation>
        </message>
        <message>
            <source>{count} {role} messages left out</source>
            <translation>{count} Nachrichten mit der Rolle {role} ausgelassen</translation>
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
        <name>ChatStore</name>
        <message>
            <source>{id} is not a message id</source>
            <translation>{id} ist keine Nachrichten-ID</translation>
        </message>
        <message>
            <source>no model is loaded</source>
            <translation>kein Modell geladen</translation>
        </message>
        <message>
            <source>made with {what}</source>
            <translation>erstellt mit {what}</translation>
        </message>
        <message>
            <source>on the server {url}</source>
            <translation>auf dem Server {url}</translation>
        </message>
        <message>
            <source>a message must be a JSON object</source>
            <translation>eine Nachricht muss ein JSON-Objekt sein</translation>
        </message>
        <message>
            <source>a message has the role {role}, not one of {roles}</source>
            <translation>eine Nachricht hat die Rolle {role}, keine von {roles}</translation>
        </message>
        <message>
            <source>a message's text must be a string</source>
            <translation>der Text einer Nachricht muss eine Zeichenkette sein</translation>
        </message>
        <message>
            <source>the session's id or messages are of the wrong type</source>
            <translation>ID oder Nachrichten der Sitzung haben den falschen Typ</translation>
        </message>
        <message>
            <source>the session's other versions (branches) are of the wrong type</source>
            <translation>die anderen Versionen (Zweige) der Sitzung haben den falschen Typ</translation>
        </message>
        <message>
            <source>the session data has no {key}</source>
            <translation>den Sitzungsdaten fehlt {key}</translation>
        </message>
        <message>
            <source>the session data is malformed ({error})</source>
            <translation>die Sitzungsdaten sind fehlerhaft ({error})</translation>
        </message>
        <message>
            <source>a session file must hold a JSON object</source>
            <translation>eine Sitzungsdatei muss ein JSON-Objekt enthalten</translation>
        </message>
        <message>
            <source>the session file has no schema version</source>
            <translation>die Sitzungsdatei hat keine Schemaversion</translation>
        </message>
        <message>
            <source>this chat was saved by a newer Emberly (format {version}); update Emberly to open it</source>
            <translation>dieser Chat wurde von einem neueren Emberly gespeichert (Format {version}); aktualisieren Sie Emberly, um ihn zu öffnen</translation>
        </message>
        <message>
            <source>no migration from session format {version}</source>
            <translation>keine Migration vom Sitzungsformat {version}</translation>
        </message>
        <message>
            <source>The chat “{title}” could not be saved: {error}.</source>
            <translation>Der Chat „{title}“ konnte nicht gespeichert werden: {error}.</translation>
        </message>
        <message>
            <source>{name} could not be saved: {error}</source>
            <translation>{name} konnte nicht gespeichert werden: {error}</translation>
        </message>
        <message>
            <source>The file of the chat “{title}” was changed outside Emberly while it was open; Emberly saved its own copy and kept that version as {name}.</source>
            <translation>Die Datei des Chats „{title}“ wurde außerhalb von Emberly geändert, während er geöffnet war; Emberly hat seine eigene Kopie gespeichert und die andere Version als {name} behalten.</translation>
        </message>
        <message>
            <source>The chats folder {folder} was removed while Emberly ran: it was made again, and the open chat saved into it.</source>
            <translation>Der Chat-Ordner {folder} wurde entfernt, während Emberly lief: Er wurde neu angelegt, und der offene Chat wurde darin gespeichert.</translation>
        </message>
        <message>
            <source>There is no saved chat {id}.</source>
            <translation>Es gibt keinen gespeicherten Chat {id}.</translation>
        </message>
        <message>
            <source>The chat file {name} cannot be read: {error}</source>
            <translation>Die Chat-Datei {name} kann nicht gelesen werden: {error}</translation>
        </message>
        <message>
            <source>{id} is not a session id</source>
            <translation>{id} ist keine Sitzungs-ID</translation>
        </message>
    </context>
    <context>
        <name>ChatTemplate</name>
        <message>
            <source>The chat template ({name}) failed to render: {error}</source>
            <translation>Die Chat-Vorlage ({name}) konnte nicht gerendert werden: {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) was stopped: {error}</source>
            <translation>Die Chat-Vorlage ({name}) wurde gestoppt: {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) was refused: {error}</source>
            <translation>Die Chat-Vorlage ({name}) wurde abgelehnt: {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) could not be rendered: {error}</source>
            <translation>Die Chat-Vorlage ({name}) ließ sich nicht rendern: {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) is not valid Jinja: {error}</source>
            <translation>Die Chat-Vorlage ({name}) ist kein gültiges Jinja: {error}</translation>
        </message>
        <message>
            <source>the template tried to output {size} characters (over {limit})</source>
            <translation>die Vorlage wollte {size} Zeichen ausgeben (mehr als {limit})</translation>
        </message>
        <message>
            <source>it needed more than {size} MB of memory</source>
            <translation>sie brauchte mehr als {size} MB Speicher</translation>
        </message>
        <message>
            <source>the template tried to build something of size {size} (over {limit} characters or items)</source>
            <translation>die Vorlage wollte etwas der Größe {size} erzeugen (mehr als {limit} Zeichen oder Elemente)</translation>
        </message>
        <message>
            <source>the template tried to build a repetition of {size} × {count} (over {limit} characters or items)</source>
            <translation>die Vorlage wollte eine Wiederholung von {size} × {count} erzeugen (mehr als {limit} Zeichen oder Elemente)</translation>
        </message>
        <message>
            <source>the template tried to build a concatenation of {size} (over {limit} characters or items)</source>
            <translation>die Vorlage wollte eine Verkettung der Größe {size} erzeugen (mehr als {limit} Zeichen oder Elemente)</translation>
        </message>
        <message>
            <source>the template tried to build a text of {size} characters (over {limit} characters or items)</source>
            <translation>die Vorlage wollte einen Text mit {size} Zeichen erzeugen (mehr als {limit} Zeichen oder Elemente)</translation>
        </message>
        <message>
            <source>the template tried to compute a {bits}-bit power</source>
            <translation>die Vorlage wollte eine {bits}-Bit-Potenz berechnen</translation>
        </message>
        <message>
            <source>the template tried to build a join of {count} items with a {size}-character separator (over {limit} characters or items)</source>
            <translation>die Vorlage wollte {count} Elemente mit einem Trennzeichen von {size} Zeichen verbinden (mehr als {limit} Zeichen oder Elemente)</translation>
        </message>
        <message>
            <source>the template tried to build a replacement of {size} characters (over {limit} characters or items)</source>
            <translation>die Vorlage wollte eine Ersetzung mit {size} Zeichen erzeugen (mehr als {limit} Zeichen oder Elemente)</translation>
        </message>
        <message>
            <source>the template passed tojson separators longer than {limit} characters</source>
            <translation>die Vorlage hat tojson Trennzeichen übergeben, die länger als {limit} Zeichen sind</translation>
        </message>
        <message>
            <source>the template passed strftime_now a format of {size} characters</source>
            <translation>die Vorlage hat strftime_now ein Format mit {size} Zeichen übergeben</translation>
        </message>
        <message>
            <source>it is {size} characters long, more than the {limit} a chat template may have</source>
            <translation>sie ist {size} Zeichen lang, mehr als die {limit}, die eine Chat-Vorlage haben darf</translation>
        </message>
        <message>
            <source>the template helper forgot the template twice</source>
            <translation>der Vorlagen-Helfer hat die Vorlage zweimal vergessen</translation>
        </message>
        <message>
            <source>the template helper stopped ({error})</source>
            <translation>der Vorlagen-Helfer wurde beendet ({error})</translation>
        </message>
        <message>
            <source>it did not finish within {seconds} s (an endless or huge loop)</source>
            <translation>sie wurde nicht innerhalb von {seconds} s fertig (eine endlose oder riesige Schleife)</translation>
        </message>
        <message>
            <source>the template helper stopped (exit status {code})</source>
            <translation>der Vorlagen-Helfer wurde beendet (Exit-Status {code})</translation>
        </message>
        <message>
            <source>the template helper could not start ({error})</source>
            <translation>der Vorlagen-Helfer konnte nicht starten ({error})</translation>
        </message>
        <message>
            <source>the template helper did not start ({error})</source>
            <translation>der Vorlagen-Helfer ist nicht gestartet ({error})</translation>
        </message>
        <message>
            <source>it tried to output {size} bytes</source>
            <translation>sie wollte {size} Bytes ausgeben</translation>
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
        <message>
            <source>Open a chat to compare it with another model.</source>
            <translation>Öffnen Sie einen Chat, um ihn mit einem anderen Modell zu vergleichen.</translation>
        </message>
        <message>
            <source>That is the chat's own model: choose another one to compare it with.</source>
            <translation>Das ist das eigene Modell des Chats: Wählen Sie ein anderes zum Vergleichen.</translation>
        </message>
        <message>
            <source>The model to compare with could not be used: {error}</source>
            <translation>Das Vergleichsmodell konnte nicht verwendet werden: {error}</translation>
        </message>
        <message>
            <source>{name} could not answer: {error}</source>
            <translation>{name} konnte nicht antworten: {error}</translation>
        </message>
        <message>
            <source>The second model could not answer: {error}</source>
            <translation>Das zweite Modell konnte nicht antworten: {error}</translation>
        </message>
        <message>
            <source>{name} needs about {need} and {free} is free beside the chat's model: the two answer one at a time</source>
            <translation>{name} braucht etwa {need}, und neben dem Modell des Chats sind {free} frei: Die beiden antworten abwechselnd</translation>
        </message>
        <message>
            <source>The chat's model could not be loaded again: {error}</source>
            <translation>Das Modell des Chats konnte nicht erneut geladen werden: {error}</translation>
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
        <name>DataFolder</name>
        <message>
            <source>it is not a folder</source>
            <translation>es ist kein Ordner</translation>
        </message>
        <message>
            <source>it cannot be made ({reason})</source>
            <translation>er kann nicht angelegt werden ({reason})</translation>
        </message>
        <message>
            <source>a path cannot hold a NUL character</source>
            <translation>ein Pfad darf kein NUL-Zeichen enthalten</translation>
        </message>
        <message>
            <source>no file can be written in it ({reason})</source>
            <translation>darin kann keine Datei geschrieben werden ({reason})</translation>
        </message>
        <message>
            <source>The data folder {folder} cannot be used: {reason}.</source>
            <translation>Der Datenordner {folder} kann nicht verwendet werden: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>the file holds no text</source>
            <translation>die Datei enthält keinen Text</translation>
        </message>
        <message>
            <source>{name} could not be read as HTML ({error})</source>
            <translation>{name} konnte nicht als HTML gelesen werden ({error})</translation>
        </message>
        <message>
            <source>{name} is a damaged PDF: its pages cannot be listed ({reason})</source>
            <translation>{name} ist ein beschädigtes PDF: Seine Seiten können nicht aufgelistet werden ({reason})</translation>
        </message>
        <message>
            <source>{name} is a damaged PDF: the text of none of its {count} pages could be read</source>
            <translation>{name} ist ein beschädigtes PDF: Der Text keiner seiner {count} Seiten konnte gelesen werden</translation>
        </message>
        <message>
            <source>{reason}; {other}</source>
            <translation>{reason}; {other}</translation>
        </message>
        <message>
            <source>{name} was not read: {reasons} ({count} more are damaged)</source>
            <translation>{name} wurde nicht gelesen: {reasons} ({count} weitere sind beschädigt)</translation>
        </message>
        <message>
            <source>{name} was not read: {reasons}</source>
            <translation>{name} wurde nicht gelesen: {reasons}</translation>
        </message>
        <message>
            <source>each holds more than the {limit} of drawing instructions Emberly reads on one page</source>
            <translation>jede enthält mehr als die {limit} an Zeichenbefehlen, die Emberly auf einer Seite liest</translation>
        </message>
        <message>
            <source>its pages decode to more than the {limit} of content Emberly reads per PDF</source>
            <translation>ihre Seiten ergeben dekodiert mehr als die {limit} an Inhalt, die Emberly pro PDF liest</translation>
        </message>
        <message>
            <source>its pages hold more than the {limit} of content Emberly reads per PDF (counted each time a page uses it)</source>
            <translation>ihre Seiten enthalten mehr als die {limit} an Inhalt, die Emberly pro PDF liest (jedes Mal gezählt, wenn eine Seite ihn verwendet)</translation>
        </message>
        <message>
            <source>page {page} was not read: {reason}</source>
            <translation>Seite {page} wurde nicht gelesen: {reason}</translation>
        </message>
        <message>
            <source>pages {first}-{last} were not read: {reason}</source>
            <translation>Seiten {first}–{last} wurden nicht gelesen: {reason}</translation>
        </message>
        <message>
            <source>pages {pages} were not read: {reason}</source>
            <translation>Seiten {pages} wurden nicht gelesen: {reason}</translation>
        </message>
        <message>
            <source>{name} is protected by a password; Emberly does not open protected PDFs. Save a copy without the password and attach that</source>
            <translation>{name} ist durch ein Passwort geschützt; Emberly öffnet keine geschützten PDFs. Speichern Sie eine Kopie ohne Passwort, und hängen Sie diese an</translation>
        </message>
        <message>
            <source>{name} is encrypted in a way this install cannot decrypt (AES needs the 'cryptography' package)</source>
            <translation>{name} ist auf eine Weise verschlüsselt, die diese Installation nicht entschlüsseln kann (AES braucht das Paket „cryptography“)</translation>
        </message>
        <message>
            <source>{name} is not a PDF Emberly can read: it is damaged or malformed ({reason})</source>
            <translation>{name} ist kein PDF, das Emberly lesen kann: Es ist beschädigt oder fehlerhaft ({reason})</translation>
        </message>
        <message>
            <source>only the first {count} characters are kept (pages {first}-{last} are cut or left out)</source>
            <translation>nur die ersten {count} Zeichen werden behalten (Seiten {first}–{last} sind abgeschnitten oder ausgelassen)</translation>
        </message>
        <message>
            <source>the text of pages {pages} could not be read</source>
            <translation>der Text der Seiten {pages} konnte nicht gelesen werden</translation>
        </message>
        <message>
            <source>the text of page {pages} could not be read</source>
            <translation>der Text von Seite {pages} konnte nicht gelesen werden</translation>
        </message>
        <message>
            <source>no text was found: the pages may be scanned images, and Emberly does not read text in images</source>
            <translation>es wurde kein Text gefunden: Die Seiten sind womöglich gescannte Bilder, und Emberly liest keinen Text in Bildern</translation>
        </message>
        <message>
            <source>{name} is a folder, not a file</source>
            <translation>{name} ist ein Ordner, keine Datei</translation>
        </message>
        <message>
            <source>{name} is {size}; Emberly reads documents up to {limit}</source>
            <translation>{name} ist {size} groß; Emberly liest Dokumente bis {limit}</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation>{name} kann nicht gelesen werden: {reason}</translation>
        </message>
        <message>
            <source>{name} was not found: it was moved or deleted, or a link to it leads nowhere</source>
            <translation>{name} wurde nicht gefunden: Die Datei wurde verschoben oder gelöscht, oder eine Verknüpfung darauf führt ins Leere</translation>
        </message>
        <message>
            <source>{name} cannot be read: permission denied</source>
            <translation>{name} kann nicht gelesen werden: Zugriff verweigert</translation>
        </message>
        <message>
            <source>{name} is a symbolic link that leads back to itself (a loop of links)</source>
            <translation>{name} ist eine symbolische Verknüpfung, die auf sich selbst zurückführt (eine Schleife von Verknüpfungen)</translation>
        </message>
        <message>
            <source>{name} is not a valid file name</source>
            <translation>{name} ist kein gültiger Dateiname</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {reason}</source>
            <translation>{name} kann nicht geöffnet werden: {reason}</translation>
        </message>
        <message>
            <source>a named pipe</source>
            <translation>eine benannte Pipe</translation>
        </message>
        <message>
            <source>a device</source>
            <translation>ein Gerät</translation>
        </message>
        <message>
            <source>special</source>
            <translation>speziell</translation>
        </message>
        <message>
            <source>{name} is not a regular file ({what}); Emberly reads documents from ordinary files</source>
            <translation>{name} ist keine normale Datei ({what}); Emberly liest Dokumente aus gewöhnlichen Dateien</translation>
        </message>
        <message>
            <source>{name} grew past {limit} while it was read; Emberly reads documents up to that</source>
            <translation>{name} ist beim Lesen über {limit} hinausgewachsen; Emberly liest Dokumente nur bis zu dieser Größe</translation>
        </message>
        <message>
            <source>Reading {name} was cancelled</source>
            <translation>Das Lesen von {name} wurde abgebrochen</translation>
        </message>
        <message>
            <source>only the first {count} characters are kept</source>
            <translation>nur die ersten {count} Zeichen werden behalten</translation>
        </message>
        <message>
            <source>{name} is an older Office file (.doc, .xls or .ppt); save it as .docx or PDF to attach it</source>
            <translation>{name} ist eine ältere Office-Datei (.doc, .xls oder .ppt); speichern Sie sie als .docx oder PDF, um sie anzuhängen</translation>
        </message>
        <message>
            <source>{name} is named .pdf but is not a PDF (it does not start like one)</source>
            <translation>{name} heißt .pdf, ist aber kein PDF (es beginnt nicht wie eines)</translation>
        </message>
        <message>
            <source>{name} is named {ext} but is not a Word document (it is not a ZIP archive)</source>
            <translation>{name} heißt {ext}, ist aber kein Word-Dokument (es ist kein ZIP-Archiv)</translation>
        </message>
        <message>
            <source>read as {encoding} (its byte-order mark says so)</source>
            <translation>als {encoding} gelesen (laut seiner Byte-Order-Mark)</translation>
        </message>
        <message>
            <source>{count} byte sequences that are not UTF-8 were replaced with �</source>
            <translation>{count} Bytefolgen, die kein UTF-8 sind, wurden durch � ersetzt</translation>
        </message>
        <message>
            <source>read as Windows-1252: the file is not UTF-8</source>
            <translation>als Windows-1252 gelesen: Die Datei ist kein UTF-8</translation>
        </message>
        <message>
            <source>{name} is not a text file (its bytes are binary data, or text in an encoding other than UTF-8, UTF-16 or Windows-1252)</source>
            <translation>{name} ist keine Textdatei (ihre Bytes sind Binärdaten oder Text in einer anderen Kodierung als UTF-8, UTF-16 oder Windows-1252)</translation>
        </message>
        <message>
            <source>the JSON</source>
            <translation>das JSON</translation>
        </message>
        <message>
            <source>{error}; kept as written</source>
            <translation>{error}; unverändert belassen</translation>
        </message>
        <message>
            <source>{name} holds {size} of text and markup, more than the {limit} Emberly reads in a Word document, so it was not opened</source>
            <translation>{name} enthält {size} an Text und Markup, mehr als die {limit}, die Emberly in einem Word-Dokument liest, deshalb wurde es nicht geöffnet</translation>
        </message>
        <message>
            <source>{name} is not a Word document Emberly can read: it is damaged ({reason})</source>
            <translation>{name} ist kein Word-Dokument, das Emberly lesen kann: Es ist beschädigt ({reason})</translation>
        </message>
        <message>
            <source>{name} is a damaged ZIP archive, not a readable Word document ({reason})</source>
            <translation>{name} ist ein beschädigtes ZIP-Archiv, kein lesbares Word-Dokument ({reason})</translation>
        </message>
        <message>
            <source>{name} is a ZIP archive but not a Word document; Emberly reads .docx, PDF and text files</source>
            <translation>{name} ist ein ZIP-Archiv, aber kein Word-Dokument; Emberly liest .docx-, PDF- und Textdateien</translation>
        </message>
        <message>
            <source>{name} would unpack to {size}, more than the {limit} Emberly allows a Word document: it may be a zip bomb, so it was not opened</source>
            <translation>{name} würde auf {size} entpackt, mehr als die {limit}, die Emberly einem Word-Dokument erlaubt: Es könnte eine Zip-Bombe sein, deshalb wurde es nicht geöffnet</translation>
        </message>
        <message>
            <source>{name} has a part that unpacks {ratio} times its packed size: it looks like a zip bomb, so it was not opened</source>
            <translation>{name} hat einen Teil, der sich auf das {ratio}-Fache seiner gepackten Größe entpackt: Es sieht nach einer Zip-Bombe aus, deshalb wurde es nicht geöffnet</translation>
        </message>
        <message>
            <source>{name} holds {count} parts; a Word document has far fewer (Emberly allows {limit}), so it was not opened</source>
            <translation>{name} enthält {count} Teile; ein Word-Dokument hat weit weniger (Emberly erlaubt {limit}), deshalb wurde es nicht geöffnet</translation>
        </message>
        <message>
            <source>{name} has a paragraph or table row of more than {limit} of XML, more than Emberly reads in one piece, so it was not read further</source>
            <translation>{name} hat einen Absatz oder eine Tabellenzeile mit mehr als {limit} XML, mehr als Emberly am Stück liest, deshalb wurde es nicht weiter gelesen</translation>
        </message>
        <message>
            <source>{name} is not a Word document Emberly can read: it is damaged (it has no body)</source>
            <translation>{name} ist kein Word-Dokument, das Emberly lesen kann: Es ist beschädigt (es hat keinen Body)</translation>
        </message>
        <message>
            <source>its package names {count} main documents</source>
            <translation>sein Paket nennt {count} Hauptdokumente</translation>
        </message>
        <message>
            <source>its package names no main documents</source>
            <translation>sein Paket nennt kein Hauptdokument</translation>
        </message>
        <message>
            <source>its part {part} is missing</source>
            <translation>sein Teil {part} fehlt</translation>
        </message>
        <message>
            <source>{name} has a part ({part}) of {size}, more than the {limit} Emberly reads in a Word document, so it was not opened</source>
            <translation>{name} hat einen Teil ({part}) von {size}, mehr als die {limit}, die Emberly in einem Word-Dokument liest, deshalb wurde es nicht geöffnet</translation>
        </message>
    </context>
    <context>
        <name>Downloads</name>
        <message>
            <source>{name} in the models folder is a link</source>
            <translation>{name} im Modellordner ist eine Verknüpfung</translation>
        </message>
        <message>
            <source>{name} in the models folder is not a folder</source>
            <translation>{name} im Modellordner ist kein Ordner</translation>
        </message>
        <message>
            <source>{name} in the models folder is not a plain file</source>
            <translation>{name} im Modellordner ist keine einfache Datei</translation>
        </message>
        <message>
            <source>{name} in the models folder has another name (a hard link)</source>
            <translation>{name} im Modellordner hat einen weiteren Namen (ein Hardlink)</translation>
        </message>
        <message>
            <source>{problem}: Emberly reads, writes and deletes only plain files and folders there, never through a link, so it left it (and anything it points to) untouched. Remove it from {folder} and try the download again.</source>
            <translation>{problem}: Emberly liest, schreibt und löscht dort nur einfache Dateien und Ordner, nie über eine Verknüpfung, und hat es deshalb (samt allem, worauf es verweist) unberührt gelassen. Entfernen Sie es aus {folder}, und versuchen Sie den Download erneut.</translation>
        </message>
        <message>
            <source>{name} in the models folder is not inside it</source>
            <translation>{name} im Modellordner liegt nicht darin</translation>
        </message>
        <message>
            <source>{name} in the models folder is a link or not a folder</source>
            <translation>{name} im Modellordner ist eine Verknüpfung oder kein Ordner</translation>
        </message>
        <message>
            <source>{name} in the models folder leads out of it</source>
            <translation>{name} im Modellordner führt aus ihm heraus</translation>
        </message>
        <message>
            <source>Emberly will not download into a folder named {name}.</source>
            <translation>Emberly lädt nicht in einen Ordner namens {name} herunter.</translation>
        </message>
        <message>
            <source>The Hub listed a file name Emberly will not write ({problem}): {name}.</source>
            <translation>Der Hub hat einen Dateinamen aufgeführt, den Emberly nicht schreibt ({problem}): {name}.</translation>
        </message>
        <message>
            <source>The Hub gave no sha256 for this file, so its download could not be checked.</source>
            <translation>Der Hub hat für diese Datei keinen sha256 angegeben, daher konnte ihr Download nicht geprüft werden.</translation>
        </message>
        <message>
            <source>The download stopped because of an error in Emberly: {error}</source>
            <translation>Der Download wurde wegen eines Fehlers in Emberly gestoppt: {error}</translation>
        </message>
        <message>
            <source>Not enough disk space: this download needs {size} more, and {folder} has {free} free. Free some space and resume it.</source>
            <translation>Nicht genug Speicherplatz: Dieser Download braucht noch {size}, und auf {folder} sind {free} frei. Geben Sie Speicherplatz frei, und setzen Sie ihn fort.</translation>
        </message>
        <message>
            <source>The server redirected the download from {scheme}: to {target}; Emberly follows redirects to http(s) only, and never from https to http.</source>
            <translation>Der Server hat den Download von {scheme}: nach {target} umgeleitet; Emberly folgt Umleitungen nur zu http(s) und nie von https zu http.</translation>
        </message>
        <message>
            <source>The download keeps failing ({reason}); it is paused and can be resumed.</source>
            <translation>Der Download schlägt immer wieder fehl ({reason}); er ist pausiert und kann fortgesetzt werden.</translation>
        </message>
        <message>
            <source>The server keeps sending a different file than the one listed; the download stopped.</source>
            <translation>Der Server sendet immer wieder eine andere Datei als die aufgeführte; der Download wurde gestoppt.</translation>
        </message>
        <message>
            <source>the server answered {status}</source>
            <translation>der Server hat mit {status} geantwortet</translation>
        </message>
        <message>
            <source>The server refused the download ({status}): the model may be gated or need a login.</source>
            <translation>Der Server hat den Download abgelehnt ({status}): Das Modell ist womöglich zugangsbeschränkt oder erfordert eine Anmeldung.</translation>
        </message>
        <message>
            <source>The file is no longer on the server (404).</source>
            <translation>Die Datei ist nicht mehr auf dem Server (404).</translation>
        </message>
        <message>
            <source>The server redirected the download where Emberly does not follow ({status}).</source>
            <translation>Der Server hat den Download an eine Stelle umgeleitet, der Emberly nicht folgt ({status}).</translation>
        </message>
        <message>
            <source>The server answered {status} {reason}.</source>
            <translation>Der Server hat mit {status} {reason} geantwortet.</translation>
        </message>
        <message>
            <source>cannot reach the server: {reason}</source>
            <translation>der Server ist nicht erreichbar: {reason}</translation>
        </message>
        <message>
            <source>the file changed on the server; starting over</source>
            <translation>die Datei hat sich auf dem Server geändert; es wird von vorn begonnen</translation>
        </message>
        <message>
            <source>the server sent another range than bytes={start}-</source>
            <translation>der Server hat einen anderen Bereich als bytes={start}- gesendet</translation>
        </message>
        <message>
            <source>The server's file is {size}, not the expected {expected}: it changed since it was listed. Search for it again.</source>
            <translation>Die Datei auf dem Server ist {size} groß, nicht wie erwartet {expected}: Sie hat sich geändert, seit sie aufgeführt wurde. Suchen Sie erneut danach.</translation>
        </message>
        <message>
            <source>the connection closed at {done} of {size}</source>
            <translation>die Verbindung wurde bei {done} von {size} geschlossen</translation>
        </message>
        <message>
            <source>The disk is full: the download stopped at {size} and is kept; free some space and resume it.</source>
            <translation>Die Festplatte ist voll: Der Download wurde bei {size} gestoppt und wird aufbewahrt; geben Sie Speicherplatz frei, und setzen Sie ihn fort.</translation>
        </message>
        <message>
            <source>Cannot write {path}: {reason}.</source>
            <translation>{path} kann nicht geschrieben werden: {reason}.</translation>
        </message>
        <message>
            <source>The downloaded file is corrupted: its sha256 is {sha256}…, the server's {expected}…. The partial file was removed; try the download again.</source>
            <translation>Die heruntergeladene Datei ist beschädigt: Ihr sha256 ist {sha256}…, der des Servers {expected}…. Die unvollständige Datei wurde entfernt; versuchen Sie den Download erneut.</translation>
        </message>
        <message>
            <source>the server stopped sending (stalled)</source>
            <translation>der Server hat aufgehört zu senden (hängt)</translation>
        </message>
        <message>
            <source>the server sent less than it announced</source>
            <translation>der Server hat weniger gesendet, als er angekündigt hatte</translation>
        </message>
        <message>
            <source>the connection broke ({error})</source>
            <translation>die Verbindung ist abgebrochen ({error})</translation>
        </message>
    </context>
    <context>
        <name>Embedder</name>
        <message>
            <source>llama.cpp could not load {name}: {reason}</source>
            <translation>llama.cpp konnte {name} nicht laden: {reason}</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>kein Grund angegeben</translation>
        </message>
        <message>
            <source>{name} is not an embedding model: it gives no pooled sentence vector.</source>
            <translation>{name} ist kein Embedding-Modell: Es liefert keinen gepoolten Satzvektor.</translation>
        </message>
        <message>
            <source>llama.cpp gave no reason</source>
            <translation>llama.cpp hat keinen Grund angegeben</translation>
        </message>
        <message>
            <source>{name} loaded but its context could not be created ({reason}).</source>
            <translation>{name} wurde geladen, aber sein Kontext konnte nicht erstellt werden ({reason}).</translation>
        </message>
        <message>
            <source>The embedding model is closed.</source>
            <translation>Das Embedding-Modell ist geschlossen.</translation>
        </message>
        <message>
            <source>Embedding was cancelled.</source>
            <translation>Das Embedding wurde abgebrochen.</translation>
        </message>
        <message>
            <source>llama.cpp could not embed a batch (code {code}): {reason}</source>
            <translation>llama.cpp konnte einen Stapel nicht einbetten (Code {code}): {reason}</translation>
        </message>
        <message>
            <source>llama.cpp returned no embedding for sequence {seq}.</source>
            <translation>llama.cpp hat für Sequenz {seq} kein Embedding geliefert.</translation>
        </message>
        <message>
            <source>The embedding model was closed.</source>
            <translation>Das Embedding-Modell wurde geschlossen.</translation>
        </message>
        <message>
            <source>The embedding model {name} cannot be used: {error}</source>
            <translation>Das Embedding-Modell {name} kann nicht verwendet werden: {error}</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>A reply is already being generated.</source>
            <translation>Es wird bereits eine Antwort generiert.</translation>
        </message>
        <message>
            <source>The prompt has {count} tokens; the context holds {n_ctx}.</source>
            <translation>Der Prompt hat {count} Tokens; der Kontext fasst {n_ctx}.</translation>
        </message>
        <message>
            <source>llama_decode failed with code {code}</source>
            <translation>llama_decode ist mit Code {code} fehlgeschlagen</translation>
        </message>
        <message>
            <source>The engine is busy with a reply.</source>
            <translation>Die Engine ist mit einer Antwort beschäftigt.</translation>
        </message>
        <message>
            <source>The model file {name} was changed on disk while it was loaded. Load it again to go on (nothing of the chat is lost).</source>
            <translation>Die Modelldatei {name} wurde auf der Festplatte geändert, während sie geladen war. Laden Sie sie erneut, um fortzufahren (vom Chat geht nichts verloren).</translation>
        </message>
        <message>
            <source>The prefix has {count} tokens; the context holds {n_ctx}.</source>
            <translation>Das Präfix hat {count} Tokens; der Kontext fasst {n_ctx}.</translation>
        </message>
        <message>
            <source>llama.cpp did not accept the grammar the schema became.</source>
            <translation>llama.cpp hat die Grammatik, die aus dem Schema wurde, nicht akzeptiert.</translation>
        </message>
        <message>
            <source>This model was loaded for {count} replies at once, not {asked}: load it again after changing the number in Settings.</source>
            <translation>Dieses Modell wurde für {count} Antworten gleichzeitig geladen, nicht {asked}: Laden Sie es erneut, nachdem Sie die Zahl in den Einstellungen geändert haben.</translation>
        </message>
        <message>
            <source>There is no reply {index} in the cache.</source>
            <translation>Im Cache gibt es keine Antwort {index}.</translation>
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
        <name>EngineLoad</name>
        <message>
            <source>Loading was cancelled.</source>
            <translation>Das Laden wurde abgebrochen.</translation>
        </message>
        <message>
            <source>KV cache type must be one of {choices}, not {value}</source>
            <translation>Der KV-Cache-Typ muss einer von {choices} sein, nicht {value}</translation>
        </message>
        <message>
            <source>Flash attention must be one of {choices}, not {value}</source>
            <translation>Flash Attention muss einer von {choices} sein, nicht {value}</translation>
        </message>
        <message>
            <source>A {kv_type} KV cache needs flash attention (auto or on).</source>
            <translation>Ein {kv_type}-KV-Cache braucht Flash Attention (auto oder on).</translation>
        </message>
        <message>
            <source>Speculation must be one of {choices}, not {value}</source>
            <translation>Spekulation muss einer von {choices} sein, nicht {value}</translation>
        </message>
        <message>
            <source>The GPU has too little memory for {asked} layers of {name}: {placed} of its {total} layers run there now, the rest on the CPU.</source>
            <translation>Die GPU hat zu wenig Speicher für {asked} Layer von {name}: {placed} seiner {total} Layer laufen jetzt dort, der Rest auf der CPU.</translation>
        </message>
        <message>
            <source>{first}

{second}</source>
            <translation>{first}

{second}</translation>
        </message>
        <message>
            <source>the first decode failed on the GPU (llama_decode returned {code})</source>
            <translation>die erste Dekodierung auf der GPU ist fehlgeschlagen (llama_decode gab {code} zurück)</translation>
        </message>
        <message>
            <source>llama.cpp could not create a context</source>
            <translation>llama.cpp konnte keinen Kontext erstellen</translation>
        </message>
        <message>
            <source>The model loaded but a context of {n_ctx} tokens could not be created ({reason}). Try a smaller context size or KV cache type q8_0.</source>
            <translation>Das Modell wurde geladen, aber ein Kontext von {n_ctx} Tokens konnte nicht erstellt werden ({reason}). Versuchen Sie eine kleinere Kontextgröße oder den KV-Cache-Typ q8_0.</translation>
        </message>
        <message>
            <source>{name} needs about {needed} GiB with a {n_ctx}-token context, but only {free} GiB of memory is free. Choose a smaller context, a smaller KV cache type, or a smaller model.</source>
            <translation>{name} braucht mit einem Kontext von {n_ctx} Tokens etwa {needed} GiB, aber nur {free} GiB Speicher sind frei. Wählen Sie einen kleineren Kontext, einen kleineren KV-Cache-Typ oder ein kleineres Modell.</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>kein Grund angegeben</translation>
        </message>
        <message>
            <source>{name} uses the '{architecture}' architecture, which this version of llama.cpp does not support. Updating llama-cpp-python may help.</source>
            <translation>{name} verwendet die Architektur „{architecture}“, die diese Version von llama.cpp nicht unterstützt. Ein Update von llama-cpp-python kann helfen.</translation>
        </message>
        <message>
            <source>Not enough memory to load {name} ({detail}).</source>
            <translation>Nicht genug Speicher, um {name} zu laden ({detail}).</translation>
        </message>
        <message>
            <source>{name} is damaged or cut off ({detail}). Download it again.</source>
            <translation>{name} ist beschädigt oder abgeschnitten ({detail}). Laden Sie es erneut herunter.</translation>
        </message>
        <message>
            <source>llama.cpp could not load {name}: {detail}</source>
            <translation>llama.cpp konnte {name} nicht laden: {detail}</translation>
        </message>
    </context>
    <context>
        <name>EngineLoop</name>
        <message>
            <source>Emberly is closing: the request was not run.</source>
            <translation>Emberly wird beendet: Die Anfrage wurde nicht ausgeführt.</translation>
        </message>
    </context>
    <context>
        <name>EngineStart</name>
        <message>
            <source>fast path (extra buffer types on)</source>
            <translation>schneller Pfad (zusätzliche Puffertypen an)</translation>
        </message>
        <message>
            <source>safe CPU path (extra buffer types off)</source>
            <translation>sicherer CPU-Pfad (zusätzliche Puffertypen aus)</translation>
        </message>
        <message>
            <source>fast path (extra buffer types on), at most {layers} GPU layers</source>
            <translation>schneller Pfad (zusätzliche Puffertypen an), höchstens {layers} GPU-Layer</translation>
        </message>
        <message>
            <source>safe CPU path (extra buffer types off), at most {layers} GPU layers</source>
            <translation>sicherer CPU-Pfad (zusätzliche Puffertypen aus), höchstens {layers} GPU-Layer</translation>
        </message>
        <message>
            <source>illegal instruction, {signal}</source>
            <translation>ungültiger Befehl, {signal}</translation>
        </message>
        <message>
            <source>invalid memory access, {signal}</source>
            <translation>ungültiger Speicherzugriff, {signal}</translation>
        </message>
        <message>
            <source>bus error, {signal}</source>
            <translation>Busfehler, {signal}</translation>
        </message>
        <message>
            <source>aborted, {signal}</source>
            <translation>abgebrochen, {signal}</translation>
        </message>
        <message>
            <source>arithmetic fault, {signal}</source>
            <translation>Rechenfehler, {signal}</translation>
        </message>
        <message>
            <source>killed, {signal}</source>
            <translation>beendet, {signal}</translation>
        </message>
        <message>
            <source>no answer in time</source>
            <translation>keine Antwort in der vorgesehenen Zeit</translation>
        </message>
        <message>
            <source>exit code {code}</source>
            <translation>Exit-Code {code}</translation>
        </message>
        <message>
            <source>killed by signal {signal}</source>
            <translation>durch Signal {signal} beendet</translation>
        </message>
        <message>
            <source>died ({how}) after stage '{stage}': {detail}</source>
            <translation>abgestürzt ({how}) nach Phase „{stage}“: {detail}</translation>
        </message>
        <message>
            <source>died ({how}) after stage '{stage}'</source>
            <translation>abgestürzt ({how}) nach Phase „{stage}“</translation>
        </message>
        <message>
            <source>the {name} path</source>
            <translation>der {name}-Pfad</translation>
        </message>
        <message>
            <source>the plain CPU path</source>
            <translation>der reine CPU-Pfad</translation>
        </message>
        <message>
            <source>This CPU reports AMX but cannot run it ({signal}); using {path} instead.</source>
            <translation>Diese CPU meldet AMX, kann es aber nicht ausführen ({signal}); stattdessen wird {path} verwendet.</translation>
        </message>
        <message>
            <source>extra buffer types</source>
            <translation>zusätzliche Puffertypen</translation>
        </message>
        <message>
            <source>llama.cpp's fast CPU path ({used}) crashed on this computer ({signal}); using {path} instead.</source>
            <translation>Der schnelle CPU-Pfad von llama.cpp ({used}) ist auf diesem Computer abgestürzt ({signal}); stattdessen wird {path} verwendet.</translation>
        </message>
        <message>
            <source>llama.cpp crashed when using the GPU on this computer ({signal}); running on the CPU only.</source>
            <translation>llama.cpp ist bei Nutzung der GPU auf diesem Computer abgestürzt ({signal}); es läuft nur noch auf der CPU.</translation>
        </message>
        <message>
            <source>llama.cpp crashed on this computer ({signal}); using a safer setting: {path}.</source>
            <translation>llama.cpp ist auf diesem Computer abgestürzt ({signal}); es wird eine sicherere Einstellung verwendet: {path}.</translation>
        </message>
        <message>
            <source>Checking that llama.cpp runs on this computer (once per llama.cpp build and CPU)…</source>
            <translation>Es wird geprüft, ob llama.cpp auf diesem Computer läuft (einmal pro llama.cpp-Build und CPU)…</translation>
        </message>
        <message>
            <source>llama.cpp crashes on this computer whatever the settings ({reasons}). This llama-cpp-python may have been built for another CPU: reinstall it built here with 'pip install --force-reinstall --no-cache-dir --no-deps llama-cpp-python=={version}'.</source>
            <translation>llama.cpp stürzt auf diesem Computer unabhängig von den Einstellungen ab ({reasons}). Dieses llama-cpp-python wurde womöglich für eine andere CPU gebaut: Installieren Sie es hier neu gebaut mit „pip install --force-reinstall --no-cache-dir --no-deps llama-cpp-python=={version}“.</translation>
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
            <source>An embedding model: once downloaded, Load makes it the one documents and libraries are searched with by meaning (Settings ▸ Embedding model).</source>
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
        <name>Grammar</name>
        <message>
            <source>The schema is not JSON: {error}</source>
            <translation>Das Schema ist kein JSON: {error}</translation>
        </message>
        <message>
            <source>The schema has {size} characters (at most {limit}).</source>
            <translation>Das Schema hat {size} Zeichen (höchstens {limit}).</translation>
        </message>
        <message>
            <source>The grammar helper is not available; the schema was not converted.</source>
            <translation>Der Grammatik-Helfer ist nicht verfügbar; das Schema wurde nicht umgewandelt.</translation>
        </message>
        <message>
            <source>The grammar helper is not available; the grammar was not checked.</source>
            <translation>Der Grammatik-Helfer ist nicht verfügbar; die Grammatik wurde nicht geprüft.</translation>
        </message>
        <message>
            <source>The schema cannot be used: {error}.</source>
            <translation>Das Schema kann nicht verwendet werden: {error}.</translation>
        </message>
        <message>
            <source>The schema took over {seconds} s to convert into a grammar; it was stopped.</source>
            <translation>Das Umwandeln des Schemas in eine Grammatik dauerte über {seconds} s; es wurde gestoppt.</translation>
        </message>
        <message>
            <source>The schema needed more memory than a grammar may use; it was stopped.</source>
            <translation>Das Schema brauchte mehr Speicher, als eine Grammatik verwenden darf; es wurde gestoppt.</translation>
        </message>
        <message>
            <source>The schema's grammar crashed the grammar checker; it is not used.</source>
            <translation>Die Grammatik des Schemas hat die Grammatikprüfung zum Absturz gebracht; sie wird nicht verwendet.</translation>
        </message>
        <message>
            <source>The schema cannot be expressed as a grammar: {error}</source>
            <translation>Das Schema lässt sich nicht als Grammatik ausdrücken: {error}</translation>
        </message>
        <message>
            <source>There is no tool {name} to call.</source>
            <translation>Es gibt kein Tool {name}, das aufgerufen werden kann.</translation>
        </message>
        <message>
            <source>There are no tools to call.</source>
            <translation>Es gibt keine Tools, die aufgerufen werden können.</translation>
        </message>
        <message>
            <source>a repetition of {low} to {high} times</source>
            <translation>eine Wiederholung von {low} bis {high} Mal</translation>
        </message>
        <message>
            <source>it nests too deeply for a grammar</source>
            <translation>es ist zu tief verschachtelt für eine Grammatik</translation>
        </message>
        <message>
            <source>it cannot be expressed as a grammar: {error}</source>
            <translation>es lässt sich nicht als Grammatik ausdrücken: {error}</translation>
        </message>
        <message>
            <source>its grammar would have {size} characters (at most {limit})</source>
            <translation>seine Grammatik hätte {size} Zeichen (höchstens {limit})</translation>
        </message>
        <message>
            <source>llama.cpp did not accept the grammar it became</source>
            <translation>llama.cpp hat die Grammatik, die daraus wurde, nicht akzeptiert</translation>
        </message>
        <message>
            <source>The schema has over {limit} values.</source>
            <translation>Das Schema hat über {limit} Werte.</translation>
        </message>
        <message>
            <source>The schema nests over {limit} levels deep (at {at}).</source>
            <translation>Das Schema ist über {limit} Ebenen tief verschachtelt (bei {at}).</translation>
        </message>
        <message>
            <source>{key} at {at} must be a whole number of at least 0.</source>
            <translation>{key} bei {at} muss eine ganze Zahl von mindestens 0 sein.</translation>
        </message>
        <message>
            <source>{key} {value} at {at} is over {limit}: a grammar holds repetitions up to {limit}.</source>
            <translation>{key} {value} bei {at} ist größer als {limit}: Eine Grammatik erlaubt Wiederholungen bis {limit}.</translation>
        </message>
        <message>
            <source>{low} is over {high} at {at}: no value can match.</source>
            <translation>{low} ist größer als {high} bei {at}: Kein Wert kann passen.</translation>
        </message>
        <message>
            <source>{key} at {at} has over {limit} digits.</source>
            <translation>{key} bei {at} hat über {limit} Ziffern.</translation>
        </message>
        <message>
            <source>The enum at {at} lists {count} values (at most {limit}).</source>
            <translation>Das enum bei {at} listet {count} Werte auf (höchstens {limit}).</translation>
        </message>
        <message>
            <source>The $ref at {at} points outside the schema ({ref}): Emberly fetches nothing.</source>
            <translation>Die $ref bei {at} verweist außerhalb des Schemas ({ref}): Emberly lädt nichts nach.</translation>
        </message>
        <message>
            <source>The pattern at {at} has {size} characters (at most {limit}).</source>
            <translation>Das Muster bei {at} hat {size} Zeichen (höchstens {limit}).</translation>
        </message>
        <message>
            <source>The pattern at {at} repeats something {low} to {high} times: no value can match.</source>
            <translation>Das Muster bei {at} wiederholt etwas {low}- bis {high}-mal: Kein Wert kann passen.</translation>
        </message>
        <message>
            <source>The pattern at {at} repeats too much: written out it would be {size} characters (at most {limit}).</source>
            <translation>Das Muster bei {at} wiederholt zu viel: Ausgeschrieben hätte es {size} Zeichen (höchstens {limit}).</translation>
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
        <name>Hub</name>
        <message>
            <source>{name} ({count} parts)</source>
            <translation>{name} ({count} Teile)</translation>
        </message>
        <message>
            <source>a name that is not UTF-8</source>
            <translation>ein Name, der kein UTF-8 ist</translation>
        </message>
        <message>
            <source>an empty name or one with control characters</source>
            <translation>ein leerer Name oder einer mit Steuerzeichen</translation>
        </message>
        <message>
            <source>an absolute path</source>
            <translation>ein absoluter Pfad</translation>
        </message>
        <message>
            <source>a name with an empty, . or .. part</source>
            <translation>ein Name mit einem leeren Teil, . oder ..</translation>
        </message>
        <message>
            <source>a name of {size} bytes</source>
            <translation>ein Name mit {size} Bytes</translation>
        </message>
        <message>
            <source>the search for {query}</source>
            <translation>die Suche nach {query}</translation>
        </message>
        <message>
            <source>{repo} is not a Hub repository (owner/name).</source>
            <translation>{repo} ist kein Hub-Repository (owner/name).</translation>
        </message>
        <message>
            <source>The Hub at {host} listed files in {repo} that Emberly cannot use: {problem} (and {count} more).</source>
            <translation>Der Hub unter {host} hat in {repo} Dateien aufgeführt, die Emberly nicht verwenden kann: {problem} (und {count} weitere).</translation>
        </message>
        <message>
            <source>The Hub at {host} listed files in {repo} that Emberly cannot use: {problem}.</source>
            <translation>Der Hub unter {host} hat in {repo} Dateien aufgeführt, die Emberly nicht verwenden kann: {problem}.</translation>
        </message>
        <message>
            <source>{type} where a file entry goes</source>
            <translation>{type} anstelle eines Dateieintrags</translation>
        </message>
        <message>
            <source>{type} as a file name</source>
            <translation>{type} als Dateiname</translation>
        </message>
        <message>
            <source>{problem} ({name})</source>
            <translation>{problem} ({name})</translation>
        </message>
        <message>
            <source>a size of {size} for {name}</source>
            <translation>eine Größe von {size} für {name}</translation>
        </message>
        <message>
            <source>a sha256 of {sha256} for {name}</source>
            <translation>ein sha256 von {sha256} für {name}</translation>
        </message>
        <message>
            <source>the curated list and the models on this computer still work.</source>
            <translation>die kuratierte Liste und die Modelle auf diesem Computer funktionieren weiterhin.</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with {type} where a list goes.</source>
            <translation>Der Hub unter {host} hat auf {what} geantwortet, aber wo eine Liste stehen sollte, steht {type}.</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>ein Objekt</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>eine Liste</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>eine Zeichenkette</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true oder false</translation>
        </message>
        <message>
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <source>The Hub at {host} listed more than {count} entries for {what}: Emberly stops there.</source>
            <translation>Der Hub unter {host} hat mehr als {count} Einträge für {what} aufgeführt: Emberly hört dort auf.</translation>
        </message>
        <message>
            <source>The Hub at {host} kept sending pages for {what} past {count}: Emberly stops there.</source>
            <translation>Der Hub unter {host} hat für {what} über {count} hinaus weitere Seiten gesendet: Emberly hört dort auf.</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>eine Zahl</translation>
        </message>
        <message>
            <source>Hugging Face is switched off on this computer (HF_HUB_OFFLINE is set).</source>
            <translation>Hugging Face ist auf diesem Computer abgeschaltet (HF_HUB_OFFLINE ist gesetzt).</translation>
        </message>
        <message>
            <source>HF_ENDPOINT {endpoint} is not an http:// or https:// address.</source>
            <translation>HF_ENDPOINT {endpoint} ist keine http://- oder https://-Adresse.</translation>
        </message>
        <message>
            <source>The Hub at {host} redirected {what} more than {count} times.</source>
            <translation>Der Hub unter {host} hat {what} mehr als {count}-mal umgeleitet.</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {status} for {what}.</source>
            <translation>Der Hub unter {host} hat auf {what} mit {status} geantwortet.</translation>
        </message>
        <message>
            <source>The Hub at {host} redirected {what} to {target}: Emberly follows the Hub only within {address}.</source>
            <translation>Der Hub unter {host} hat {what} nach {target} umgeleitet: Emberly folgt dem Hub nur innerhalb von {address}.</translation>
        </message>
        <message>
            <source>The Hub at {host} sent the next page of {what} to {target}: Emberly follows the Hub only within {address}.</source>
            <translation>Der Hub unter {host} hat die nächste Seite für {what} nach {target} verlegt: Emberly folgt dem Hub nur innerhalb von {address}.</translation>
        </message>
        <message>
            <source>The Hub at {host} encoded {what} as {coding}, which Emberly did not ask for.</source>
            <translation>Der Hub unter {host} hat {what} als {coding} kodiert, was Emberly nicht angefordert hat.</translation>
        </message>
        <message>
            <source>The Hub at {host} sent {what} as broken gzip ({error}).</source>
            <translation>Der Hub unter {host} hat {what} als fehlerhaftes gzip gesendet ({error}).</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with JSON nested too deeply.</source>
            <translation>Der Hub unter {host} hat {what} mit zu tief verschachteltem JSON beantwortet.</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with something that is not JSON ({error}).</source>
            <translation>Der Hub unter {host} hat {what} mit etwas beantwortet, das kein JSON ist ({error}).</translation>
        </message>
        <message>
            <source>The Hub is limiting requests from this computer for now; try again in a minute. The curated list still works.</source>
            <translation>Der Hub begrenzt gerade die Anfragen von diesem Computer; versuchen Sie es in einer Minute erneut. Die kuratierte Liste funktioniert weiterhin.</translation>
        </message>
        <message>
            <source>{what} is gated: accept its licence on huggingface.co and log in first.</source>
            <translation>{what} ist zugangsbeschränkt: Akzeptieren Sie zuerst die Lizenz auf huggingface.co, und melden Sie sich an.</translation>
        </message>
        <message>
            <source>{what} was not found on the Hub.</source>
            <translation>{what} wurde auf dem Hub nicht gefunden.</translation>
        </message>
        <message>
            <source>{what} is private or gated on the Hub ({status}).</source>
            <translation>{what} ist auf dem Hub privat oder zugangsbeschränkt ({status}).</translation>
        </message>
        <message>
            <source>The Hub at {host} sent more than {size} MB for {what}: Emberly stops reading there.</source>
            <translation>Der Hub unter {host} hat mehr als {size} MB für {what} gesendet: Emberly liest dort nicht weiter.</translation>
        </message>
        <message>
            <source>The Hub at {host} took more than {seconds} s to answer {what}; try again later: {hint}</source>
            <translation>Der Hub unter {host} hat länger als {seconds} s gebraucht, um {what} zu beantworten; versuchen Sie es später erneut: {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} did not take the connection within {seconds} s. You seem to be offline: {hint}</source>
            <translation>Der Hub unter {host} hat die Verbindung nicht innerhalb von {seconds} s angenommen. Sie scheinen offline zu sein: {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} sent nothing for {seconds} s while Emberly asked for {what}; try again later: {hint}</source>
            <translation>Der Hub unter {host} hat {seconds} s lang nichts gesendet, während Emberly {what} abfragte; versuchen Sie es später erneut: {hint}</translation>
        </message>
        <message>
            <source>Cannot reach {host} ({detail}). You seem to be offline: {hint}</source>
            <translation>{host} ist nicht erreichbar ({detail}). Sie scheinen offline zu sein: {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} broke the connection while answering {what} ({detail}): {hint}</source>
            <translation>Der Hub unter {host} hat die Verbindung abgebrochen, während er {what} beantwortete ({detail}): {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} did not answer {what} as HTTP should ({detail}).</source>
            <translation>Der Hub unter {host} hat {what} nicht so beantwortet, wie HTTP es verlangt ({detail}).</translation>
        </message>
    </context>
    <context>
        <name>Images</name>
        <message>
            <source>The image</source>
            <translation>Das Bild</translation>
        </message>
        <message>
            <source>An image of {width} × {height} needs {needed} bytes of pixels, not {given}.</source>
            <translation>Ein Bild von {width} × {height} braucht {needed} Bytes an Pixeln, nicht {given}.</translation>
        </message>
        <message>
            <source>{name} is {size} MB; images up to {limit} MB are read.</source>
            <translation>{name} ist {size} MB groß; Bilder werden bis {limit} MB gelesen.</translation>
        </message>
        <message>
            <source>{name} is {width} × {height} pixels: too large to open (up to {limit} million pixels).</source>
            <translation>{name} hat {width} × {height} Pixel: zu groß zum Öffnen (bis {limit} Millionen Pixel).</translation>
        </message>
        <message>
            <source>{name} declares more pixels than it could hold: not opened ({error}).</source>
            <translation>{name} gibt mehr Pixel an, als es enthalten könnte: nicht geöffnet ({error}).</translation>
        </message>
        <message>
            <source>{name} is not a PNG, JPEG, WebP or GIF image.</source>
            <translation>{name} ist kein PNG-, JPEG-, WebP- oder GIF-Bild.</translation>
        </message>
        <message>
            <source>{name} could not be read: it is damaged or cut short ({error}).</source>
            <translation>{name} konnte nicht gelesen werden: Es ist beschädigt oder abgeschnitten ({error}).</translation>
        </message>
    </context>
    <context>
        <name>Import</name>
        <message>
            <source>no date</source>
            <translation>kein Datum</translation>
        </message>
        <message numerus="yes">
            <source>%Ln message(s)</source>
            <translation>
                <numerusform>%Ln Nachricht</numerusform>
                <numerusform>%Ln Nachrichten</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Ohne Titel</translation>
        </message>
        <message numerus="yes">
            <source>%Ln more in other versions</source>
            <translation>
                <numerusform>%Ln weitere in anderen Versionen</numerusform>
                <numerusform>%Ln weitere in anderen Versionen</numerusform>
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
            <source>%Ln chat(s) in {file}</source>
            <translation>
                <numerusform>%Ln Chat in {file}</numerusform>
                <numerusform>%Ln Chats in {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%Ln imported before: unchecked)</source>
            <translation>
                <numerusform> (%Ln bereits importiert: nicht angehakt)</numerusform>
                <numerusform> (%Ln bereits importiert: nicht angehakt)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %Ln skipped, with nothing to import</source>
            <translation>
                <numerusform>; %Ln übersprungen, da nichts zu importieren</numerusform>
                <numerusform>; %Ln übersprungen, da nichts zu importieren</numerusform>
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
            <source>%Ln chat(s) imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>%Ln Chat importiert (gestoppt: der Rest wurde nicht importiert).</numerusform>
                <numerusform>%Ln Chats importiert (gestoppt: der Rest wurde nicht importiert).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln chat(s) imported.</source>
            <translation>
                <numerusform>%Ln Chat importiert.</numerusform>
                <numerusform>%Ln Chats importiert.</numerusform>
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
        <message>
            <source>the list of libraries</source>
            <translation>die Liste der Bibliotheken</translation>
        </message>
        <message>
            <source>The list of libraries cannot be read ({error}); it starts empty.</source>
            <translation>Die Liste der Bibliotheken kann nicht gelesen werden ({error}); sie beginnt leer.</translation>
        </message>
        <message>
            <source>{id} is not a library's id</source>
            <translation>{id} ist keine Bibliotheks-ID</translation>
        </message>
        <message>
            <source>The list of libraries cannot be saved: {reason}</source>
            <translation>Die Liste der Bibliotheken kann nicht gespeichert werden: {reason}</translation>
        </message>
        <message>
            <source>The embedding model failed: {error}</source>
            <translation>Das Embedding-Modell ist fehlgeschlagen: {error}</translation>
        </message>
        <message>
            <source>The library {name} is not indexed yet</source>
            <translation>Die Bibliothek {name} ist noch nicht indiziert</translation>
        </message>
        <message>
            <source>The library {name} cannot be opened: {error}</source>
            <translation>Die Bibliothek {name} kann nicht geöffnet werden: {error}</translation>
        </message>
        <message>
            <source>The library {name} was made by a newer Emberly</source>
            <translation>Die Bibliothek {name} wurde von einem neueren Emberly erstellt</translation>
        </message>
    </context>
    <context>
        <name>LibrarySearch</name>
        <message>
            <source>A library this chat searched was removed; the others are still searched.</source>
            <translation>Eine Bibliothek, die dieser Chat durchsucht hat, wurde entfernt; die anderen werden weiterhin durchsucht.</translation>
        </message>
        <message>
            <source>The library {name} cannot be searched: {error}</source>
            <translation>Die Bibliothek {name} kann nicht durchsucht werden: {error}</translation>
        </message>
        <message>
            <source>Passages from your libraries are left out: {error}</source>
            <translation>Textstellen aus Ihren Bibliotheken werden ausgelassen: {error}</translation>
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
        <name>ModelContext</name>
        <message>
            <source>This message needs {needed} tokens, but the context holds {context} with {reserve} kept free for the reply. Shorten it or load the model with a larger context.</source>
            <translation>Diese Nachricht braucht {needed} Tokens, aber der Kontext fasst {context}, davon {reserve} für die Antwort freigehalten. Kürzen Sie sie, oder laden Sie das Modell mit einem größeren Kontext.</translation>
        </message>
    </context>
    <context>
        <name>ModelFiles</name>
        <message>
            <source>The model file {path} does not exist.</source>
            <translation>Die Modelldatei {path} existiert nicht.</translation>
        </message>
        <message>
            <source>{path} is a folder, not a GGUF model file.</source>
            <translation>{path} ist ein Ordner, keine GGUF-Modelldatei.</translation>
        </message>
        <message>
            <source>{name} is not a regular file, so not a GGUF model file.</source>
            <translation>{name} ist keine normale Datei und damit keine GGUF-Modelldatei.</translation>
        </message>
        <message>
            <source>Emberly may not read {path}: {reason}.</source>
            <translation>Emberly darf {path} nicht lesen: {reason}.</translation>
        </message>
        <message>
            <source>{path} could not be read: {reason}.</source>
            <translation>{path} konnte nicht gelesen werden: {reason}.</translation>
        </message>
        <message>
            <source>{name} is empty, not a GGUF model.</source>
            <translation>{name} ist leer, kein GGUF-Modell.</translation>
        </message>
        <message>
            <source>{name} is a text file, not a GGUF model.</source>
            <translation>{name} ist eine Textdatei, kein GGUF-Modell.</translation>
        </message>
        <message>
            <source>{name} is not a GGUF model file (it does not start with 'GGUF').</source>
            <translation>{name} ist keine GGUF-Modelldatei (sie beginnt nicht mit „GGUF“).</translation>
        </message>
        <message>
            <source>{name} has no general.architecture: it is not a language model GGUF.</source>
            <translation>{name} hat kein general.architecture: Es ist kein GGUF eines Sprachmodells.</translation>
        </message>
        <message>
            <source>{name} is damaged or cut off: its GGUF header is incomplete ({error}).</source>
            <translation>{name} ist beschädigt oder abgeschnitten: Sein GGUF-Header ist unvollständig ({error}).</translation>
        </message>
        <message>
            <source>{name} is not a valid GGUF file ({error}).</source>
            <translation>{name} ist keine gültige GGUF-Datei ({error}).</translation>
        </message>
        <message>
            <source>{name} is cut off: it holds {size} bytes but its tensors need {needed}. Download it again.</source>
            <translation>{name} ist abgeschnitten: Die Datei hat {size} Bytes, aber ihre Tensoren brauchen {needed}. Laden Sie sie erneut herunter.</translation>
        </message>
        <message>
            <source>Parts of this split model are missing: {parts}.</source>
            <translation>Teile dieses geteilten Modells fehlen: {parts}.</translation>
        </message>
        <message>
            <source>the header ends early at byte {at}</source>
            <translation>der Header endet vorzeitig bei Byte {at}</translation>
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
        <message>
            <source>stop strings</source>
            <translation>Stopp-Strings</translation>
        </message>
        <message>
            <source>a token limit</source>
            <translation>ein Token-Limit</translation>
        </message>
        <message>
            <source>a prompt format</source>
            <translation>ein Prompt-Format</translation>
        </message>
        <message>
            <source>a frequency penalty</source>
            <translation>eine Frequenzstrafe</translation>
        </message>
        <message>
            <source>a presence penalty</source>
            <translation>eine Präsenzstrafe</translation>
        </message>
        <message>
            <source>a preset file</source>
            <translation>eine Voreinstellungsdatei haben darf</translation>
        </message>
        <message>
            <source>{name} cannot be read as a preset: {error}</source>
            <translation>{name} kann nicht als Voreinstellung gelesen werden: {error}</translation>
        </message>
        <message>
            <source>{name} is not a preset: it holds no settings object.</source>
            <translation>{name} ist keine Voreinstellung: Die Datei enthält kein Einstellungsobjekt.</translation>
        </message>
        <message>
            <source>{name} is not a preset Emberly knows (its own, or LM Studio's).</source>
            <translation>{name} ist keine Voreinstellung, die Emberly kennt (eine eigene oder eine von LM Studio).</translation>
        </message>
        <message>
            <source>The presets file</source>
            <translation>Die Voreinstellungsdatei</translation>
        </message>
        <message>
            <source>Your presets could not be read ({error}); the built-in ones are shown.</source>
            <translation>Ihre Voreinstellungen konnten nicht gelesen werden ({error}); die integrierten werden angezeigt.</translation>
        </message>
    </context>
    <context>
        <name>Projector</name>
        <message>
            <source>No model is loaded for the projector.</source>
            <translation>Für den Projektor ist kein Modell geladen.</translation>
        </message>
        <message>
            <source>The prompt has {count} images where {given} were given.</source>
            <translation>Der Prompt hat {count} Bilder, angegeben wurden {given}.</translation>
        </message>
        <message>
            <source>This model reads no images: choose its projector (mmproj) file with it.</source>
            <translation>Dieses Modell liest keine Bilder: Wählen Sie dazu seine Projektordatei (mmproj).</translation>
        </message>
        <message>
            <source>An image in this chat must be read again, which needs the model's projector (mmproj) and the image.</source>
            <translation>Ein Bild in diesem Chat muss neu gelesen werden; dafür werden der Projektor (mmproj) des Modells und das Bild gebraucht.</translation>
        </message>
        <message>
            <source>An image's span in the prompt was cut.</source>
            <translation>Der Bereich eines Bildes im Prompt wurde abgeschnitten.</translation>
        </message>
        <message>
            <source>This projector reads the image into another span than the saved chat's: load the projector the chat was written with.</source>
            <translation>Dieser Projektor liest das Bild in einen anderen Bereich ein als der gespeicherte Chat: Laden Sie den Projektor, mit dem der Chat geschrieben wurde.</translation>
        </message>
        <message>
            <source>An image of {count} tokens does not fit in the context of {n_ctx}.</source>
            <translation>Ein Bild mit {count} Tokens passt nicht in den Kontext von {n_ctx}.</translation>
        </message>
        <message>
            <source>The image took other positions than its span says.</source>
            <translation>Das Bild hat andere Positionen belegt, als sein Bereich angibt.</translation>
        </message>
        <message>
            <source>The projector {name} is not there: {path}.</source>
            <translation>Der Projektor {name} ist nicht vorhanden: {path}.</translation>
        </message>
        <message>
            <source>{name} is not a projector for this model (not a vision projector llama.cpp reads, or made for a model other than {width} wide).</source>
            <translation>{name} ist kein Projektor für dieses Modell (kein Vision-Projektor, den llama.cpp liest, oder für ein Modell mit einer anderen Breite als {width} gemacht).</translation>
        </message>
        <message>
            <source>{name} has no vision encoder (an audio projector?).</source>
            <translation>{name} hat keinen Vision-Encoder (ein Audio-Projektor?).</translation>
        </message>
        <message>
            <source>The projector is closed.</source>
            <translation>Der Projektor ist geschlossen.</translation>
        </message>
        <message>
            <source>libmtmd refused an image of {width} × {height}.</source>
            <translation>libmtmd hat ein Bild von {width} × {height} abgelehnt.</translation>
        </message>
        <message>
            <source>libmtmd could not prepare the image (code {code}).</source>
            <translation>libmtmd konnte das Bild nicht vorbereiten (Code {code}).</translation>
        </message>
        <message>
            <source>libmtmd made no image chunk of the image.</source>
            <translation>libmtmd hat aus dem Bild keinen Bild-Chunk erzeugt.</translation>
        </message>
        <message>
            <source>This projector's images take {positions} positions for {count} tokens: not supported.</source>
            <translation>Die Bilder dieses Projektors belegen {positions} Positionen für {count} Tokens: nicht unterstützt.</translation>
        </message>
        <message>
            <source>{name} needs image tokens this model's vocabulary does not have: it was made for another model.</source>
            <translation>{name} braucht Bild-Tokens, die das Vokabular dieses Modells nicht hat: Er wurde für ein anderes Modell gemacht.</translation>
        </message>
        <message>
            <source>The projector or the image was closed.</source>
            <translation>Der Projektor oder das Bild wurde geschlossen.</translation>
        </message>
        <message>
            <source>The image could not be read (libmtmd code {code}).</source>
            <translation>Das Bild konnte nicht gelesen werden (libmtmd-Code {code}).</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{name} is not a regular file</source>
            <translation>{name} ist keine normale Datei</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {reason}</source>
            <translation>{name} kann nicht geöffnet werden: {reason}</translation>
        </message>
        <message>
            <source>{name} is {size} bytes, more than a record of Emberly's can be</source>
            <translation>{name} hat {size} Bytes, mehr als ein Datensatz von Emberly haben kann</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation>{name} kann nicht gelesen werden: {reason}</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>es ist keine normale Datei</translation>
        </message>
        <message>
            <source>it has {size} bytes, more than {what} ({limit})</source>
            <translation>die Datei hat {size} Bytes, mehr als {what} ({limit})</translation>
        </message>
        <message>
            <source>it has more than {limit} bytes</source>
            <translation>die Datei hat mehr als {limit} Bytes</translation>
        </message>
        <message>
            <source>{name} is more than {limit} bytes</source>
            <translation>{name} hat mehr als {limit} Bytes</translation>
        </message>
        <message>
            <source>{what} is not valid JSON ({error})</source>
            <translation>{what} ist kein gültiges JSON ({error})</translation>
        </message>
        <message>
            <source>{what} is nested more than {depth} levels deep</source>
            <translation>{what} ist mehr als {depth} Ebenen tief verschachtelt</translation>
        </message>
    </context>
    <context>
        <name>Remote</name>
        <message>
            <source>Several replies at once need a model on this computer.</source>
            <translation>Mehrere Antworten gleichzeitig brauchen ein Modell auf diesem Computer.</translation>
        </message>
        <message>
            <source>the slot save</source>
            <translation>Slot speichern</translation>
        </message>
        <message>
            <source>the slot restore</source>
            <translation>Slot wiederherstellen</translation>
        </message>
        <message>
            <source>the slot erase</source>
            <translation>Slot löschen</translation>
        </message>
        <message>
            <source>the server could not save it ({error})</source>
            <translation>der Server konnte ihn nicht speichern ({error})</translation>
        </message>
        <message>
            <source>the server could not restore it ({error})</source>
            <translation>der Server konnte ihn nicht wiederherstellen ({error})</translation>
        </message>
        <message>
            <source>the server could not erase it ({error})</source>
            <translation>der Server konnte ihn nicht löschen ({error})</translation>
        </message>
        <message>
            <source>the server's template</source>
            <translation>die Vorlage des Servers</translation>
        </message>
        <message>
            <source>The server at {server} does not serve {model} (it serves {models}).</source>
            <translation>Der Server unter {server} stellt {model} nicht bereit (er stellt {models} bereit).</translation>
        </message>
        <message>
            <source>The server at {server} sent far more than the {count} tokens asked for, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>Der Server unter {server} hat weit mehr als die angeforderten {count} Tokens gesendet, daher hat Emberly aufgehört zu lesen. Was er bis dahin geschrieben hat, bleibt erhalten.</translation>
        </message>
        <message>
            <source>The model on {server} does not take images ({error}). Send again to go on without them, or load a vision model there (llama-server: --mmproj).</source>
            <translation>Das Modell auf {server} nimmt keine Bilder an ({error}). Senden Sie erneut, um ohne sie fortzufahren, oder laden Sie dort ein Vision-Modell (llama-server: --mmproj).</translation>
        </message>
        <message>
            <source>The server read the whole chat again right after restoring it. On a sliding-window model (Gemma 3 and others) start llama-server with --swa-full, or it cannot reuse a restored slot.</source>
            <translation>Der Server hat den ganzen Chat direkt nach dem Wiederherstellen erneut gelesen. Starten Sie llama-server bei einem Modell mit gleitendem Fenster (Gemma 3 und andere) mit --swa-full, sonst kann er einen wiederhergestellten Slot nicht wiederverwenden.</translation>
        </message>
        <message>
            <source>the server keeps no chat files (start llama-server with --slot-save-path)</source>
            <translation>der Server bewahrt keine Chat-Dateien auf (starten Sie llama-server mit --slot-save-path)</translation>
        </message>
        <message>
            <source>its record could not be written ({error})</source>
            <translation>sein Datensatz konnte nicht geschrieben werden ({error})</translation>
        </message>
        <message>
            <source>cache on server: prefix only</source>
            <translation>Cache auf dem Server: nur Präfix</translation>
        </message>
        <message>
            <source>every slot of the server is busy with other chats</source>
            <translation>alle Slots des Servers sind mit anderen Chats beschäftigt</translation>
        </message>
        <message>
            <source>the server's file holds {tokens} tokens in {size} bytes, not the {saved_tokens} in {saved_size} saved</source>
            <translation>die Datei des Servers enthält {tokens} Tokens in {size} Bytes, nicht die gespeicherten {saved_tokens} in {saved_size}</translation>
        </message>
        <message>
            <source>Type the server's address, such as http://127.0.0.1:8080.</source>
            <translation>Geben Sie die Adresse des Servers ein, etwa http://127.0.0.1:8080.</translation>
        </message>
        <message>
            <source>{url} is not an http:// or https:// address.</source>
            <translation>{url} ist keine http://- oder https://-Adresse.</translation>
        </message>
        <message>
            <source>Emberly cannot reach the server at {server}: is it running? ({error})</source>
            <translation>Emberly kann den Server unter {server} nicht erreichen: Läuft er? ({error})</translation>
        </message>
        <message>
            <source>The server at {server} did not answer in time.</source>
            <translation>Der Server unter {server} hat nicht rechtzeitig geantwortet.</translation>
        </message>
        <message>
            <source>The server at {server} sent a body Emberly cannot decode ({error}).</source>
            <translation>Der Server unter {server} hat einen Body gesendet, den Emberly nicht dekodieren kann ({error}).</translation>
        </message>
        <message>
            <source>The server at {server} redirected to no usable address ({error}).</source>
            <translation>Der Server unter {server} hat auf keine verwendbare Adresse umgeleitet ({error}).</translation>
        </message>
        <message>
            <source>The connection to {server} was lost ({error}).</source>
            <translation>Die Verbindung zu {server} ist abgebrochen ({error}).</translation>
        </message>
        <message>
            <source>Emberly could not talk to {server}: {error}</source>
            <translation>Emberly konnte nicht mit {server} kommunizieren: {error}</translation>
        </message>
        <message>
            <source>The server at {server} refused the request ({status}): {message}</source>
            <translation>Der Server unter {server} hat die Anfrage abgelehnt ({status}): {message}</translation>
        </message>
        <message>
            <source>The server at {server} refused the API key ({status}): check it in Servers.</source>
            <translation>Der Server unter {server} hat den API-Schlüssel abgelehnt ({status}): Prüfen Sie ihn unter „Server“.</translation>
        </message>
        <message>
            <source>The chat is longer than the server's context: start a new chat, or fork a new chat from an earlier message. ({message})</source>
            <translation>Der Chat ist länger als der Kontext des Servers: Beginnen Sie einen neuen Chat, oder zweigen Sie ab einer früheren Nachricht einen neuen Chat ab. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} no longer serves the model {model}: choose another in Servers. ({message})</source>
            <translation>Der Server unter {server} stellt das Modell {model} nicht mehr bereit: Wählen Sie unter „Server“ ein anderes. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} no longer serves what Emberly asked for: choose another in Servers. ({message})</source>
            <translation>Der Server unter {server} stellt nicht mehr bereit, was Emberly angefordert hat: Wählen Sie unter „Server“ etwas anderes. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} is busy ({status}): try again in a moment. ({message})</source>
            <translation>Der Server unter {server} ist beschäftigt ({status}): Versuchen Sie es gleich noch einmal. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to no usable address ({target}).</source>
            <translation>Der Server unter {server} hat die Anfrage ({what}) auf keine verwendbare Adresse umgeleitet ({target}).</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to {target}; Emberly does not send a request on to another address. If the server moved, add its new address in Servers.</source>
            <translation>Der Server unter {server} hat die Anfrage ({what}) nach {target} umgeleitet; Emberly leitet eine Anfrage nicht an eine andere Adresse weiter. Falls der Server umgezogen ist, fügen Sie seine neue Adresse unter „Server“ hinzu.</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to {target}, another address; Emberly follows a server's redirects only within its own address. If the server moved, add its new address in Servers.</source>
            <translation>Der Server unter {server} hat die Anfrage ({what}) nach {target} umgeleitet, an eine andere Adresse; Emberly folgt Umleitungen eines Servers nur innerhalb seiner eigenen Adresse. Falls der Server umgezogen ist, fügen Sie seine neue Adresse unter „Server“ hinzu.</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} more than {count} times.</source>
            <translation>Der Server unter {server} hat die Anfrage ({what}) mehr als {count}-mal umgeleitet.</translation>
        </message>
        <message>
            <source>The server at {server} answered {what} with a {encoding}-compressed body, though Emberly asks for none.</source>
            <translation>Der Server unter {server} hat auf die Anfrage ({what}) mit einem {encoding}-komprimierten Body geantwortet, obwohl Emberly keine Komprimierung anfordert.</translation>
        </message>
        <message>
            <source>The server at {server} was still answering {what} after the time allowed, so Emberly stopped waiting.</source>
            <translation>Der Server unter {server} hat auf die Anfrage ({what}) nach Ablauf der erlaubten Zeit immer noch geantwortet, daher hat Emberly das Warten aufgegeben.</translation>
        </message>
        <message>
            <source>The server at {server} answered {what} with over {size} MiB, more than such an answer is; Emberly stopped reading it.</source>
            <translation>Der Server unter {server} hat auf die Anfrage ({what}) mit über {size} MiB geantwortet, mehr als eine solche Antwort umfasst; Emberly hat aufgehört, sie zu lesen.</translation>
        </message>
        <message>
            <source>the chat</source>
            <translation>Chat</translation>
        </message>
        <message>
            <source>The server at {server} sent nothing for {seconds} s, so Emberly stopped waiting. What it wrote before is kept.</source>
            <translation>Der Server unter {server} hat {seconds} s lang nichts gesendet, daher hat Emberly das Warten aufgegeben. Was er bis dahin geschrieben hat, bleibt erhalten.</translation>
        </message>
        <message>
            <source>{error} What it wrote before is kept.</source>
            <translation>{error} Was er bis dahin geschrieben hat, bleibt erhalten.</translation>
        </message>
        <message>
            <source>The server at {server} sent a line of over {size} MiB, which no reply chunk is. What it wrote before is kept.</source>
            <translation>Der Server unter {server} hat eine Zeile mit über {size} MiB gesendet, was kein Antwortstück ist. Was er bis dahin geschrieben hat, bleibt erhalten.</translation>
        </message>
        <message>
            <source>The server at {server} sent over {count} lines for one reply, more than any reply is, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>Der Server unter {server} hat über {count} Zeilen für eine Antwort gesendet, mehr als jede Antwort hat, daher hat Emberly aufgehört zu lesen. Was er bis dahin geschrieben hat, bleibt erhalten.</translation>
        </message>
        <message>
            <source>The server at {server} sent over {size} MiB for one reply, more than any reply is, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>Der Server unter {server} hat über {size} MiB für eine Antwort gesendet, mehr als jede Antwort umfasst, daher hat Emberly aufgehört zu lesen. Was er bis dahin geschrieben hat, bleibt erhalten.</translation>
        </message>
        <message>
            <source>The reply from {server} stopped: {error}</source>
            <translation>Die Antwort von {server} wurde gestoppt: {error}</translation>
        </message>
        <message>
            <source>The server sent tool calls of more arguments than its reply could hold, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>Der Server hat Tool-Aufrufe mit mehr Argumenten gesendet, als seine Antwort fassen konnte, daher hat Emberly aufgehört zu lesen. Was er bis dahin geschrieben hat, bleibt erhalten.</translation>
        </message>
        <message>
            <source>The server at {server} sent a tool call without a name or with arguments that are not a JSON object ({arguments}).</source>
            <translation>Der Server unter {server} hat einen Tool-Aufruf ohne Namen oder mit Argumenten gesendet, die kein JSON-Objekt sind ({arguments}).</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>ein Objekt</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>eine Liste</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>eine Zahl</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>eine Zeichenkette</translation>
        </message>
        <message>
            <source>the answer</source>
            <translation>die Antwort</translation>
        </message>
        <message>
            <source>reply event</source>
            <translation>Antwortereignis</translation>
        </message>
        <message>
            <source>slot file answer</source>
            <translation>Antwort zur Slot-Datei</translation>
        </message>
        <message>
            <source>{endpoint} answer</source>
            <translation>Antwort auf {endpoint}</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>nicht vorhanden</translation>
        </message>
        <message>
            <source>The server at {server} sent a bad {what}: {name} is {value}, not {wanted}.</source>
            <translation>Der Server unter {server} hat ungültige Daten gesendet ({what}): {name} ist {value}, erwartet wurde {wanted}.</translation>
        </message>
        <message>
            <source>The server at {server} sent a {what} nested too deeply to read.</source>
            <translation>Der Server unter {server} hat Daten gesendet ({what}), die zu tief verschachtelt sind, um sie zu lesen.</translation>
        </message>
        <message>
            <source>The server at {server} sent a {what} that is not JSON ({error}).</source>
            <translation>Der Server unter {server} hat Daten gesendet ({what}), die kein JSON sind ({error}).</translation>
        </message>
        <message>
            <source>a string of at most {limit} characters</source>
            <translation>eine Zeichenkette mit höchstens {limit} Zeichen</translation>
        </message>
        <message>
            <source>{server} does not answer /v1/models as an OpenAI-compatible server does (it sent {value}, not an object).</source>
            <translation>{server} beantwortet /v1/models nicht wie ein OpenAI-kompatibler Server (er hat {value} gesendet, kein Objekt).</translation>
        </message>
        <message>
            <source>The server at {server} sent a reply event that is {value}, not an object.</source>
            <translation>Der Server unter {server} hat ein Antwortereignis gesendet, das {value} ist, kein Objekt.</translation>
        </message>
        <message>
            <source>a slot</source>
            <translation>ein Slot</translation>
        </message>
        <message>
            <source>the rendered chat (a string)</source>
            <translation>der gerenderte Chat (eine Zeichenkette)</translation>
        </message>
        <message>
            <source>a list of token ids</source>
            <translation>eine Liste von Token-IDs</translation>
        </message>
    </context>
    <context>
        <name>Runner</name>
        <message>
            <source>no saved cache</source>
            <translation>kein gespeicherter Cache</translation>
        </message>
        <message>
            <source>There is no message to answer.</source>
            <translation>Es gibt keine Nachricht, auf die geantwortet werden kann.</translation>
        </message>
        <message>
            <source>No model is loaded.</source>
            <translation>Es ist kein Modell geladen.</translation>
        </message>
        <message>
            <source>Only your own messages can be edited and sent again.</source>
            <translation>Nur Ihre eigenen Nachrichten können bearbeitet und erneut gesendet werden.</translation>
        </message>
        <message>
            <source>The web is off: turn it on in Settings ▸ Web. The message went without it.</source>
            <translation>Das Web ist aus: Schalten Sie es unter Einstellungen ▸ Web ein. Die Nachricht wurde ohne es gesendet.</translation>
        </message>
        <message>
            <source>The model was loaded for {parallel} replies at once, not {n}: load it again after changing the number in Settings.</source>
            <translation>Das Modell wurde für {parallel} Antworten gleichzeitig geladen, nicht {n}: Laden Sie es erneut, nachdem Sie die Zahl in den Einstellungen geändert haben.</translation>
        </message>
        <message>
            <source>The other replies are saved, but not all their caches: {error}</source>
            <translation>Die anderen Antworten sind gespeichert, aber nicht alle ihre Caches: {error}</translation>
        </message>
        <message>
            <source>There is no other version of that message.</source>
            <translation>Es gibt keine andere Version dieser Nachricht.</translation>
        </message>
        <message>
            <source>That message is no longer in this chat.</source>
            <translation>Diese Nachricht ist nicht mehr in diesem Chat.</translation>
        </message>
        <message>
            <source>There is no reply to continue.</source>
            <translation>Es gibt keine Antwort, die fortgesetzt werden kann.</translation>
        </message>
        <message>
            <source>The tools of {name} are not available: {why}</source>
            <translation>Die Tools von {name} sind nicht verfügbar: {why}</translation>
        </message>
        <message>
            <source>The tool {name} ({server}) is left out: {error}</source>
            <translation>Das Tool {name} ({server}) wird ausgelassen: {error}</translation>
        </message>
        <message>
            <source>The tool {name} is left out: {error}</source>
            <translation>Das Tool {name} wird ausgelassen: {error}</translation>
        </message>
        <message>
            <source>This chat's replies cannot be held to its setting: {error}</source>
            <translation>Die Antworten dieses Chats können nicht an seine Einstellung gebunden werden: {error}</translation>
        </message>
        <message>
            <source>{error}. The model is told the file is no longer available.</source>
            <translation>{error}. Dem Modell wird mitgeteilt, dass die Datei nicht mehr verfügbar ist.</translation>
        </message>
        <message>
            <source>The chat is saved, but its cache could not be: {error}</source>
            <translation>Der Chat ist gespeichert, sein Cache aber nicht: {error}</translation>
        </message>
        <message>
            <source>No chat is open.</source>
            <translation>Es ist kein Chat geöffnet.</translation>
        </message>
        <message>
            <source>The model's chat template failed, so Emberly uses its built-in {format} format now. ({error})</source>
            <translation>Die Chat-Vorlage des Modells ist fehlgeschlagen, deshalb verwendet Emberly jetzt sein integriertes Format {format}. ({error})</translation>
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
        <message>
            <source>for this run only (no usable keyring, and the key file could not be written)</source>
            <translation>nur für diese Sitzung (kein nutzbarer Schlüsselbund, und die Schlüsseldatei konnte nicht geschrieben werden)</translation>
        </message>
        <message>
            <source>in the system keyring</source>
            <translation>im Schlüsselbund des Systems</translation>
        </message>
        <message>
            <source>in {file} (readable by you only)</source>
            <translation>in {file} (nur für Sie lesbar)</translation>
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
        <message>
            <source>There is no system keyring here, so the key is kept only until Emberly closes.</source>
            <translation>Hier gibt es keinen Schlüsselbund des Systems, daher wird der Schlüssel nur aufbewahrt, bis Emberly beendet wird.</translation>
        </message>
        <message>
            <source>OpenAI-compatible server</source>
            <translation>OpenAI-kompatibler Server</translation>
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
        <message>
            <source>{error} Emberly keeps its chats and models in {folder} for now.</source>
            <translation>{error} Emberly bewahrt seine Chats und Modelle vorerst in {folder} auf.</translation>
        </message>
        <message>
            <source>{error} Nor can the standard one: {reason}</source>
            <translation>{error} Der Standardordner ebenfalls nicht: {reason}</translation>
        </message>
        <message>
            <source>The settings file</source>
            <translation>Die Einstellungsdatei</translation>
        </message>
        <message>
            <source>The settings file is not a JSON object</source>
            <translation>Die Einstellungsdatei ist kein JSON-Objekt</translation>
        </message>
        <message>
            <source>Your settings could not be read ({error}); Emberly uses its defaults. The old file is kept as {name}.</source>
            <translation>Ihre Einstellungen konnten nicht gelesen werden ({error}); Emberly verwendet seine Standardwerte. Die alte Datei wird als {name} aufbewahrt.</translation>
        </message>
        <message>
            <source>Some settings had values Emberly cannot use ({names}); they are back to their defaults, or those entries left out.</source>
            <translation>Einige Einstellungen hatten Werte, die Emberly nicht verwenden kann ({names}); sie sind wieder auf ihren Standardwerten, oder diese Einträge wurden ausgelassen.</translation>
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
            <source>{title}, {when}, cache warm</source>
            <translation>{title}, {when}, Cache warm</translation>
        </message>
        <message>
            <source>{title}, {when}, cache cold</source>
            <translation>{title}, {when}, Cache kalt</translation>
        </message>
        <message>
            <source>{title}, {when}, cache stale</source>
            <translation>{title}, {when}, Cache veraltet</translation>
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
        <message>
            <source>The draft model did not load: {error}</source>
            <translation>Das Entwurfsmodell wurde nicht geladen: {error}</translation>
        </message>
        <message>
            <source>{name} cannot draft for this model: {reason}.</source>
            <translation>{name} kann für dieses Modell keine Entwürfe liefern: {reason}.</translation>
        </message>
        <message>
            <source>its tokenizer is of another kind</source>
            <translation>sein Tokenizer ist von anderer Art</translation>
        </message>
        <message>
            <source>its vocabulary has {count} tokens, this model's {target}</source>
            <translation>sein Vokabular hat {count} Tokens, das dieses Modells {target}</translation>
        </message>
        <message>
            <source>its {token} token is another</source>
            <translation>sein {token}-Token ist ein anderes</translation>
        </message>
        <message>
            <source>token {token} is {there} there, {here} here</source>
            <translation>Token {token} ist dort {there}, hier {here}</translation>
        </message>
        <message>
            <source>prompt lookup</source>
            <translation>Prompt-Lookup</translation>
        </message>
        <message>
            <source>off: {reason}</source>
            <translation>aus: {reason}</translation>
        </message>
        <message>
            <source>no drafter</source>
            <translation>keine Quelle für Vermutungen</translation>
        </message>
        <message>
            <source>draft model {name}</source>
            <translation>Entwurfsmodell {name}</translation>
        </message>
        <message>
            <source>the model's own MTP head</source>
            <translation>der eigene MTP-Kopf des Modells</translation>
        </message>
        <message>
            <source>{drafter}, up to {count} guesses checked at once</source>
            <translation>{drafter}, bis zu {count} Vermutungen auf einmal geprüft</translation>
        </message>
        <message>
            <source>turned off</source>
            <translation>ausgeschaltet</translation>
        </message>
        <message>
            <source>an encoder-decoder model decodes after its encoder: its memory cannot drop a refused guess</source>
            <translation>ein Encoder-Decoder-Modell dekodiert nach seinem Encoder: Sein Gedächtnis kann eine abgelehnte Vermutung nicht verwerfen</translation>
        </message>
        <message>
            <source>it needs a q8_0 or q4_0 KV cache and flash attention</source>
            <translation>sie braucht einen q8_0- oder q4_0-KV-Cache und Flash Attention</translation>
        </message>
        <message>
            <source>the model's memory cannot drop the guesses it refuses</source>
            <translation>das Gedächtnis des Modells kann die Vermutungen, die es ablehnt, nicht verwerfen</translation>
        </message>
        <message>
            <source>this model's kernels give a batch other logits than a single token on this computer</source>
            <translation>die Kernels dieses Modells liefern auf diesem Computer für einen Stapel andere Logits als für ein einzelnes Token</translation>
        </message>
    </context>
    <context>
        <name>StateFiles</name>
        <message>
            <source>another model file</source>
            <translation>einer anderen Modelldatei</translation>
        </message>
        <message>
            <source>another version of llama-cpp-python</source>
            <translation>einer anderen Version von llama-cpp-python</translation>
        </message>
        <message>
            <source>another build of llama.cpp</source>
            <translation>einem anderen Build von llama.cpp</translation>
        </message>
        <message>
            <source>another context size</source>
            <translation>einer anderen Kontextgröße</translation>
        </message>
        <message>
            <source>another KV cache type</source>
            <translation>einem anderen KV-Cache-Typ</translation>
        </message>
        <message>
            <source>another flash-attention setting</source>
            <translation>einer anderen Flash-Attention-Einstellung</translation>
        </message>
        <message>
            <source>another sliding-window setting</source>
            <translation>einer anderen Einstellung für das gleitende Fenster</translation>
        </message>
        <message>
            <source>another micro-batch size</source>
            <translation>einer anderen Micro-Batch-Größe</translation>
        </message>
        <message>
            <source>another GPU offload setting</source>
            <translation>einer anderen GPU-Offload-Einstellung</translation>
        </message>
        <message>
            <source>another compute device</source>
            <translation>einem anderen Rechengerät</translation>
        </message>
        <message>
            <source>another number of parallel replies</source>
            <translation>einer anderen Anzahl paralleler Antworten</translation>
        </message>
        <message>
            <source>The sidecar of {name} is unreadable ({error}).</source>
            <translation>Die Begleitdatei von {name} ist unlesbar ({error}).</translation>
        </message>
        <message>
            <source>No saved cache at {name}.</source>
            <translation>Kein gespeicherter Cache unter {name}.</translation>
        </message>
        <message>
            <source>The saved cache {name} has no sidecar, so it cannot be trusted.</source>
            <translation>Der gespeicherte Cache {name} hat keine Begleitdatei, daher ist ihm nicht zu trauen.</translation>
        </message>
        <message>
            <source>{reasons}, {reason}</source>
            <translation>{reasons}, {reason}</translation>
        </message>
        <message>
            <source>its record</source>
            <translation>sein Datensatz</translation>
        </message>
        <message>
            <source>no saved cache on the server</source>
            <translation>kein gespeicherter Cache auf dem Server</translation>
        </message>
        <message>
            <source>its record is unreadable ({error})</source>
            <translation>sein Datensatz ist unlesbar ({error})</translation>
        </message>
        <message>
            <source>its record is not one Emberly wrote</source>
            <translation>sein Datensatz stammt nicht von Emberly</translation>
        </message>
        <message>
            <source>it was saved on another server ({url})</source>
            <translation>er wurde auf einem anderen Server gespeichert ({url})</translation>
        </message>
        <message>
            <source>the server's {fields} changed since it was saved</source>
            <translation>{fields} des Servers haben sich seit dem Speichern geändert</translation>
        </message>
        <message>
            <source>llama.cpp could not write {name} (disk full or folder not writable?)</source>
            <translation>llama.cpp konnte {name} nicht schreiben (Festplatte voll oder Ordner nicht beschreibbar?)</translation>
        </message>
        <message>
            <source>The chat's cache could not be saved to {folder}: {reason}</source>
            <translation>Der Cache des Chats konnte nicht in {folder} gespeichert werden: {reason}</translation>
        </message>
        <message>
            <source>The saved cache was made with {reasons}.</source>
            <translation>Der gespeicherte Cache wurde mit {reasons} erstellt.</translation>
        </message>
        <message>
            <source>the file changed while it was read</source>
            <translation>die Datei hat sich beim Lesen geändert</translation>
        </message>
        <message>
            <source>The saved cache {name} could not be read: {error}</source>
            <translation>Der gespeicherte Cache {name} konnte nicht gelesen werden: {error}</translation>
        </message>
        <message>
            <source>No saved cache at {name}: that is not a file.</source>
            <translation>Kein gespeicherter Cache unter {name}: Das ist keine Datei.</translation>
        </message>
        <message>
            <source>The saved cache {name} has {size} bytes, not {expected}.</source>
            <translation>Der gespeicherte Cache {name} hat {size} Bytes, nicht {expected}.</translation>
        </message>
        <message>
            <source>The saved cache {name} is damaged (checksum mismatch).</source>
            <translation>Der gespeicherte Cache {name} ist beschädigt (Prüfsumme stimmt nicht).</translation>
        </message>
        <message>
            <source>The saved cache {name} is too short.</source>
            <translation>Der gespeicherte Cache {name} ist zu kurz.</translation>
        </message>
        <message>
            <source>{name} is not a llama.cpp sequence state of this version.</source>
            <translation>{name} ist kein llama.cpp-Sequenzzustand dieser Version.</translation>
        </message>
        <message>
            <source>{name} holds {count} tokens where its sidecar says {expected}.</source>
            <translation>{name} enthält {count} Tokens, wo seine Begleitdatei {expected} angibt.</translation>
        </message>
        <message>
            <source>{name} holds tokens that are not in this model's vocabulary.</source>
            <translation>{name} enthält Tokens, die nicht im Vokabular dieses Modells sind.</translation>
        </message>
        <message>
            <source>llama.cpp refused the saved cache data.</source>
            <translation>llama.cpp hat die gespeicherten Cache-Daten abgelehnt.</translation>
        </message>
        <message>
            <source>The chat's checkpoints could not be saved: {reason}</source>
            <translation>Die Checkpoints des Chats konnten nicht gespeichert werden: {reason}</translation>
        </message>
        <message>
            <source>No extras saved with {name}.</source>
            <translation>Mit {name} wurden keine Extras gespeichert.</translation>
        </message>
        <message>
            <source>The extras of {name} could not be read: {error}</source>
            <translation>Die Extras von {name} konnten nicht gelesen werden: {error}</translation>
        </message>
        <message>
            <source>The extras of {name} are damaged.</source>
            <translation>Die Extras von {name} sind beschädigt.</translation>
        </message>
        <message>
            <source>The extras of {name} are unreadable ({error}).</source>
            <translation>Die Extras von {name} sind unlesbar ({error}).</translation>
        </message>
        <message>
            <source>The extras next to {name} belong to another save of it.</source>
            <translation>Die Extras neben {name} gehören zu einer anderen Speicherung davon.</translation>
        </message>
        <message>
            <source>The extras of {name} do not fit their state file.</source>
            <translation>Die Extras von {name} passen nicht zu ihrer Zustandsdatei.</translation>
        </message>
        <message>
            <source>{name} restored cells up to position {last} for {count} tokens</source>
            <translation>{name} hat Zellen bis Position {last} für {count} Tokens wiederhergestellt</translation>
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
        <message>
            <source>it runs only as an MCP task (taskSupport "required"), which Emberly does not support</source>
            <translation>es läuft nur als MCP-Task (taskSupport "required"), was Emberly nicht unterstützt</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize); its log: {log}</source>
            <translation>{server} ist nicht innerhalb von {seconds} s gestartet (er hat nie auf initialize geantwortet); sein Log: {log}</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize; {note}); its log: {log}</source>
            <translation>{server} ist nicht innerhalb von {seconds} s gestartet (er hat nie auf initialize geantwortet; {note}); sein Log: {log}</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize) (at {address})</source>
            <translation>{server} ist nicht innerhalb von {seconds} s gestartet (er hat nie auf initialize geantwortet) (unter {address})</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize; {note}) (at {address})</source>
            <translation>{server} ist nicht innerhalb von {seconds} s gestartet (er hat nie auf initialize geantwortet; {note}) (unter {address})</translation>
        </message>
        <message>
            <source>{server} could not start: {error}; its log: {log}</source>
            <translation>{server} konnte nicht starten: {error}; sein Log: {log}</translation>
        </message>
        <message>
            <source>{server} could not start: {error} (at {address})</source>
            <translation>{server} konnte nicht starten: {error} (unter {address})</translation>
        </message>
        <message>
            <source>The tools did not answer within {seconds} s.</source>
            <translation>Die Tools haben nicht innerhalb von {seconds} s geantwortet.</translation>
        </message>
        <message>
            <source>{server}

Its tools could not be listed: {problem}</source>
            <translation>{server}

Seine Tools konnten nicht aufgelistet werden: {problem}</translation>
        </message>
        <message>
            <source>{server}: 1 tool offered to the model</source>
            <translation>{server}: 1 Tool wird dem Modell angeboten</translation>
        </message>
        <message>
            <source>{server}: {count} tools offered to the model</source>
            <translation>{server}: {count} Tools werden dem Modell angeboten</translation>
        </message>
        <message>
            <source>… and {count} more</source>
            <translation>… und {count} weitere</translation>
        </message>
        <message>
            <source>Left out ({count}):</source>
            <translation>Ausgelassen ({count}):</translation>
        </message>
        <message>
            <source>{name}: {reason}</source>
            <translation>{name}: {reason}</translation>
        </message>
        <message>
            <source>not an object</source>
            <translation>kein Objekt</translation>
        </message>
        <message>
            <source>an argument</source>
            <translation>ein Argument</translation>
        </message>
        <message>
            <source>The file has {count} characters: an mcp.json has far fewer.</source>
            <translation>Die Datei hat {count} Zeichen: Eine mcp.json hat weit weniger.</translation>
        </message>
        <message>
            <source>The file is not JSON: {error}</source>
            <translation>Die Datei ist kein JSON: {error}</translation>
        </message>
        <message>
            <source>The file has no "mcpServers" object.</source>
            <translation>Die Datei hat kein „mcpServers“-Objekt.</translation>
        </message>
        <message>
            <source>{count} more servers left out (at most {most}).</source>
            <translation>{count} weitere Server ausgelassen (höchstens {most}).</translation>
        </message>
        <message>
            <source>an mcp.json can</source>
            <translation>eine mcp.json haben darf</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {reason}.</source>
            <translation>{name} kann nicht importiert werden: {reason}.</translation>
        </message>
        <message>
            <source>{name}: {error}</source>
            <translation>{name}: {error}</translation>
        </message>
        <message>
            <source>a name of letters, digits, spaces, dots, dashes or underscores (at most 64) is needed</source>
            <translation>ein Name aus Buchstaben, Ziffern, Leerzeichen, Punkten, Bindestrichen oder Unterstrichen (höchstens 64) ist nötig</translation>
        </message>
        <message>
            <source>timeout must be seconds between 1 and 3600</source>
            <translation>timeout muss eine Sekundenzahl zwischen 1 und 3600 sein</translation>
        </message>
        <message>
            <source>args must be a list of at most {count} strings</source>
            <translation>args muss eine Liste von höchstens {count} Zeichenketten sein</translation>
        </message>
        <message>
            <source>url must be an http:// or https:// address</source>
            <translation>url muss eine http://- oder https://-Adresse sein</translation>
        </message>
        <message>
            <source>SSE servers (the older HTTP transport) are not supported: use its streamable HTTP address</source>
            <translation>SSE-Server (der ältere HTTP-Transport) werden nicht unterstützt: Verwenden Sie seine Streamable-HTTP-Adresse</translation>
        </message>
        <message>
            <source>unknown type {type} (stdio or http)</source>
            <translation>unbekannter Typ {type} (stdio oder http)</translation>
        </message>
        <message>
            <source>{what} must be a string of at most {count} characters</source>
            <translation>{what} muss eine Zeichenkette mit höchstens {count} Zeichen sein</translation>
        </message>
        <message>
            <source>{what} must be an object of at most {count} strings</source>
            <translation>{what} muss ein Objekt mit höchstens {count} Zeichenketten sein</translation>
        </message>
        <message>
            <source>{what} must map names to strings (at most {count} characters)</source>
            <translation>{what} muss Namen auf Zeichenketten abbilden (höchstens {count} Zeichen)</translation>
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
        <message>
            <source>{host} could not be found ({error}): check the address, or your connection.</source>
            <translation>{host} wurde nicht gefunden ({error}): Prüfen Sie die Adresse oder Ihre Verbindung.</translation>
        </message>
        <message>
            <source>{host} could not be found: check the address, or your connection.</source>
            <translation>{host} wurde nicht gefunden: Prüfen Sie die Adresse oder Ihre Verbindung.</translation>
        </message>
        <message>
            <source>{host} is an address on this computer or its network ({address}): Emberly reads only public pages, unless you allow {name} in Settings ▸ Web.</source>
            <translation>{host} ist eine Adresse auf diesem Computer oder in seinem Netzwerk ({address}): Emberly liest nur öffentliche Seiten, es sei denn, Sie erlauben {name} unter Einstellungen ▸ Web.</translation>
        </message>
        <message>
            <source>{host} answered {status} for {url}.</source>
            <translation>{host} hat auf {url} mit {status} geantwortet.</translation>
        </message>
        <message>
            <source>{url} is {type}, not a page Emberly reads.</source>
            <translation>{url} ist vom Typ {type}, keine Seite, die Emberly liest.</translation>
        </message>
        <message>
            <source>{url} is of no stated type, not a page Emberly reads.</source>
            <translation>{url} hat keinen angegebenen Typ und ist keine Seite, die Emberly liest.</translation>
        </message>
        <message>
            <source>{host} sent nothing for {seconds} s: {url} was given up.</source>
            <translation>{host} hat {seconds} s lang nichts gesendet: {url} wurde aufgegeben.</translation>
        </message>
        <message>
            <source>{url} could not be read ({error}).</source>
            <translation>{url} konnte nicht gelesen werden ({error}).</translation>
        </message>
        <message>
            <source>{url} redirected more than {count} times.</source>
            <translation>{url} wurde mehr als {count}-mal umgeleitet.</translation>
        </message>
        <message>
            <source>{url} is not a web address.</source>
            <translation>{url} ist keine Webadresse.</translation>
        </message>
        <message>
            <source>{url} is not an http:// or https:// address.</source>
            <translation>{url} ist keine http://- oder https://-Adresse.</translation>
        </message>
        <message>
            <source>{url} carries a name or password: Emberly does not send those.</source>
            <translation>{url} enthält einen Namen oder ein Passwort: Emberly sendet so etwas nicht.</translation>
        </message>
        <message>
            <source>{url} redirected to {target}, which is not a web address.</source>
            <translation>{url} wurde nach {target} umgeleitet, was keine Webadresse ist.</translation>
        </message>
        <message>
            <source>{url} is larger than {size} MB: Emberly stops reading there.</source>
            <translation>{url} ist größer als {size} MB: Emberly liest dort nicht weiter.</translation>
        </message>
        <message>
            <source>{url} came encoded as {coding}, which Emberly did not ask for.</source>
            <translation>{url} kam als {coding} kodiert an, was Emberly nicht angefordert hat.</translation>
        </message>
        <message>
            <source>{url} took more than {seconds} s to arrive: it was given up.</source>
            <translation>{url} brauchte länger als {seconds} s: Die Seite wurde aufgegeben.</translation>
        </message>
        <message>
            <source>{url} came as broken gzip ({error}).</source>
            <translation>{url} kam als fehlerhaftes gzip an ({error}).</translation>
        </message>
        <message>
            <source>{url} is a PDF Emberly cannot read: {error}</source>
            <translation>{url} ist ein PDF, das Emberly nicht lesen kann: {error}</translation>
        </message>
        <message>
            <source>{url} has no text to read (a page built by JavaScript, or an empty one).</source>
            <translation>{url} hat keinen lesbaren Text (eine mit JavaScript aufgebaute oder eine leere Seite).</translation>
        </message>
        <message>
            <source>Brave Search (api.search.brave.com), with your API key</source>
            <translation>Brave Search (api.search.brave.com), mit Ihrem API-Schlüssel</translation>
        </message>
        <message>
            <source>Tavily (api.tavily.com), with your API key</source>
            <translation>Tavily (api.tavily.com), mit Ihrem API-Schlüssel</translation>
        </message>
        <message>
            <source>{provider} answered with JSON nested too deeply.</source>
            <translation>{provider} hat mit zu tief verschachteltem JSON geantwortet.</translation>
        </message>
        <message>
            <source>{provider} answered with something that is not JSON ({error}).</source>
            <translation>{provider} hat mit etwas geantwortet, das kein JSON ist ({error}).</translation>
        </message>
        <message>
            <source>the release feed</source>
            <translation>der Release-Feed</translation>
        </message>
        <message>
            <source>The release feed is not JSON: {error}</source>
            <translation>Der Release-Feed ist kein JSON: {error}</translation>
        </message>
        <message>
            <source>The release feed's answer is not a release.</source>
            <translation>Die Antwort des Release-Feeds ist kein Release.</translation>
        </message>
        <message>
            <source>The release feed names no version.</source>
            <translation>Der Release-Feed nennt keine Version.</translation>
        </message>
        <message>
            <source>The release feed's link is not an https address.</source>
            <translation>Der Link des Release-Feeds ist keine https-Adresse.</translation>
        </message>
    </context>
    <context>
        <name>WebSearch</name>
        <message>
            <source>Pages from the web are left out: {error}</source>
            <translation>Seiten aus dem Web werden ausgelassen: {error}</translation>
        </message>
        <message>
            <source>The web was not searched: {error}</source>
            <translation>Das Web wurde nicht durchsucht: {error}</translation>
        </message>
        <message>
            <source>A page was left out: {error}</source>
            <translation>Eine Seite wurde ausgelassen: {error}</translation>
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
    <context>
        <name>Work</name>
        <message>
            <source>The model ended its turn without writing anything: Regenerate asks it again.</source>
            <translation>Das Modell hat seinen Zug beendet, ohne etwas zu schreiben: „Neu generieren“ fragt es erneut.</translation>
        </message>
        <message>
            <source>Preparing the demo model (first start)…</source>
            <translation>Das Demo-Modell wird vorbereitet (erster Start)…</translation>
        </message>
        <message>
            <source>The demo model could not be prepared in {folder}: {error}</source>
            <translation>Das Demo-Modell konnte nicht in {folder} vorbereitet werden: {error}</translation>
        </message>
        <message>
            <source>Connecting to {server}…</source>
            <translation>Verbindung mit {server} wird hergestellt…</translation>
        </message>
        <message>
            <source>{error} The chat is open on the current model instead.</source>
            <translation>{error} Der Chat ist stattdessen mit dem aktuellen Modell geöffnet.</translation>
        </message>
        <message>
            <source>Export failed: {error}</source>
            <translation>Export fehlgeschlagen: {error}</translation>
        </message>
        <message>
            <source>Exported to {dest}, with the chat's cache in {name}.cache</source>
            <translation>Exportiert nach {dest}, mit dem Cache des Chats in {name}.cache</translation>
        </message>
    </context>
</TS>
