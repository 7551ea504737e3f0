<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>App</name>
        <message>
            <source>Emberly is already running on {folder}; its window was brought to the front.</source>
            <translation>Emberly est déjà lancé sur {folder} ; sa fenêtre a été mise au premier plan.</translation>
        </message>
    </context>
    <context>
        <name>Attachments</name>
        <message>
            <source>Documents and images (*.txt *.md *.markdown *.rst *.py *.js *.ts *.c *.h *.cpp *.rs *.go *.java *.csv *.json *.html *.htm *.pdf *.docx *.png *.jpg *.jpeg *.webp *.gif);;All files (*)</source>
            <translation>Documents et images (*.txt *.md *.markdown *.rst *.py *.js *.ts *.c *.h *.cpp *.rs *.go *.java *.csv *.json *.html *.htm *.pdf *.docx *.png *.jpg *.jpeg *.webp *.gif);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Show the text the model reads</source>
            <translation>Afficher le texte que lit le modèle</translation>
        </message>
        <message>
            <source>Reading {name}…</source>
            <translation>Lecture de {name}…</translation>
        </message>
        <message>
            <source>Stop reading {name}</source>
            <translation>Arrêter la lecture de {name}</translation>
        </message>
        <message>
            <source>Reading {name}… {done}/{total}</source>
            <translation>Lecture de {name}… {done}/{total}</translation>
        </message>
        <message>
            <source>Remove {name}</source>
            <translation>Retirer {name}</translation>
        </message>
        <message>
            <source>{document} — the text the model reads</source>
            <translation>{document} — le texte que lit le modèle</translation>
        </message>
        <message>
            <source>Text of {name}</source>
            <translation>Texte de {name}</translation>
        </message>
        <message>
            <source>a picture may have</source>
            <translation>ce qu'une image peut contenir</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}.</source>
            <translation>{name} ne peut pas être lu : {reason}.</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}</source>
            <translation>{name} n'a pas pu être lu : {reason}</translation>
        </message>
        <message>
            <source>{sha} is not an attachment's sha256</source>
            <translation>{sha} n'est pas le sha256 d'une pièce jointe</translation>
        </message>
        <message>
            <source>A document of {chars} characters is more than Emberly keeps ({limit})</source>
            <translation>Un document de {chars} caractères dépasse ce qu'Emberly conserve ({limit})</translation>
        </message>
        <message>
            <source>The document's text is not valid Unicode</source>
            <translation>Le texte du document n'est pas de l'Unicode valide</translation>
        </message>
        <message>
            <source>The attached document could not be saved: {error}</source>
            <translation>Le document joint n'a pas pu être enregistré : {error}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” is missing from {folder}</source>
            <translation>Le texte du fichier joint « {name} » est absent de {folder}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” cannot be read: {error}</source>
            <translation>Le texte du fichier joint « {name} » ne peut pas être lu : {error}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” was altered or damaged ({file} no longer matches its hash)</source>
            <translation>Le texte du fichier joint « {name} » a été modifié ou endommagé ({file} ne correspond plus à son hash)</translation>
        </message>
        <message>
            <source>{sha} is not an image's sha256</source>
            <translation>{sha} n'est pas le sha256 d'une image</translation>
        </message>
        <message>
            <source>The image could not be saved: {error}</source>
            <translation>L'image n'a pas pu être enregistrée : {error}</translation>
        </message>
        <message>
            <source>The attached image “{name}” is missing from {folder}</source>
            <translation>L'image jointe « {name} » est absente de {folder}</translation>
        </message>
        <message>
            <source>The attached image “{name}” cannot be read: {error}</source>
            <translation>L'image jointe « {name} » ne peut pas être lue : {error}</translation>
        </message>
        <message>
            <source>The attached image “{name}” was altered or replaced (its file no longer matches its hash)</source>
            <translation>L'image jointe « {name} » a été modifiée ou remplacée (son fichier ne correspond plus à son hash)</translation>
        </message>
        <message>
            <source>its images are not an object of PNGs</source>
            <translation>ses images ne sont pas un objet de PNG</translation>
        </message>
        <message>
            <source>an image</source>
            <translation>une image</translation>
        </message>
        <message>
            <source>image {sha}… is not an image: {error}</source>
            <translation>l'image {sha}… n'est pas une image : {error}</translation>
        </message>
        <message>
            <source>image {sha}… is not the image it names</source>
            <translation>l'image {sha}… n'est pas l'image qu'elle désigne</translation>
        </message>
        <message>
            <source>image {sha}… is not base64 text</source>
            <translation>l'image {sha}… n'est pas du texte en base64</translation>
        </message>
        <message>
            <source>This chat has images, and the model reads no images (no projector, mmproj, loaded with it): it reads the text only.</source>
            <translation>Cette discussion contient des images, et le modèle ne lit pas d'images (aucun projecteur, mmproj, chargé avec lui) : il ne lit que le texte.</translation>
        </message>
        <message>
            <source>{error}. The model is told the image is no longer available.</source>
            <translation>{error}. Le modèle est informé que l'image n'est plus disponible.</translation>
        </message>
    </context>
    <context>
        <name>Chat</name>
        <message>
            <source>Thinking…</source>
            <translation>Réflexion…</translation>
        </message>
        <message>
            <source>Thoughts</source>
            <translation>Réflexions</translation>
        </message>
        <message>
            <source>Thought for {n} s</source>
            <translation>Réflexion de {n} s</translation>
        </message>
        <message>
            <source>Thought for {n} min</source>
            <translation>Réflexion de {n} min</translation>
        </message>
        <message>
            <source>Arguments</source>
            <translation>Arguments</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>(vide)</translation>
        </message>
        <message>
            <source>Tool call: {summary}</source>
            <translation>Appel d'outil : {summary}</translation>
        </message>
        <message>
            <source>… {n} more characters</source>
            <translation>… {n} caractères de plus</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copier</translation>
        </message>
        <message>
            <source>Edit and resend</source>
            <translation>Modifier et renvoyer</translation>
        </message>
        <message>
            <source>Regenerate (Ctrl+R)</source>
            <translation>Régénérer (Ctrl+R)</translation>
        </message>
        <message>
            <source>Fork into a new chat</source>
            <translation>Dériver dans une nouvelle discussion</translation>
        </message>
        <message>
            <source>ran</source>
            <translation>exécuté</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>échoué</translation>
        </message>
        <message>
            <source>declined</source>
            <translation>refusé</translation>
        </message>
        <message>
            <source>waiting</source>
            <translation>en attente</translation>
        </message>
        <message numerus="yes">
            <source>%n messages · exported from Emberly on {date}</source>
            <translation>
                <numerusform>%n message · exporté d'Emberly le {date}</numerusform>
                <numerusform>%n messages · exporté d'Emberly le {date}</numerusform>
            </translation>
        </message>
        <message>
            <source>System prompt: {prompt}</source>
            <translation>Prompt système : {prompt}</translation>
        </message>
        <message>
            <source>Another version of this message ({k} of {n})</source>
            <translation>Une autre version de ce message ({k} sur {n})</translation>
        </message>
        <message>
            <source>{who} · {when} · stopped</source>
            <translation>{who} · {when} · arrêtée</translation>
        </message>
        <message>
            <source>{who} · {when}</source>
            <translation>{who} · {when}</translation>
        </message>
        <message>
            <source>[image: {name}]</source>
            <translation>[image : {name}]</translation>
        </message>
        <message>
            <source>Attached: {name}</source>
            <translation>Pièce jointe : {name}</translation>
        </message>
        <message>
            <source>Tool call: {name} · {status}</source>
            <translation>Appel d'outil : {name} · {status}</translation>
        </message>
        <message>
            <source>the PDF could not be written to {folder}</source>
            <translation>le PDF n'a pas pu être écrit dans {folder}</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>Assistant</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
        </message>
        <message>
            <source>failed · {seconds} s</source>
            <translation>échoué · {seconds} s</translation>
        </message>
        <message>
            <source>waiting…</source>
            <translation>en attente…</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>{done} of {total} ({share})</source>
            <translation>{done} sur {total} ({share})</translation>
        </message>
        <message>
            <source>{done} so far</source>
            <translation>{done} pour l'instant</translation>
        </message>
        <message>
            <source>{progress} — {message}</source>
            <translation>{progress} — {message}</translation>
        </message>
        <message>
            <source>{tokens} tokens · {rate} tok/s</source>
            <translation>{tokens} tokens · {rate} tok/s</translation>
        </message>
        <message>
            <source>drafted {drafted} · accepted {accepted} ({percent}%)</source>
            <translation>{drafted} proposés · {accepted} acceptés ({percent} %)</translation>
        </message>
        <message>
            <source>read {read} · reused {reused}</source>
            <translation>{read} lus · {reused} réutilisés</translation>
        </message>
        <message numerus="yes">
            <source>%n old messages left out (context full)</source>
            <translation>
                <numerusform>%n ancien message omis (contexte plein)</numerusform>
                <numerusform>%n anciens messages omis (contexte plein)</numerusform>
            </translation>
        </message>
        <message>
            <source>document</source>
            <translation>document</translation>
        </message>
        <message>
            <source>[{n}] page {page}</source>
            <translation>[{n}] page {page}</translation>
        </message>
        <message numerus="yes">
            <source>%n page</source>
            <translation>
                <numerusform>%n page</numerusform>
                <numerusform>%n pages</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pages</source>
            <translation>
                <numerusform>%n page</numerusform>
                <numerusform>%n pages</numerusform>
            </translation>
        </message>
        <message>
            <source>≈{tokens} tokens</source>
            <translation>≈{tokens} tokens</translation>
        </message>
        <message>
            <source>documents read once, restored in {ms} ms ({tokens} tokens)</source>
            <translation>documents lus une fois, restaurés en {ms} ms ({tokens} tokens)</translation>
        </message>
        <message>
            <source>documents read: {tokens} tokens in {seconds} s, kept for new chats</source>
            <translation>documents lus : {tokens} tokens en {seconds} s, gardés pour les nouvelles discussions</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>arrêtée</translation>
        </message>
        <message>
            <source>interrupted</source>
            <translation>interrompue</translation>
        </message>
        <message>
            <source>cut off at the length limit</source>
            <translation>coupée à la limite de longueur</translation>
        </message>
        <message>
            <source>stopped: too many tool calls in one reply</source>
            <translation>arrêtée : trop d'appels d'outils dans une seule réponse</translation>
        </message>
        <message>
            <source>code</source>
            <comment>a code block of no named language</comment>
            <translation>code</translation>
        </message>
        <message>
            <source>Sources (found by keywords)</source>
            <translation>Sources (trouvées par mots-clés)</translation>
        </message>
        <message>
            <source>Sources (found by meaning and keywords)</source>
            <translation>Sources (trouvées par le sens et par mots-clés)</translation>
        </message>
        <message>
            <source>Show more · {shown} of {total} characters shown</source>
            <translation>Afficher plus · {shown} caractères affichés sur {total}</translation>
        </message>
        <message>
            <source>Sources (found by {how})</source>
            <translation>Sources (trouvées par {how})</translation>
        </message>
        <message>
            <source>{who}: {text}</source>
            <translation>{who} : {text}</translation>
        </message>
        <message>
            <source>Conversation</source>
            <translation>Conversation</translation>
        </message>
        <message>
            <source>Scroll to the newest message</source>
            <translation>Aller au dernier message</translation>
        </message>
        <message>
            <source>Scroll to the newest message (Ctrl+End)</source>
            <translation>Aller au dernier message (Ctrl+End)</translation>
        </message>
        <message>
            <source>New</source>
            <comment>more of the reply came below</comment>
            <translation>Nouveau</translation>
        </message>
    </context>
    <context>
        <name>ChatExport</name>
        <message>
            <source>{name} is not an Emberly chat export: {why}</source>
            <translation>{name} n'est pas un export de discussion Emberly : {why}</translation>
        </message>
        <message>
            <source>a chat export can</source>
            <translation>ce qu'un export de discussion peut contenir</translation>
        </message>
        <message>
            <source>its attachments are not an object of texts</source>
            <translation>ses pièces jointes ne sont pas un objet de textes</translation>
        </message>
        <message>
            <source>the text of attachment {sha}… is not the text it names</source>
            <translation>le texte de la pièce jointe {sha}… n'est pas le texte qu'elle désigne</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>son imbrication est trop profonde</translation>
        </message>
    </context>
    <context>
        <name>ChatImport</name>
        <message>
            <source>it is {what}</source>
            <translation>c'est {what}</translation>
        </message>
        <message>
            <source>{name} is {what}</source>
            <translation>{name} est {what}</translation>
        </message>
        <message>
            <source>{name}: its one chat has nothing to import ({why})</source>
            <translation>{name} : sa seule discussion n'a rien à importer ({why})</translation>
        </message>
        <message>
            <source>{name}: none of its {count} chats has anything to import (the first: {why})</source>
            <translation>{name} : aucune de ses {count} discussions n'a quoi que ce soit à importer (la première : {why})</translation>
        </message>
        <message>
            <source>{name} holds no chats: {what}</source>
            <translation>{name} ne contient aucune discussion : {what}</translation>
        </message>
        <message>
            <source>{name} holds no chats of Emberly, ChatGPT, Claude, Open WebUI, LM Studio or Jan</source>
            <translation>{name} ne contient aucune discussion d'Emberly, ChatGPT, Claude, Open WebUI, LM Studio ou Jan</translation>
        </message>
        <message>
            <source>The chats are imported, but the record of what was imported could not be kept: {error}</source>
            <translation>Les discussions sont importées, mais la trace de ce qui a été importé n'a pas pu être conservée : {error}</translation>
        </message>
        <message>
            <source>it has no messages</source>
            <translation>elle n'a aucun message</translation>
        </message>
        <message>
            <source>it has no message of the user or the assistant</source>
            <translation>elle n'a aucun message de l'utilisateur ni de l'assistant</translation>
        </message>
        <message>
            <source>its one message has no text in the export</source>
            <translation>son unique message n'a pas de texte dans l'export</translation>
        </message>
        <message>
            <source>its {count} messages have no text in the export</source>
            <translation>ses {count} messages n'ont pas de texte dans l'export</translation>
        </message>
        <message>
            <source>a list of {count} ChatGPT chats without their messages (the list its site shows, not an export)</source>
            <translation>une liste de {count} discussions ChatGPT sans leurs messages (la liste affichée par le site, pas un export)</translation>
        </message>
        <message>
            <source>a Claude chat without its messages (claude.ai's list of chats, not its export: Settings ▸ Privacy ▸ Export data)</source>
            <translation>une discussion Claude sans ses messages (la liste des discussions de claude.ai, pas son export : Settings ▸ Privacy ▸ Export data)</translation>
        </message>
        <message>
            <source>a list of {count} Claude chats without their messages (claude.ai's list of chats, not its export: Settings ▸ Privacy ▸ Export data)</source>
            <translation>une liste de {count} discussions Claude sans leurs messages (la liste des discussions de claude.ai, pas son export : Settings ▸ Privacy ▸ Export data)</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>ce n'est pas un fichier ordinaire</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>son imbrication est trop profonde</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {why}</source>
            <translation>{name} ne peut pas être importé : {why}</translation>
        </message>
        <message>
            <source>an export of chats</source>
            <translation>ce qu'un export de discussions peut contenir</translation>
        </message>
        <message>
            <source>it has {size} bytes, more than an export of chats ({limit})</source>
            <translation>le fichier fait {size} octets, plus qu'un export de discussions ({limit})</translation>
        </message>
        <message>
            <source>{name} cannot be imported: it has more than {limit} bytes</source>
            <translation>{name} ne peut pas être importé : il fait plus de {limit} octets</translation>
        </message>
        <message>
            <source>{name} is not an export Emberly can read: {error}</source>
            <translation>{name} n'est pas un export qu'Emberly sait lire : {error}</translation>
        </message>
        <message>
            <source>{name} is not UTF-8 text (near byte {at})</source>
            <translation>{name} n'est pas du texte UTF-8 (vers l'octet {at})</translation>
        </message>
        <message>
            <source>{name} is not UTF-8 text (it ends inside a character)</source>
            <translation>{name} n'est pas du texte UTF-8 (il se termine au milieu d'un caractère)</translation>
        </message>
        <message>
            <source>{name} is not JSON Lines: {error}</source>
            <translation>{name} n'est pas du JSON Lines : {error}</translation>
        </message>
        <message>
            <source>{name} is not JSON: {error}</source>
            <translation>{name} n'est pas du JSON : {error}</translation>
        </message>
        <message>
            <source>extra data after the list</source>
            <translation>données en trop après la liste</translation>
        </message>
        <message>
            <source>expected ',' or ']' at character {at}</source>
            <translation>',' ou ']' attendu au caractère {at}</translation>
        </message>
        <message>
            <source>{name} holds {count} files, more than an export of chats</source>
            <translation>{name} contient {count} fichiers, plus qu'un export de discussions</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {member} would unpack to {size} bytes from {packed} (a zip bomb?)</source>
            <translation>{name} ne peut pas être importé : {member} se décompresserait en {size} octets à partir de {packed} (une bombe zip ?)</translation>
        </message>
        <message>
            <source>{name}: {member} has {size} bytes, more than an export of chats ({limit})</source>
            <translation>{name} : {member} fait {size} octets, plus qu'un export de discussions ({limit})</translation>
        </message>
        <message>
            <source>{name} holds more than {limit} files: choose the export itself</source>
            <translation>{name} contient plus de {limit} fichiers : choisissez l'export lui-même</translation>
        </message>
        <message>
            <source>{count} system message left out</source>
            <translation>{count} message système ignoré</translation>
        </message>
        <message>
            <source>{count} system messages left out</source>
            <translation>{count} messages système ignorés</translation>
        </message>
        <message>
            <source>{count} image not in the export left out</source>
            <translation>{count} image absente de l'export ignorée</translation>
        </message>
        <message>
            <source>{count} images not in the export left out</source>
            <translation>{count} images absentes de l'export ignorées</translation>
        </message>
        <message>
            <source>{count} image of a reply left out</source>
            <translation>{count} image d'une réponse ignorée</translation>
        </message>
        <message>
            <source>{count} images of a reply left out</source>
            <translation>{count} images de réponses ignorées</translation>
        </message>
        <message>
            <source>{count} attached document left out</source>
            <translation>{count} document joint ignoré</translation>
        </message>
        <message>
            <source>{count} attached documents left out</source>
            <translation>{count} documents joints ignorés</translation>
        </message>
        <message>
            <source>{count} missing or unreadable attached file left out</source>
            <translation>{count} fichier joint manquant ou illisible ignoré</translation>
        </message>
        <message>
            <source>{count} missing or unreadable attached files left out</source>
            <translation>{count} fichiers joints manquants ou illisibles ignorés</translation>
        </message>
        <message>
            <source>{count} tool use left out</source>
            <translation>{count} utilisation d'outil ignorée</translation>
        </message>
        <message>
            <source>{count} tool uses left out</source>
            <translation>{count} utilisations d'outils ignorées</translation>
        </message>
        <message>
            <source>{count} tool step left out</source>
            <translation>{count} étape d'outil ignorée</translation>
        </message>
        <message>
            <source>{count} tool steps left out</source>
            <translation>{count} étapes d'outils ignorées</translation>
        </message>
        <message>
            <source>{count} picture named but not in the export</source>
            <translation>{count} image mentionnée mais absente de l'export</translation>
        </message>
        <message>
            <source>{count} pictures named but not in the export</source>
            <translation>{count} images mentionnées mais absentes de l'export</translation>
        </message>
        <message>
            <source>{count} file named but not in the export</source>
            <translation>{count} fichier mentionné mais absent de l'export</translation>
        </message>
        <message>
            <source>{count} files named but not in the export</source>
            <translation>{count} fichiers mentionnés mais absents de l'export</translation>
        </message>
        <message>
            <source>{count} {role} message left out</source>
            <translation>{count} message de rôle {role} ignoré</translation>
        </message>
        <message>
            <source>{count} {role} messages left out</source>
            <translation>{count} messages de rôle {role} ignorés</translation>
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
            <translation>Page web (*.html)</translation>
        </message>
        <message>
            <source>PDF (*.pdf)</source>
            <translation>PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Emberly chat (*.json)</source>
            <translation>Discussion Emberly (*.json)</translation>
        </message>
        <message>
            <source>Web pages in a zip (*.zip)</source>
            <translation>Pages web dans un zip (*.zip)</translation>
        </message>
        <message>
            <source>Markdown files in a zip (*.zip)</source>
            <translation>Fichiers Markdown dans un zip (*.zip)</translation>
        </message>
        <message>
            <source>Emberly chats in a zip (*.zip)</source>
            <translation>Discussions Emberly dans un zip (*.zip)</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copier</translation>
        </message>
        <message>
            <source>Edit and resend…</source>
            <translation>Modifier et renvoyer…</translation>
        </message>
        <message>
            <source>Read the web again</source>
            <translation>Relire le web</translation>
        </message>
        <message>
            <source>Regenerate</source>
            <translation>Régénérer</translation>
        </message>
        <message>
            <source>Regenerate ×{n}</source>
            <translation>Régénérer ×{n}</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continuer</translation>
        </message>
        <message>
            <source>Previous version ({k}/{n})</source>
            <translation>Version précédente ({k}/{n})</translation>
        </message>
        <message>
            <source>Previous version</source>
            <translation>Version précédente</translation>
        </message>
        <message>
            <source>Next version ({k}/{n})</source>
            <translation>Version suivante ({k}/{n})</translation>
        </message>
        <message>
            <source>Next version</source>
            <translation>Version suivante</translation>
        </message>
        <message>
            <source>Fork into a new chat</source>
            <translation>Dériver dans une nouvelle discussion</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Supprimer</translation>
        </message>
        <message>
            <source>Open {name}</source>
            <translation>Ouvrir {name}</translation>
        </message>
        <message>
            <source>Source {mark}: {where}</source>
            <translation>Source {mark} : {where}</translation>
        </message>
        <message>
            <source>Hide the call to {tool}</source>
            <translation>Masquer l'appel à {tool}</translation>
        </message>
        <message>
            <source>Show the call to {tool}</source>
            <translation>Afficher l'appel à {tool}</translation>
        </message>
        <message>
            <source>Hide the thinking</source>
            <translation>Masquer la réflexion</translation>
        </message>
        <message>
            <source>Show the thinking</source>
            <translation>Afficher la réflexion</translation>
        </message>
        <message>
            <source>Edit message</source>
            <translation>Modifier le message</translation>
        </message>
        <message>
            <source>Edit and resend:</source>
            <translation>Modifier et renvoyer :</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Renommer…</translation>
        </message>
        <message>
            <source>Unpin</source>
            <translation>Désépingler</translation>
        </message>
        <message>
            <source>Pin (keep its cache)</source>
            <translation>Épingler (garder son cache)</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>Dupliquer</translation>
        </message>
        <message>
            <source>Export as Markdown…</source>
            <translation>Exporter en Markdown…</translation>
        </message>
        <message>
            <source>Export as HTML…</source>
            <translation>Exporter en HTML…</translation>
        </message>
        <message>
            <source>Export as PDF…</source>
            <translation>Exporter en PDF…</translation>
        </message>
        <message>
            <source>Export as JSON…</source>
            <translation>Exporter en JSON…</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Supprimer…</translation>
        </message>
        <message>
            <source>Rename chat</source>
            <translation>Renommer la discussion</translation>
        </message>
        <message>
            <source>Title:</source>
            <translation>Titre :</translation>
        </message>
        <message>
            <source>Delete chat</source>
            <translation>Supprimer la discussion</translation>
        </message>
        <message>
            <source>Delete “{title}” and its saved cache? This cannot be undone.</source>
            <translation>Supprimer « {title} » et son cache enregistré ? Cette action est irréversible.</translation>
        </message>
        <message>
            <source>Export chat</source>
            <translation>Exporter la discussion</translation>
        </message>
        <message>
            <source>Exporting…</source>
            <translation>Exportation…</translation>
        </message>
        <message>
            <source>Exported to {file}</source>
            <translation>Exportée vers {file}</translation>
        </message>
        <message numerus="yes">
            <source>Export the %n chats found</source>
            <translation>
                <numerusform>Exporter la %n discussion trouvée</numerusform>
                <numerusform>Exporter les %n discussions trouvées</numerusform>
            </translation>
        </message>
        <message>
            <source>Export all chats</source>
            <translation>Exporter toutes les discussions</translation>
        </message>
        <message>
            <source>Exporting every chat…</source>
            <translation>Exportation de toutes les discussions…</translation>
        </message>
        <message>
            <source>Import chat</source>
            <translation>Importer une discussion</translation>
        </message>
        <message>
            <source>Importing…</source>
            <translation>Importation…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln chats exported to {file}</source>
            <translation>
                <numerusform>%Ln discussion exportée vers {file}</numerusform>
                <numerusform>%Ln discussions exportées vers {file}</numerusform>
            </translation>
        </message>
        <message>
            <source>Export failed: {error}</source>
            <translation>Échec de l'exportation : {error}</translation>
        </message>
    </context>
    <context>
        <name>ChatSettings</name>
        <message>
            <source>The model decides when to call a tool</source>
            <translation>Le modèle décide quand appeler un outil</translation>
        </message>
        <message>
            <source>Every reply begins with a tool call</source>
            <translation>Chaque réponse commence par un appel d'outil</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>Outils</translation>
        </message>
        <message>
            <source>Tools of {name}</source>
            <translation>Outils de {name}</translation>
        </message>
        <message>
            <source>No MCP servers yet: add them in File ▸ Tools.</source>
            <translation>Aucun serveur MCP pour l'instant : ajoutez-en dans Fichier ▸ Outils.</translation>
        </message>
        <message>
            <source>Every reply begins with a call of {name}</source>
            <translation>Chaque réponse commence par un appel de {name}</translation>
        </message>
        <message>
            <source>Reply as JSON, with this schema:</source>
            <translation>Répondre en JSON, selon ce schéma :</translation>
        </message>
        <message>
            <source>The schema must be a JSON object.</source>
            <translation>Le schéma doit être un objet JSON.</translation>
        </message>
        <message>
            <source>Precise</source>
            <translation>Précis</translation>
        </message>
        <message>
            <source>Balanced</source>
            <translation>Équilibré</translation>
        </message>
        <message>
            <source>Creative</source>
            <translation>Créatif</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Personnalisé</translation>
        </message>
        <message>
            <source>Chat settings — {title}</source>
            <translation>Paramètres de la discussion — {title}</translation>
        </message>
        <message>
            <source>A system prompt for this chat (optional)</source>
            <translation>Un prompt système pour cette discussion (facultatif)</translation>
        </message>
        <message>
            <source>&amp;Preset</source>
            <translation>&amp;Préréglage</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Prompt système</translation>
        </message>
        <message>
            <source>Sampling</source>
            <translation>Échantillonnage</translation>
        </message>
        <message>
            <source>Temperature</source>
            <translation>Température</translation>
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
            <translation>Pénalité de répétition</translation>
        </message>
        <message>
            <source>Temperature 0 is greedy: the same reply every time.</source>
            <translation>Température 0 : toujours le token le plus probable, donc la même réponse à chaque fois.</translation>
        </message>
        <message>
            <source>“{name}” has changed since this chat took it: choose it again to take the new version.</source>
            <translation>« {name} » a changé depuis que cette discussion l'a pris : choisissez-le à nouveau pour prendre la nouvelle version.</translation>
        </message>
    </context>
    <context>
        <name>ChatStore</name>
        <message>
            <source>{id} is not a message id</source>
            <translation>{id} n'est pas un identifiant de message</translation>
        </message>
        <message>
            <source>no model is loaded</source>
            <translation>aucun modèle chargé</translation>
        </message>
        <message>
            <source>made with {what}</source>
            <translation>créé avec {what}</translation>
        </message>
        <message>
            <source>on the server {url}</source>
            <translation>sur le serveur {url}</translation>
        </message>
        <message>
            <source>a message must be a JSON object</source>
            <translation>un message doit être un objet JSON</translation>
        </message>
        <message>
            <source>a message has the role {role}, not one of {roles}</source>
            <translation>un message a le rôle {role}, qui n'est pas l'un de {roles}</translation>
        </message>
        <message>
            <source>a message's text must be a string</source>
            <translation>le texte d'un message doit être une chaîne</translation>
        </message>
        <message>
            <source>the session's id or messages are of the wrong type</source>
            <translation>l'identifiant ou les messages de la session sont du mauvais type</translation>
        </message>
        <message>
            <source>the session's other versions (branches) are of the wrong type</source>
            <translation>les autres versions (branches) de la session sont du mauvais type</translation>
        </message>
        <message>
            <source>the session data has no {key}</source>
            <translation>les données de la session n'ont pas de {key}</translation>
        </message>
        <message>
            <source>the session data is malformed ({error})</source>
            <translation>les données de la session sont mal formées ({error})</translation>
        </message>
        <message>
            <source>a session file must hold a JSON object</source>
            <translation>un fichier de session doit contenir un objet JSON</translation>
        </message>
        <message>
            <source>the session file has no schema version</source>
            <translation>le fichier de session n'a pas de version de schéma</translation>
        </message>
        <message>
            <source>this chat was saved by a newer Emberly (format {version}); update Emberly to open it</source>
            <translation>cette discussion a été enregistrée par une version plus récente d'Emberly (format {version}) ; mettez Emberly à jour pour l'ouvrir</translation>
        </message>
        <message>
            <source>no migration from session format {version}</source>
            <translation>aucune migration depuis le format de session {version}</translation>
        </message>
        <message>
            <source>The chat “{title}” could not be saved: {error}.</source>
            <translation>La discussion « {title} » n'a pas pu être enregistrée : {error}.</translation>
        </message>
        <message>
            <source>{name} could not be saved: {error}</source>
            <translation>{name} n'a pas pu être enregistré : {error}</translation>
        </message>
        <message>
            <source>The file of the chat “{title}” was changed outside Emberly while it was open; Emberly saved its own copy and kept that version as {name}.</source>
            <translation>Le fichier de la discussion « {title} » a été modifié en dehors d'Emberly pendant qu'elle était ouverte ; Emberly a enregistré sa propre copie et conservé cette version sous le nom {name}.</translation>
        </message>
        <message>
            <source>The chats folder {folder} was removed while Emberly ran: it was made again, and the open chat saved into it.</source>
            <translation>Le dossier des discussions {folder} a été supprimé pendant qu'Emberly tournait : il a été recréé, et la discussion ouverte y a été enregistrée.</translation>
        </message>
        <message>
            <source>There is no saved chat {id}.</source>
            <translation>Il n'y a pas de discussion enregistrée {id}.</translation>
        </message>
        <message>
            <source>The chat file {name} cannot be read: {error}</source>
            <translation>Le fichier de discussion {name} ne peut pas être lu : {error}</translation>
        </message>
        <message>
            <source>{id} is not a session id</source>
            <translation>{id} n'est pas un identifiant de session</translation>
        </message>
    </context>
    <context>
        <name>ChatTemplate</name>
        <message>
            <source>The chat template ({name}) failed to render: {error}</source>
            <translation>Le gabarit de discussion ({name}) n'a pas pu être rendu : {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) was stopped: {error}</source>
            <translation>Le gabarit de discussion ({name}) a été arrêté : {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) was refused: {error}</source>
            <translation>Le gabarit de discussion ({name}) a été refusé : {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) could not be rendered: {error}</source>
            <translation>Le gabarit de discussion ({name}) n'a pas pu être généré : {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) is not valid Jinja: {error}</source>
            <translation>Le gabarit de discussion ({name}) n'est pas du Jinja valide : {error}</translation>
        </message>
        <message>
            <source>the template tried to output {size} characters (over {limit})</source>
            <translation>le gabarit a tenté de produire {size} caractères (plus de {limit})</translation>
        </message>
        <message>
            <source>it needed more than {size} MB of memory</source>
            <translation>il lui fallait plus de {size} MB de mémoire</translation>
        </message>
        <message>
            <source>the template tried to build something of size {size} (over {limit} characters or items)</source>
            <translation>le gabarit a tenté de construire quelque chose de taille {size} (plus de {limit} caractères ou éléments)</translation>
        </message>
        <message>
            <source>the template tried to build a repetition of {size} × {count} (over {limit} characters or items)</source>
            <translation>le gabarit a tenté de construire une répétition de {size} × {count} (plus de {limit} caractères ou éléments)</translation>
        </message>
        <message>
            <source>the template tried to build a concatenation of {size} (over {limit} characters or items)</source>
            <translation>le gabarit a tenté de construire une concaténation de taille {size} (plus de {limit} caractères ou éléments)</translation>
        </message>
        <message>
            <source>the template tried to build a text of {size} characters (over {limit} characters or items)</source>
            <translation>le gabarit a tenté de construire un texte de {size} caractères (plus de {limit} caractères ou éléments)</translation>
        </message>
        <message>
            <source>the template tried to compute a {bits}-bit power</source>
            <translation>le gabarit a tenté de calculer une puissance de {bits} bits</translation>
        </message>
        <message>
            <source>the template tried to build a join of {count} items with a {size}-character separator (over {limit} characters or items)</source>
            <translation>le gabarit a tenté de joindre {count} éléments avec un séparateur de {size} caractères (plus de {limit} caractères ou éléments)</translation>
        </message>
        <message>
            <source>the template tried to build a replacement of {size} characters (over {limit} characters or items)</source>
            <translation>le gabarit a tenté de construire un remplacement de {size} caractères (plus de {limit} caractères ou éléments)</translation>
        </message>
        <message>
            <source>the template passed tojson separators longer than {limit} characters</source>
            <translation>le gabarit a passé à tojson des séparateurs de plus de {limit} caractères</translation>
        </message>
        <message>
            <source>the template passed strftime_now a format of {size} characters</source>
            <translation>le gabarit a passé à strftime_now un format de {size} caractères</translation>
        </message>
        <message>
            <source>it is {size} characters long, more than the {limit} a chat template may have</source>
            <translation>il fait {size} caractères, plus que les {limit} permis pour un gabarit de discussion</translation>
        </message>
        <message>
            <source>the template helper forgot the template twice</source>
            <translation>le processus auxiliaire des gabarits a oublié le gabarit deux fois</translation>
        </message>
        <message>
            <source>the template helper stopped ({error})</source>
            <translation>le processus auxiliaire des gabarits s'est arrêté ({error})</translation>
        </message>
        <message>
            <source>it did not finish within {seconds} s (an endless or huge loop)</source>
            <translation>il n'a pas terminé en {seconds} s (une boucle infinie ou énorme)</translation>
        </message>
        <message>
            <source>the template helper stopped (exit status {code})</source>
            <translation>le processus auxiliaire des gabarits s'est arrêté (code de sortie {code})</translation>
        </message>
        <message>
            <source>the template helper could not start ({error})</source>
            <translation>le processus auxiliaire des gabarits n'a pas pu démarrer ({error})</translation>
        </message>
        <message>
            <source>the template helper did not start ({error})</source>
            <translation>le processus auxiliaire des gabarits n'a pas démarré ({error})</translation>
        </message>
        <message>
            <source>it tried to output {size} bytes</source>
            <translation>il a tenté de produire {size} octets</translation>
        </message>
    </context>
    <context>
        <name>Compare</name>
        <message>
            <source>Another model file…</source>
            <translation>Un autre fichier de modèle…</translation>
        </message>
        <message>
            <source>Loaded beside the chat's model</source>
            <translation>Chargé à côté du modèle de la discussion</translation>
        </message>
        <message>
            <source>On a server</source>
            <translation>Sur un serveur</translation>
        </message>
        <message>
            <source>One at a time with the chat's model</source>
            <translation>Tour à tour avec le modèle de la discussion</translation>
        </message>
        <message>
            <source>Second model's answer</source>
            <translation>Réponse du second modèle</translation>
        </message>
        <message>
            <source>Stop this answer</source>
            <translation>Arrêter cette réponse</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Arrêter</translation>
        </message>
        <message>
            <source>End the comparison (its answers stay as versions)</source>
            <translation>Terminer la comparaison (ses réponses restent comme versions)</translation>
        </message>
        <message>
            <source>Use this answer</source>
            <translation>Utiliser cette réponse</translation>
        </message>
        <message>
            <source>Make it the chat's reply; the other stays as a version of it</source>
            <translation>En faire la réponse de la discussion ; l'autre reste comme une de ses versions</translation>
        </message>
        <message>
            <source>Use the second model's answer</source>
            <translation>Utiliser la réponse du second modèle</translation>
        </message>
        <message>
            <source>Waiting for the chat's model to finish…</source>
            <translation>En attente que le modèle de la discussion termine…</translation>
        </message>
        <message>
            <source>{mode}: {why}</source>
            <translation>{mode} : {why}</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>Écriture…</translation>
        </message>
        <message>
            <source>No answer to the last message yet</source>
            <translation>Pas encore de réponse au dernier message</translation>
        </message>
        <message>
            <source>In the chat</source>
            <translation>Dans la discussion</translation>
        </message>
        <message>
            <source>Reading the chat…</source>
            <translation>Lecture de la discussion…</translation>
        </message>
        <message>
            <source>A model on {server}…</source>
            <translation>Un modèle sur {server}…</translation>
        </message>
        <message>
            <source>Compare with another model</source>
            <translation>Comparer avec un autre modèle</translation>
        </message>
        <message>
            <source>A second model answers each message beside the chat's:</source>
            <translation>Un second modèle répond à chaque message, à côté de celui de la discussion :</translation>
        </message>
        <message>
            <source>A model to compare with</source>
            <translation>Un modèle avec lequel comparer</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf)</source>
            <translation>Modèles GGUF (*.gguf)</translation>
        </message>
        <message>
            <source>Compare with a server's model</source>
            <translation>Comparer avec le modèle d'un serveur</translation>
        </message>
        <message>
            <source>The model on {url}:</source>
            <translation>Le modèle sur {url} :</translation>
        </message>
        <message>
            <source>{tokens} tokens · {rate} tok/s</source>
            <translation>{tokens} tokens · {rate} tok/s</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>arrêtée</translation>
        </message>
        <message>
            <source>the chat's reply</source>
            <translation>la réponse de la discussion</translation>
        </message>
        <message>
            <source>Open a chat to compare it with another model.</source>
            <translation>Ouvrez une discussion pour la comparer avec un autre modèle.</translation>
        </message>
        <message>
            <source>That is the chat's own model: choose another one to compare it with.</source>
            <translation>C'est le modèle de la discussion elle-même : choisissez-en un autre pour comparer.</translation>
        </message>
        <message>
            <source>The model to compare with could not be used: {error}</source>
            <translation>Le modèle de comparaison n'a pas pu être utilisé : {error}</translation>
        </message>
        <message>
            <source>{name} could not answer: {error}</source>
            <translation>{name} n'a pas pu répondre : {error}</translation>
        </message>
        <message>
            <source>The second model could not answer: {error}</source>
            <translation>Le second modèle n'a pas pu répondre : {error}</translation>
        </message>
        <message>
            <source>{name} needs about {need} and {free} is free beside the chat's model: the two answer one at a time</source>
            <translation>{name} a besoin d'environ {need} et il reste {free} de libre à côté du modèle de la discussion : les deux répondent tour à tour</translation>
        </message>
        <message>
            <source>The chat's model could not be loaded again: {error}</source>
            <translation>Le modèle de la discussion n'a pas pu être rechargé : {error}</translation>
        </message>
    </context>
    <context>
        <name>Composer</name>
        <message>
            <source>Attach documents (text, Markdown, code, PDF, DOCX, HTML, CSV, JSON) or images (PNG, JPEG, WebP, GIF: for a vision model)</source>
            <translation>Joindre des documents (texte, Markdown, code, PDF, DOCX, HTML, CSV, JSON) ou des images (PNG, JPEG, WebP, GIF : pour un modèle de vision)</translation>
        </message>
        <message>
            <source>Attach documents or images</source>
            <translation>Joindre des documents ou des images</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>Bibliothèques</translation>
        </message>
        <message>
            <source>Search the web for this message</source>
            <translation>Rechercher sur le web pour ce message</translation>
        </message>
        <message>
            <source>Web: search the web for the message first and give the model the passages that answer it, with their sources</source>
            <translation>Web : rechercher d'abord le message sur le web et donner au modèle les passages qui y répondent, avec leurs sources</translation>
        </message>
        <message>
            <source>Message — Enter to send, Shift+Enter for a new line</source>
            <translation>Message — Enter pour envoyer, Shift+Enter pour une nouvelle ligne</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Message</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Arrêter</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Envoyer</translation>
        </message>
        <message>
            <source>Stop the reply</source>
            <translation>Arrêter la réponse</translation>
        </message>
        <message>
            <source>Send the message</source>
            <translation>Envoyer le message</translation>
        </message>
        <message>
            <source>Stop the reply (Esc)</source>
            <translation>Arrêter la réponse (Esc)</translation>
        </message>
        <message>
            <source>Send (Enter)</source>
            <translation>Envoyer (Enter)</translation>
        </message>
    </context>
    <context>
        <name>Crash</name>
        <message>
            <source>Emberly hit a bug</source>
            <translation>Emberly a rencontré un bug</translation>
        </message>
        <message>
            <source>Something went wrong inside Emberly. Your chats are saved and the app keeps running.&lt;br&gt;Please copy the report below into a bug report.</source>
            <translation>Un problème est survenu dans Emberly. Vos discussions sont enregistrées et l'application continue de fonctionner.&lt;br&gt;Veuillez copier le rapport ci-dessous dans un rapport de bug.</translation>
        </message>
        <message>
            <source>It was also written to {file}</source>
            <translation>Il a aussi été écrit dans {file}</translation>
        </message>
        <message>
            <source>Details of the bug</source>
            <translation>Détails du bug</translation>
        </message>
        <message>
            <source>Copy report</source>
            <translation>Copier le rapport</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copié</translation>
        </message>
    </context>
    <context>
        <name>DataFolder</name>
        <message>
            <source>it is not a folder</source>
            <translation>ce n'est pas un dossier</translation>
        </message>
        <message>
            <source>it cannot be made ({reason})</source>
            <translation>il ne peut pas être créé ({reason})</translation>
        </message>
        <message>
            <source>a path cannot hold a NUL character</source>
            <translation>un chemin ne peut pas contenir de caractère NUL</translation>
        </message>
        <message>
            <source>no file can be written in it ({reason})</source>
            <translation>aucun fichier ne peut y être écrit ({reason})</translation>
        </message>
        <message>
            <source>The data folder {folder} cannot be used: {reason}.</source>
            <translation>Le dossier de données {folder} ne peut pas être utilisé : {reason}.</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>the file holds no text</source>
            <translation>le fichier ne contient aucun texte</translation>
        </message>
        <message>
            <source>{name} could not be read as HTML ({error})</source>
            <translation>{name} n'a pas pu être lu comme HTML ({error})</translation>
        </message>
        <message>
            <source>{name} is a damaged PDF: its pages cannot be listed ({reason})</source>
            <translation>{name} est un PDF endommagé : ses pages ne peuvent pas être listées ({reason})</translation>
        </message>
        <message>
            <source>{name} is a damaged PDF: the text of none of its {count} pages could be read</source>
            <translation>{name} est un PDF endommagé : le texte d'aucune de ses {count} pages n'a pu être lu</translation>
        </message>
        <message>
            <source>{reason}; {other}</source>
            <translation>{reason} ; {other}</translation>
        </message>
        <message>
            <source>{name} was not read: {reasons} ({count} more are damaged)</source>
            <translation>{name} n'a pas été lu : {reasons} ({count} autres sont endommagées)</translation>
        </message>
        <message>
            <source>{name} was not read: {reasons}</source>
            <translation>{name} n'a pas été lu : {reasons}</translation>
        </message>
        <message>
            <source>each holds more than the {limit} of drawing instructions Emberly reads on one page</source>
            <translation>chacune contient plus que les {limit} d'instructions de dessin qu'Emberly lit sur une page</translation>
        </message>
        <message>
            <source>its pages decode to more than the {limit} of content Emberly reads per PDF</source>
            <translation>ses pages, une fois décodées, dépassent les {limit} de contenu qu'Emberly lit par PDF</translation>
        </message>
        <message>
            <source>its pages hold more than the {limit} of content Emberly reads per PDF (counted each time a page uses it)</source>
            <translation>ses pages contiennent plus que les {limit} de contenu qu'Emberly lit par PDF (compté chaque fois qu'une page l'utilise)</translation>
        </message>
        <message>
            <source>page {page} was not read: {reason}</source>
            <translation>la page {page} n'a pas été lue : {reason}</translation>
        </message>
        <message>
            <source>pages {first}-{last} were not read: {reason}</source>
            <translation>les pages {first} à {last} n'ont pas été lues : {reason}</translation>
        </message>
        <message>
            <source>pages {pages} were not read: {reason}</source>
            <translation>les pages {pages} n'ont pas été lues : {reason}</translation>
        </message>
        <message>
            <source>{name} is protected by a password; Emberly does not open protected PDFs. Save a copy without the password and attach that</source>
            <translation>{name} est protégé par un mot de passe ; Emberly n'ouvre pas les PDF protégés. Enregistrez-en une copie sans mot de passe et joignez-la</translation>
        </message>
        <message>
            <source>{name} is encrypted in a way this install cannot decrypt (AES needs the 'cryptography' package)</source>
            <translation>{name} est chiffré d'une façon que cette installation ne sait pas déchiffrer (AES nécessite le paquet « cryptography »)</translation>
        </message>
        <message>
            <source>{name} is not a PDF Emberly can read: it is damaged or malformed ({reason})</source>
            <translation>{name} n'est pas un PDF qu'Emberly sait lire : il est endommagé ou mal formé ({reason})</translation>
        </message>
        <message>
            <source>only the first {count} characters are kept (pages {first}-{last} are cut or left out)</source>
            <translation>seuls les {count} premiers caractères sont conservés (les pages {first} à {last} sont coupées ou ignorées)</translation>
        </message>
        <message>
            <source>the text of pages {pages} could not be read</source>
            <translation>le texte des pages {pages} n'a pas pu être lu</translation>
        </message>
        <message>
            <source>the text of page {pages} could not be read</source>
            <translation>le texte de la page {pages} n'a pas pu être lu</translation>
        </message>
        <message>
            <source>no text was found: the pages may be scanned images, and Emberly does not read text in images</source>
            <translation>aucun texte n'a été trouvé : les pages sont peut-être des images numérisées, et Emberly ne lit pas le texte dans les images</translation>
        </message>
        <message>
            <source>{name} is a folder, not a file</source>
            <translation>{name} est un dossier, pas un fichier</translation>
        </message>
        <message>
            <source>{name} is {size}; Emberly reads documents up to {limit}</source>
            <translation>{name} fait {size} ; Emberly lit les documents jusqu'à {limit}</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation>{name} ne peut pas être lu : {reason}</translation>
        </message>
        <message>
            <source>{name} was not found: it was moved or deleted, or a link to it leads nowhere</source>
            <translation>{name} est introuvable : il a été déplacé ou supprimé, ou un lien vers lui ne mène nulle part</translation>
        </message>
        <message>
            <source>{name} cannot be read: permission denied</source>
            <translation>{name} ne peut pas être lu : permission refusée</translation>
        </message>
        <message>
            <source>{name} is a symbolic link that leads back to itself (a loop of links)</source>
            <translation>{name} est un lien symbolique qui ramène à lui-même (une boucle de liens)</translation>
        </message>
        <message>
            <source>{name} is not a valid file name</source>
            <translation>{name} n'est pas un nom de fichier valide</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {reason}</source>
            <translation>{name} ne peut pas être ouvert : {reason}</translation>
        </message>
        <message>
            <source>a named pipe</source>
            <translation>un tube nommé</translation>
        </message>
        <message>
            <source>a device</source>
            <translation>un périphérique</translation>
        </message>
        <message>
            <source>special</source>
            <translation>spécial</translation>
        </message>
        <message>
            <source>{name} is not a regular file ({what}); Emberly reads documents from ordinary files</source>
            <translation>{name} n'est pas un fichier ordinaire ({what}) ; Emberly lit les documents depuis des fichiers ordinaires</translation>
        </message>
        <message>
            <source>{name} grew past {limit} while it was read; Emberly reads documents up to that</source>
            <translation>{name} a dépassé {limit} pendant sa lecture ; Emberly lit les documents jusqu'à cette taille</translation>
        </message>
        <message>
            <source>Reading {name} was cancelled</source>
            <translation>La lecture de {name} a été annulée</translation>
        </message>
        <message>
            <source>only the first {count} characters are kept</source>
            <translation>seuls les {count} premiers caractères sont conservés</translation>
        </message>
        <message>
            <source>{name} is an older Office file (.doc, .xls or .ppt); save it as .docx or PDF to attach it</source>
            <translation>{name} est un ancien fichier Office (.doc, .xls ou .ppt) ; enregistrez-le en .docx ou en PDF pour le joindre</translation>
        </message>
        <message>
            <source>{name} is named .pdf but is not a PDF (it does not start like one)</source>
            <translation>{name} porte l'extension .pdf mais n'est pas un PDF (il ne commence pas comme tel)</translation>
        </message>
        <message>
            <source>{name} is named {ext} but is not a Word document (it is not a ZIP archive)</source>
            <translation>{name} porte l'extension {ext} mais n'est pas un document Word (ce n'est pas une archive ZIP)</translation>
        </message>
        <message>
            <source>read as {encoding} (its byte-order mark says so)</source>
            <translation>lu en {encoding} (son indicateur d'ordre des octets l'indique)</translation>
        </message>
        <message>
            <source>{count} byte sequences that are not UTF-8 were replaced with �</source>
            <translation>{count} séquences d'octets qui ne sont pas de l'UTF-8 ont été remplacées par �</translation>
        </message>
        <message>
            <source>read as Windows-1252: the file is not UTF-8</source>
            <translation>lu en Windows-1252 : le fichier n'est pas en UTF-8</translation>
        </message>
        <message>
            <source>{name} is not a text file (its bytes are binary data, or text in an encoding other than UTF-8, UTF-16 or Windows-1252)</source>
            <translation>{name} n'est pas un fichier texte (ses octets sont des données binaires, ou du texte dans un autre encodage que UTF-8, UTF-16 ou Windows-1252)</translation>
        </message>
        <message>
            <source>the JSON</source>
            <translation>le JSON</translation>
        </message>
        <message>
            <source>{error}; kept as written</source>
            <translation>{error} ; conservé tel quel</translation>
        </message>
        <message>
            <source>{name} holds {size} of text and markup, more than the {limit} Emberly reads in a Word document, so it was not opened</source>
            <translation>{name} contient {size} de texte et de balisage, plus que les {limit} qu'Emberly lit dans un document Word, il n'a donc pas été ouvert</translation>
        </message>
        <message>
            <source>{name} is not a Word document Emberly can read: it is damaged ({reason})</source>
            <translation>{name} n'est pas un document Word qu'Emberly sait lire : il est endommagé ({reason})</translation>
        </message>
        <message>
            <source>{name} is a damaged ZIP archive, not a readable Word document ({reason})</source>
            <translation>{name} est une archive ZIP endommagée, pas un document Word lisible ({reason})</translation>
        </message>
        <message>
            <source>{name} is a ZIP archive but not a Word document; Emberly reads .docx, PDF and text files</source>
            <translation>{name} est une archive ZIP mais pas un document Word ; Emberly lit les fichiers .docx, PDF et texte</translation>
        </message>
        <message>
            <source>{name} would unpack to {size}, more than the {limit} Emberly allows a Word document: it may be a zip bomb, so it was not opened</source>
            <translation>{name} se décompresserait en {size}, plus que les {limit} qu'Emberly accorde à un document Word : ce pourrait être une bombe zip, il n'a donc pas été ouvert</translation>
        </message>
        <message>
            <source>{name} has a part that unpacks {ratio} times its packed size: it looks like a zip bomb, so it was not opened</source>
            <translation>{name} a une partie qui se décompresse en {ratio} fois sa taille compressée : cela ressemble à une bombe zip, il n'a donc pas été ouvert</translation>
        </message>
        <message>
            <source>{name} holds {count} parts; a Word document has far fewer (Emberly allows {limit}), so it was not opened</source>
            <translation>{name} contient {count} parties ; un document Word en a bien moins (Emberly en accepte {limit}), il n'a donc pas été ouvert</translation>
        </message>
        <message>
            <source>{name} has a paragraph or table row of more than {limit} of XML, more than Emberly reads in one piece, so it was not read further</source>
            <translation>{name} a un paragraphe ou une ligne de tableau de plus de {limit} de XML, plus qu'Emberly ne lit d'un seul tenant, sa lecture s'est donc arrêtée là</translation>
        </message>
        <message>
            <source>{name} is not a Word document Emberly can read: it is damaged (it has no body)</source>
            <translation>{name} n'est pas un document Word qu'Emberly sait lire : il est endommagé (il n'a pas de corps)</translation>
        </message>
        <message>
            <source>its package names {count} main documents</source>
            <translation>son paquet désigne {count} documents principaux</translation>
        </message>
        <message>
            <source>its package names no main documents</source>
            <translation>son paquet ne désigne aucun document principal</translation>
        </message>
        <message>
            <source>its part {part} is missing</source>
            <translation>sa partie {part} est manquante</translation>
        </message>
        <message>
            <source>{name} has a part ({part}) of {size}, more than the {limit} Emberly reads in a Word document, so it was not opened</source>
            <translation>{name} a une partie ({part}) de {size}, plus que les {limit} qu'Emberly lit dans un document Word, il n'a donc pas été ouvert</translation>
        </message>
    </context>
    <context>
        <name>Downloads</name>
        <message>
            <source>{name} in the models folder is a link</source>
            <translation>{name} dans le dossier des modèles est un lien</translation>
        </message>
        <message>
            <source>{name} in the models folder is not a folder</source>
            <translation>{name} dans le dossier des modèles n'est pas un dossier</translation>
        </message>
        <message>
            <source>{name} in the models folder is not a plain file</source>
            <translation>{name} dans le dossier des modèles n'est pas un fichier simple</translation>
        </message>
        <message>
            <source>{name} in the models folder has another name (a hard link)</source>
            <translation>{name} dans le dossier des modèles porte un autre nom (un lien physique)</translation>
        </message>
        <message>
            <source>{problem}: Emberly reads, writes and deletes only plain files and folders there, never through a link, so it left it (and anything it points to) untouched. Remove it from {folder} and try the download again.</source>
            <translation>{problem} : Emberly ne lit, n'écrit et ne supprime là que des fichiers et dossiers simples, jamais à travers un lien ; il n'y a donc pas touché (ni à ce vers quoi il pointe). Retirez-le de {folder} et relancez le téléchargement.</translation>
        </message>
        <message>
            <source>{name} in the models folder is not inside it</source>
            <translation>{name} dans le dossier des modèles ne se trouve pas à l'intérieur</translation>
        </message>
        <message>
            <source>{name} in the models folder is a link or not a folder</source>
            <translation>{name} dans le dossier des modèles est un lien ou n'est pas un dossier</translation>
        </message>
        <message>
            <source>{name} in the models folder leads out of it</source>
            <translation>{name} dans le dossier des modèles mène en dehors de celui-ci</translation>
        </message>
        <message>
            <source>Emberly will not download into a folder named {name}.</source>
            <translation>Emberly ne télécharge pas dans un dossier nommé {name}.</translation>
        </message>
        <message>
            <source>The Hub listed a file name Emberly will not write ({problem}): {name}.</source>
            <translation>Le Hub a listé un nom de fichier qu'Emberly n'écrira pas ({problem}) : {name}.</translation>
        </message>
        <message>
            <source>The Hub gave no sha256 for this file, so its download could not be checked.</source>
            <translation>Le Hub n'a donné aucun sha256 pour ce fichier, son téléchargement n'a donc pas pu être vérifié.</translation>
        </message>
        <message>
            <source>The download stopped because of an error in Emberly: {error}</source>
            <translation>Le téléchargement s'est arrêté à cause d'une erreur dans Emberly : {error}</translation>
        </message>
        <message>
            <source>Not enough disk space: this download needs {size} more, and {folder} has {free} free. Free some space and resume it.</source>
            <translation>Espace disque insuffisant : ce téléchargement a encore besoin de {size}, et {folder} a {free} de libre. Libérez de l'espace et reprenez-le.</translation>
        </message>
        <message>
            <source>The server redirected the download from {scheme}: to {target}; Emberly follows redirects to http(s) only, and never from https to http.</source>
            <translation>Le serveur a redirigé le téléchargement de {scheme}: vers {target} ; Emberly ne suit que les redirections vers http(s), et jamais de https vers http.</translation>
        </message>
        <message>
            <source>The download keeps failing ({reason}); it is paused and can be resumed.</source>
            <translation>Le téléchargement échoue à chaque fois ({reason}) ; il est en pause et peut être repris.</translation>
        </message>
        <message>
            <source>The server keeps sending a different file than the one listed; the download stopped.</source>
            <translation>Le serveur envoie sans cesse un autre fichier que celui listé ; le téléchargement s'est arrêté.</translation>
        </message>
        <message>
            <source>the server answered {status}</source>
            <translation>le serveur a répondu {status}</translation>
        </message>
        <message>
            <source>The server refused the download ({status}): the model may be gated or need a login.</source>
            <translation>Le serveur a refusé le téléchargement ({status}) : le modèle est peut-être à accès restreint ou demande une connexion.</translation>
        </message>
        <message>
            <source>The file is no longer on the server (404).</source>
            <translation>Le fichier n'est plus sur le serveur (404).</translation>
        </message>
        <message>
            <source>The server redirected the download where Emberly does not follow ({status}).</source>
            <translation>Le serveur a redirigé le téléchargement là où Emberly ne suit pas ({status}).</translation>
        </message>
        <message>
            <source>The server answered {status} {reason}.</source>
            <translation>Le serveur a répondu {status} {reason}.</translation>
        </message>
        <message>
            <source>cannot reach the server: {reason}</source>
            <translation>impossible de joindre le serveur : {reason}</translation>
        </message>
        <message>
            <source>the file changed on the server; starting over</source>
            <translation>le fichier a changé sur le serveur ; reprise depuis le début</translation>
        </message>
        <message>
            <source>the server sent another range than bytes={start}-</source>
            <translation>le serveur a envoyé une autre plage que bytes={start}-</translation>
        </message>
        <message>
            <source>The server's file is {size}, not the expected {expected}: it changed since it was listed. Search for it again.</source>
            <translation>Le fichier du serveur fait {size}, et non les {expected} attendus : il a changé depuis qu'il a été listé. Recherchez-le à nouveau.</translation>
        </message>
        <message>
            <source>the connection closed at {done} of {size}</source>
            <translation>la connexion s'est fermée à {done} sur {size}</translation>
        </message>
        <message>
            <source>The disk is full: the download stopped at {size} and is kept; free some space and resume it.</source>
            <translation>Le disque est plein : le téléchargement s'est arrêté à {size} et il est conservé ; libérez de l'espace et reprenez-le.</translation>
        </message>
        <message>
            <source>Cannot write {path}: {reason}.</source>
            <translation>Impossible d'écrire {path} : {reason}.</translation>
        </message>
        <message>
            <source>The downloaded file is corrupted: its sha256 is {sha256}…, the server's {expected}…. The partial file was removed; try the download again.</source>
            <translation>Le fichier téléchargé est corrompu : son sha256 est {sha256}…, celui du serveur {expected}…. Le fichier partiel a été supprimé ; relancez le téléchargement.</translation>
        </message>
        <message>
            <source>the server stopped sending (stalled)</source>
            <translation>le serveur a cessé d'envoyer (bloqué)</translation>
        </message>
        <message>
            <source>the server sent less than it announced</source>
            <translation>le serveur a envoyé moins que ce qu'il avait annoncé</translation>
        </message>
        <message>
            <source>the connection broke ({error})</source>
            <translation>la connexion a été coupée ({error})</translation>
        </message>
    </context>
    <context>
        <name>Embedder</name>
        <message>
            <source>llama.cpp could not load {name}: {reason}</source>
            <translation>llama.cpp n'a pas pu charger {name} : {reason}</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>aucune raison donnée</translation>
        </message>
        <message>
            <source>{name} is not an embedding model: it gives no pooled sentence vector.</source>
            <translation>{name} n'est pas un modèle d'embedding : il ne fournit pas de vecteur de phrase agrégé.</translation>
        </message>
        <message>
            <source>llama.cpp gave no reason</source>
            <translation>llama.cpp n'a donné aucune raison</translation>
        </message>
        <message>
            <source>{name} loaded but its context could not be created ({reason}).</source>
            <translation>{name} s'est chargé mais son contexte n'a pas pu être créé ({reason}).</translation>
        </message>
        <message>
            <source>The embedding model is closed.</source>
            <translation>Le modèle d'embedding est fermé.</translation>
        </message>
        <message>
            <source>Embedding was cancelled.</source>
            <translation>L'embedding a été annulé.</translation>
        </message>
        <message>
            <source>llama.cpp could not embed a batch (code {code}): {reason}</source>
            <translation>llama.cpp n'a pas pu calculer l'embedding d'un lot (code {code}) : {reason}</translation>
        </message>
        <message>
            <source>llama.cpp returned no embedding for sequence {seq}.</source>
            <translation>llama.cpp n'a renvoyé aucun embedding pour la séquence {seq}.</translation>
        </message>
        <message>
            <source>The embedding model was closed.</source>
            <translation>Le modèle d'embedding a été fermé.</translation>
        </message>
        <message>
            <source>The embedding model {name} cannot be used: {error}</source>
            <translation>Le modèle d'embedding {name} ne peut pas être utilisé : {error}</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>A reply is already being generated.</source>
            <translation>Une réponse est déjà en cours de génération.</translation>
        </message>
        <message>
            <source>The prompt has {count} tokens; the context holds {n_ctx}.</source>
            <translation>Le prompt fait {count} tokens ; le contexte en contient {n_ctx}.</translation>
        </message>
        <message>
            <source>llama_decode failed with code {code}</source>
            <translation>llama_decode a échoué avec le code {code}</translation>
        </message>
        <message>
            <source>The engine is busy with a reply.</source>
            <translation>Le moteur est occupé par une réponse.</translation>
        </message>
        <message>
            <source>The model file {name} was changed on disk while it was loaded. Load it again to go on (nothing of the chat is lost).</source>
            <translation>Le fichier de modèle {name} a été modifié sur le disque pendant qu'il était chargé. Rechargez-le pour continuer (rien de la discussion n'est perdu).</translation>
        </message>
        <message>
            <source>The prefix has {count} tokens; the context holds {n_ctx}.</source>
            <translation>Le préfixe fait {count} tokens ; le contexte en contient {n_ctx}.</translation>
        </message>
        <message>
            <source>llama.cpp did not accept the grammar the schema became.</source>
            <translation>llama.cpp n'a pas accepté la grammaire tirée du schéma.</translation>
        </message>
        <message>
            <source>This model was loaded for {count} replies at once, not {asked}: load it again after changing the number in Settings.</source>
            <translation>Ce modèle a été chargé pour {count} réponses à la fois, et non {asked} : rechargez-le après avoir changé ce nombre dans les Paramètres.</translation>
        </message>
        <message>
            <source>There is no reply {index} in the cache.</source>
            <translation>Il n'y a pas de réponse {index} dans le cache.</translation>
        </message>
    </context>
    <context>
        <name>EngineEvents</name>
        <message>
            <source>Loaded {name} · faster replies: {speculation}</source>
            <translation>{name} chargé · réponses plus rapides : {speculation}</translation>
        </message>
        <message>
            <source>Loaded {name}</source>
            <translation>{name} chargé</translation>
        </message>
        <message>
            <source>The model's chat template is broken; using the {format} format instead.</source>
            <translation>Le gabarit de discussion du modèle est défectueux ; le format {format} est utilisé à la place.</translation>
        </message>
        <message>
            <source>{error} The model reads text only.</source>
            <translation>{error} Le modèle ne lit que du texte.</translation>
        </message>
        <message>
            <source>{error} Guesses come from the chat instead (prompt lookup).</source>
            <translation>{error} Les prédictions viennent plutôt de la discussion (prompt lookup).</translation>
        </message>
        <message>
            <source>The model could not be loaded. Choose another one to begin.</source>
            <translation>Le modèle n'a pas pu être chargé. Choisissez-en un autre pour commencer.</translation>
        </message>
        <message>
            <source>Loading cancelled</source>
            <translation>Chargement annulé</translation>
        </message>
        <message>
            <source>Loading was cancelled.</source>
            <translation>Le chargement a été annulé.</translation>
        </message>
        <message numerus="yes">
            <source>Restoring %Ln tokens from disk…</source>
            <translation>
                <numerusform>Restauration de %Ln token depuis le disque…</numerusform>
                <numerusform>Restauration de %Ln tokens depuis le disque…</numerusform>
            </translation>
        </message>
        <message>
            <source>Re-reading the chat…</source>
            <translation>Relecture de la discussion…</translation>
        </message>
        <message numerus="yes">
            <source>Restored %Ln tokens from disk in {ms} ms</source>
            <translation>
                <numerusform>%Ln token restauré depuis le disque en {ms} ms</numerusform>
                <numerusform>%Ln tokens restaurés depuis le disque en {ms} ms</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Reopened warm: %Ln tokens of this chat's memory restored in {ms} ms.</source>
            <translation>
                <numerusform>Rouverte à chaud : %Ln token de la mémoire de cette discussion restauré en {ms} ms.</numerusform>
                <numerusform>Rouverte à chaud : %Ln tokens de la mémoire de cette discussion restaurés en {ms} ms.</numerusform>
            </translation>
        </message>
        <message>
            <source>Stopped re-reading; the chat will be read when you send</source>
            <translation>Relecture arrêtée ; la discussion sera lue à l'envoi</translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s ({reason})</source>
            <translation>
                <numerusform>%Ln token relu en {seconds} s ({reason})</numerusform>
                <numerusform>%Ln tokens relus en {seconds} s ({reason})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s</source>
            <translation>
                <numerusform>%Ln token relu en {seconds} s</numerusform>
                <numerusform>%Ln tokens relus en {seconds} s</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s because {reason}.</source>
            <translation>
                <numerusform>%Ln token relu en {seconds} s, car {reason}.</numerusform>
                <numerusform>%Ln tokens relus en {seconds} s, car {reason}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s.</source>
            <translation>
                <numerusform>%Ln token relu en {seconds} s.</numerusform>
                <numerusform>%Ln tokens relus en {seconds} s.</numerusform>
            </translation>
        </message>
        <message>
            <source>{title} — Emberly</source>
            <translation>{title} — Emberly</translation>
        </message>
        <message>
            <source>Reply streaming</source>
            <translation>Réponse en cours</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>Écriture…</translation>
        </message>
        <message numerus="yes">
            <source>Writing %n versions…</source>
            <translation>
                <numerusform>Écriture de %n version…</numerusform>
                <numerusform>Écriture de %n versions…</numerusform>
            </translation>
        </message>
        <message>
            <source>Characters written so far: {counts}</source>
            <translation>Caractères écrits jusqu'ici : {counts}</translation>
        </message>
        <message>
            <source>Reply stopped</source>
            <translation>Réponse arrêtée</translation>
        </message>
        <message>
            <source>Reply finished</source>
            <translation>Réponse terminée</translation>
        </message>
        <message>
            <source>Loading stopped because of an error in Emberly (see the report).</source>
            <translation>Le chargement s'est arrêté à cause d'une erreur dans Emberly (voir le rapport).</translation>
        </message>
    </context>
    <context>
        <name>EngineLoad</name>
        <message>
            <source>Loading was cancelled.</source>
            <translation>Le chargement a été annulé.</translation>
        </message>
        <message>
            <source>KV cache type must be one of {choices}, not {value}</source>
            <translation>Le type de cache KV doit être l'un de {choices}, et non {value}</translation>
        </message>
        <message>
            <source>Flash attention must be one of {choices}, not {value}</source>
            <translation>Flash attention doit valoir l'un de {choices}, et non {value}</translation>
        </message>
        <message>
            <source>A {kv_type} KV cache needs flash attention (auto or on).</source>
            <translation>Un cache KV {kv_type} nécessite flash attention (auto ou on).</translation>
        </message>
        <message>
            <source>Speculation must be one of {choices}, not {value}</source>
            <translation>La spéculation doit valoir l'un de {choices}, et non {value}</translation>
        </message>
        <message>
            <source>The GPU has too little memory for {asked} layers of {name}: {placed} of its {total} layers run there now, the rest on the CPU.</source>
            <translation>Le GPU a trop peu de mémoire pour {asked} couches de {name} : {placed} de ses {total} couches y tournent maintenant, le reste sur le CPU.</translation>
        </message>
        <message>
            <source>{first}

{second}</source>
            <translation>{first}

{second}</translation>
        </message>
        <message>
            <source>the first decode failed on the GPU (llama_decode returned {code})</source>
            <translation>le premier décodage a échoué sur le GPU (llama_decode a renvoyé {code})</translation>
        </message>
        <message>
            <source>llama.cpp could not create a context</source>
            <translation>llama.cpp n'a pas pu créer de contexte</translation>
        </message>
        <message>
            <source>The model loaded but a context of {n_ctx} tokens could not be created ({reason}). Try a smaller context size or KV cache type q8_0.</source>
            <translation>Le modèle s'est chargé mais un contexte de {n_ctx} tokens n'a pas pu être créé ({reason}). Essayez une taille de contexte plus petite ou le type de cache KV q8_0.</translation>
        </message>
        <message>
            <source>{name} needs about {needed} GiB with a {n_ctx}-token context, but only {free} GiB of memory is free. Choose a smaller context, a smaller KV cache type, or a smaller model.</source>
            <translation>{name} a besoin d'environ {needed} GiB avec un contexte de {n_ctx} tokens, mais seulement {free} GiB de mémoire sont libres. Choisissez un contexte plus petit, un type de cache KV plus petit ou un modèle plus petit.</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>aucune raison donnée</translation>
        </message>
        <message>
            <source>{name} uses the '{architecture}' architecture, which this version of llama.cpp does not support. Updating llama-cpp-python may help.</source>
            <translation>{name} utilise l'architecture « {architecture} », que cette version de llama.cpp ne prend pas en charge. Mettre à jour llama-cpp-python peut aider.</translation>
        </message>
        <message>
            <source>Not enough memory to load {name} ({detail}).</source>
            <translation>Pas assez de mémoire pour charger {name} ({detail}).</translation>
        </message>
        <message>
            <source>{name} is damaged or cut off ({detail}). Download it again.</source>
            <translation>{name} est endommagé ou tronqué ({detail}). Téléchargez-le à nouveau.</translation>
        </message>
        <message>
            <source>llama.cpp could not load {name}: {detail}</source>
            <translation>llama.cpp n'a pas pu charger {name} : {detail}</translation>
        </message>
    </context>
    <context>
        <name>EngineLoop</name>
        <message>
            <source>Emberly is closing: the request was not run.</source>
            <translation>Emberly se ferme : la requête n'a pas été exécutée.</translation>
        </message>
    </context>
    <context>
        <name>EngineStart</name>
        <message>
            <source>fast path (extra buffer types on)</source>
            <translation>voie rapide (types de tampons supplémentaires activés)</translation>
        </message>
        <message>
            <source>safe CPU path (extra buffer types off)</source>
            <translation>voie CPU sûre (types de tampons supplémentaires désactivés)</translation>
        </message>
        <message>
            <source>fast path (extra buffer types on), at most {layers} GPU layers</source>
            <translation>voie rapide (types de tampons supplémentaires activés), au plus {layers} couches GPU</translation>
        </message>
        <message>
            <source>safe CPU path (extra buffer types off), at most {layers} GPU layers</source>
            <translation>voie CPU sûre (types de tampons supplémentaires désactivés), au plus {layers} couches GPU</translation>
        </message>
        <message>
            <source>illegal instruction, {signal}</source>
            <translation>instruction illégale, {signal}</translation>
        </message>
        <message>
            <source>invalid memory access, {signal}</source>
            <translation>accès mémoire invalide, {signal}</translation>
        </message>
        <message>
            <source>bus error, {signal}</source>
            <translation>erreur de bus, {signal}</translation>
        </message>
        <message>
            <source>aborted, {signal}</source>
            <translation>interrompu, {signal}</translation>
        </message>
        <message>
            <source>arithmetic fault, {signal}</source>
            <translation>erreur arithmétique, {signal}</translation>
        </message>
        <message>
            <source>killed, {signal}</source>
            <translation>tué, {signal}</translation>
        </message>
        <message>
            <source>no answer in time</source>
            <translation>pas de réponse à temps</translation>
        </message>
        <message>
            <source>exit code {code}</source>
            <translation>code de sortie {code}</translation>
        </message>
        <message>
            <source>killed by signal {signal}</source>
            <translation>tué par le signal {signal}</translation>
        </message>
        <message>
            <source>died ({how}) after stage '{stage}': {detail}</source>
            <translation>plantage ({how}) après l'étape « {stage} » : {detail}</translation>
        </message>
        <message>
            <source>died ({how}) after stage '{stage}'</source>
            <translation>plantage ({how}) après l'étape « {stage} »</translation>
        </message>
        <message>
            <source>the {name} path</source>
            <translation>la voie {name}</translation>
        </message>
        <message>
            <source>the plain CPU path</source>
            <translation>la voie CPU simple</translation>
        </message>
        <message>
            <source>This CPU reports AMX but cannot run it ({signal}); using {path} instead.</source>
            <translation>Ce CPU annonce AMX mais ne peut pas l'exécuter ({signal}) ; Emberly utilise {path} à la place.</translation>
        </message>
        <message>
            <source>extra buffer types</source>
            <translation>types de tampons supplémentaires</translation>
        </message>
        <message>
            <source>llama.cpp's fast CPU path ({used}) crashed on this computer ({signal}); using {path} instead.</source>
            <translation>La voie CPU rapide de llama.cpp ({used}) a planté sur cet ordinateur ({signal}) ; Emberly utilise {path} à la place.</translation>
        </message>
        <message>
            <source>llama.cpp crashed when using the GPU on this computer ({signal}); running on the CPU only.</source>
            <translation>llama.cpp a planté en utilisant le GPU sur cet ordinateur ({signal}) ; il tourne désormais sur le CPU seulement.</translation>
        </message>
        <message>
            <source>llama.cpp crashed on this computer ({signal}); using a safer setting: {path}.</source>
            <translation>llama.cpp a planté sur cet ordinateur ({signal}) ; Emberly utilise un réglage plus sûr : {path}.</translation>
        </message>
        <message>
            <source>Checking that llama.cpp runs on this computer (once per llama.cpp build and CPU)…</source>
            <translation>Vérification que llama.cpp fonctionne sur cet ordinateur (une fois par build de llama.cpp et par CPU)…</translation>
        </message>
        <message>
            <source>llama.cpp crashes on this computer whatever the settings ({reasons}). This llama-cpp-python may have been built for another CPU: reinstall it built here with 'pip install --force-reinstall --no-cache-dir --no-deps llama-cpp-python=={version}'.</source>
            <translation>llama.cpp plante sur cet ordinateur quels que soient les réglages ({reasons}). Ce llama-cpp-python a peut-être été compilé pour un autre CPU : réinstallez-le en le compilant ici avec « pip install --force-reinstall --no-cache-dir --no-deps llama-cpp-python=={version} ».</translation>
        </message>
    </context>
    <context>
        <name>GetModels</name>
        <message>
            <source>Download</source>
            <translation>Télécharger</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Progression</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>Téléchargements</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Mettre en pause</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reprendre</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Remove from list</source>
            <translation>Retirer de la liste</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Charger</translation>
        </message>
        <message>
            <source>{n} s left</source>
            <translation>encore {n} s</translation>
        </message>
        <message>
            <source>{n} min left</source>
            <translation>encore {n} min</translation>
        </message>
        <message>
            <source>{n} h left</source>
            <translation>encore {n} h</translation>
        </message>
        <message>
            <source>{size}/s</source>
            <translation>{size}/s</translation>
        </message>
        <message>
            <source>checking what is on disk…</source>
            <translation>vérification de ce qui est sur le disque…</translation>
        </message>
        <message>
            <source>waiting · {share}</source>
            <translation>en attente · {share}</translation>
        </message>
        <message>
            <source>paused at {share} ({done} of {total})</source>
            <translation>en pause à {share} ({done} sur {total})</translation>
        </message>
        <message>
            <source>stopped at {share}</source>
            <translation>arrêté à {share}</translation>
        </message>
        <message>
            <source>done · {size}</source>
            <translation>terminé · {size}</translation>
        </message>
        <message numerus="yes">
            <source>%n models</source>
            <translation>
                <numerusform>%n modèle</numerusform>
                <numerusform>%n modèles</numerusform>
            </translation>
        </message>
        <message>
            <source>Downloading {what}: {progress}</source>
            <translation>Téléchargement de {what} : {progress}</translation>
        </message>
        <message numerus="yes">
            <source>%n download stopped: see Get models</source>
            <translation>
                <numerusform>%n téléchargement arrêté : voir Obtenir des modèles</numerusform>
                <numerusform>%n téléchargements arrêtés : voir Obtenir des modèles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n downloads stopped: see Get models</source>
            <translation>
                <numerusform>%n téléchargement arrêté : voir Obtenir des modèles</numerusform>
                <numerusform>%n téléchargements arrêtés : voir Obtenir des modèles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n download paused</source>
            <translation>
                <numerusform>%n téléchargement en pause</numerusform>
                <numerusform>%n téléchargements en pause</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n downloads paused</source>
            <translation>
                <numerusform>%n téléchargement en pause</numerusform>
                <numerusform>%n téléchargements en pause</numerusform>
            </translation>
        </message>
        <message>
            <source>fits</source>
            <translation>adapté</translation>
        </message>
        <message>
            <source>tight</source>
            <translation>juste</translation>
        </message>
        <message>
            <source>too big</source>
            <translation>trop gros</translation>
        </message>
        <message>
            <source>Fits in the memory free now, with a 4,096-token context.</source>
            <translation>Tient dans la mémoire libre actuelle, avec un contexte de 4 096 tokens.</translation>
        </message>
        <message>
            <source>Only fits if other programs give memory back; a smaller context helps.</source>
            <translation>Ne tient que si d'autres programmes libèrent de la mémoire ; un contexte plus petit aide.</translation>
        </message>
        <message>
            <source>Needs more memory than this computer has.</source>
            <translation>Demande plus de mémoire que cet ordinateur n'en a.</translation>
        </message>
        <message>
            <source>Search Hugging Face for GGUF models, or paste a link or owner/repo</source>
            <translation>Rechercher des modèles GGUF sur Hugging Face, ou coller un lien ou propriétaire/dépôt</translation>
        </message>
        <message>
            <source>Search models</source>
            <translation>Rechercher des modèles</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>Effacer la recherche</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Rechercher</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modèle</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Taille</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>Mémoire</translation>
        </message>
        <message>
            <source>About</source>
            <translation>Description</translation>
        </message>
        <message>
            <source>Models to download</source>
            <translation>Modèles à télécharger</translation>
        </message>
        <message>
            <source>Choose a model to see what it is and whether it fits.</source>
            <translation>Choisissez un modèle pour voir ce que c'est et s'il tient en mémoire.</translation>
        </message>
        <message>
            <source>The Hub could not be asked ({error}).</source>
            <translation>Impossible d'interroger le Hub ({error}).</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Recherche…</translation>
        </message>
        <message>
            <source>Looking in {repo}…</source>
            <translation>Recherche dans {repo}…</translation>
        </message>
        <message>
            <source>Recommended: instruct models that run well on a desktop, smallest first</source>
            <translation>Recommandés : des modèles instruct qui tournent bien sur un ordinateur de bureau, du plus petit au plus grand</translation>
        </message>
        <message>
            <source>{name} · for documents</source>
            <translation>{name} · pour les documents</translation>
        </message>
        <message numerus="yes">
            <source>On Hugging Face: %n repository with GGUF files, most downloaded first; open one to see its files</source>
            <translation>
                <numerusform>Sur Hugging Face : %n dépôt avec des fichiers GGUF, les plus téléchargés d'abord ; ouvrez-en un pour voir ses fichiers</numerusform>
                <numerusform>Sur Hugging Face : %n dépôts avec des fichiers GGUF, les plus téléchargés d'abord ; ouvrez-en un pour voir ses fichiers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>On Hugging Face: %n repositories with GGUF files, most downloaded first; open one to see its files</source>
            <translation>
                <numerusform>Sur Hugging Face : %n dépôt avec des fichiers GGUF, les plus téléchargés d'abord ; ouvrez-en un pour voir ses fichiers</numerusform>
                <numerusform>Sur Hugging Face : %n dépôts avec des fichiers GGUF, les plus téléchargés d'abord ; ouvrez-en un pour voir ses fichiers</numerusform>
            </translation>
        </message>
        <message>
            <source>No GGUF models matched; try fewer words, or paste owner/repo.</source>
            <translation>Aucun modèle GGUF trouvé ; essayez avec moins de mots, ou collez propriétaire/dépôt.</translation>
        </message>
        <message>
            <source>{downloads} downloads · {likes} likes · updated {updated}</source>
            <translation>{downloads} téléchargements · {likes} j'aime · mis à jour le {updated}</translation>
        </message>
        <message>
            <source>Listing files…</source>
            <translation>Liste des fichiers…</translation>
        </message>
        <message>
            <source>No GGUF files in this repository</source>
            <translation>Aucun fichier GGUF dans ce dépôt</translation>
        </message>
        <message>
            <source>vision projector: loads beside a model</source>
            <translation>projecteur de vision : se charge à côté d'un modèle</translation>
        </message>
        <message>
            <source>On Hugging Face: {repo}</source>
            <translation>Sur Hugging Face : {repo}</translation>
        </message>
        <message numerus="yes">
            <source>%n GGUF files</source>
            <translation>
                <numerusform>%n fichier GGUF</numerusform>
                <numerusform>%n fichiers GGUF</numerusform>
            </translation>
        </message>
        <message>
            <source>{repo} holds no GGUF files.</source>
            <translation>{repo} ne contient aucun fichier GGUF.</translation>
        </message>
        <message>
            <source>Open it to see its files.</source>
            <translation>Ouvrez-le pour voir ses fichiers.</translation>
        </message>
        <message>
            <source>An embedding model: once downloaded, Load makes it the one documents and libraries are searched with by meaning (Settings ▸ Embedding model).</source>
            <translation>Un modèle d'embedding : une fois téléchargé, Charger en fait celui avec lequel les documents et les bibliothèques sont cherchés par le sens (Paramètres ▸ Modèle d'embedding).</translation>
        </message>
        <message>
            <source>context {context} tokens · licence {licence}</source>
            <translation>contexte {context} tokens · licence {licence}</translation>
        </message>
        <message>
            <source>Memory with a 4,096-token context: about {size} — {verdict}</source>
            <translation>Mémoire avec un contexte de 4 096 tokens : environ {size} — {verdict}</translation>
        </message>
        <message>
            <source>quantisation not named</source>
            <translation>quantification non précisée</translation>
        </message>
        <message numerus="yes">
            <source>{quant} · {size} in %n parts</source>
            <translation>
                <numerusform>{quant} · {size} en %n partie</numerusform>
                <numerusform>{quant} · {size} en %n parties</numerusform>
            </translation>
        </message>
        <message>
            <source>a vision projector: it loads beside its model</source>
            <translation>un projecteur de vision : il se charge à côté de son modèle</translation>
        </message>
        <message>
            <source>about {size} of memory — {verdict}</source>
            <translation>environ {size} de mémoire — {verdict}</translation>
        </message>
    </context>
    <context>
        <name>Grammar</name>
        <message>
            <source>The schema is not JSON: {error}</source>
            <translation>Le schéma n'est pas du JSON : {error}</translation>
        </message>
        <message>
            <source>The schema has {size} characters (at most {limit}).</source>
            <translation>Le schéma fait {size} caractères (au plus {limit}).</translation>
        </message>
        <message>
            <source>The grammar helper is not available; the schema was not converted.</source>
            <translation>L'outil de grammaire n'est pas disponible ; le schéma n'a pas été converti.</translation>
        </message>
        <message>
            <source>The grammar helper is not available; the grammar was not checked.</source>
            <translation>L'outil de grammaire n'est pas disponible ; la grammaire n'a pas été vérifiée.</translation>
        </message>
        <message>
            <source>The schema cannot be used: {error}.</source>
            <translation>Le schéma ne peut pas être utilisé : {error}.</translation>
        </message>
        <message>
            <source>The schema took over {seconds} s to convert into a grammar; it was stopped.</source>
            <translation>La conversion du schéma en grammaire a pris plus de {seconds} s ; elle a été arrêtée.</translation>
        </message>
        <message>
            <source>The schema needed more memory than a grammar may use; it was stopped.</source>
            <translation>Le schéma demandait plus de mémoire qu'une grammaire ne peut en utiliser ; il a été arrêté.</translation>
        </message>
        <message>
            <source>The schema's grammar crashed the grammar checker; it is not used.</source>
            <translation>La grammaire du schéma a fait planter le vérificateur de grammaire ; elle n'est pas utilisée.</translation>
        </message>
        <message>
            <source>The schema cannot be expressed as a grammar: {error}</source>
            <translation>Le schéma ne peut pas être exprimé sous forme de grammaire : {error}</translation>
        </message>
        <message>
            <source>There is no tool {name} to call.</source>
            <translation>Il n'y a pas d'outil {name} à appeler.</translation>
        </message>
        <message>
            <source>There are no tools to call.</source>
            <translation>Il n'y a aucun outil à appeler.</translation>
        </message>
        <message>
            <source>a repetition of {low} to {high} times</source>
            <translation>une répétition de {low} à {high} fois</translation>
        </message>
        <message>
            <source>it nests too deeply for a grammar</source>
            <translation>son imbrication est trop profonde pour une grammaire</translation>
        </message>
        <message>
            <source>it cannot be expressed as a grammar: {error}</source>
            <translation>il ne peut pas être exprimé sous forme de grammaire : {error}</translation>
        </message>
        <message>
            <source>its grammar would have {size} characters (at most {limit})</source>
            <translation>sa grammaire ferait {size} caractères (au plus {limit})</translation>
        </message>
        <message>
            <source>llama.cpp did not accept the grammar it became</source>
            <translation>llama.cpp n'a pas accepté la grammaire qui en est issue</translation>
        </message>
        <message>
            <source>The schema has over {limit} values.</source>
            <translation>Le schéma a plus de {limit} valeurs.</translation>
        </message>
        <message>
            <source>The schema nests over {limit} levels deep (at {at}).</source>
            <translation>Le schéma est imbriqué sur plus de {limit} niveaux (à {at}).</translation>
        </message>
        <message>
            <source>{key} at {at} must be a whole number of at least 0.</source>
            <translation>{key} à {at} doit être un nombre entier d'au moins 0.</translation>
        </message>
        <message>
            <source>{key} {value} at {at} is over {limit}: a grammar holds repetitions up to {limit}.</source>
            <translation>{key} {value} à {at} dépasse {limit} : une grammaire admet des répétitions jusqu'à {limit}.</translation>
        </message>
        <message>
            <source>{low} is over {high} at {at}: no value can match.</source>
            <translation>{low} dépasse {high} à {at} : aucune valeur ne peut correspondre.</translation>
        </message>
        <message>
            <source>{key} at {at} has over {limit} digits.</source>
            <translation>{key} à {at} a plus de {limit} chiffres.</translation>
        </message>
        <message>
            <source>The enum at {at} lists {count} values (at most {limit}).</source>
            <translation>L'enum à {at} liste {count} valeurs (au plus {limit}).</translation>
        </message>
        <message>
            <source>The $ref at {at} points outside the schema ({ref}): Emberly fetches nothing.</source>
            <translation>Le $ref à {at} pointe hors du schéma ({ref}) : Emberly ne va rien chercher.</translation>
        </message>
        <message>
            <source>The pattern at {at} has {size} characters (at most {limit}).</source>
            <translation>Le motif à {at} fait {size} caractères (au plus {limit}).</translation>
        </message>
        <message>
            <source>The pattern at {at} repeats something {low} to {high} times: no value can match.</source>
            <translation>Le motif à {at} répète quelque chose de {low} à {high} fois : aucune valeur ne peut correspondre.</translation>
        </message>
        <message>
            <source>The pattern at {at} repeats too much: written out it would be {size} characters (at most {limit}).</source>
            <translation>Le motif à {at} répète trop : écrit en entier, il ferait {size} caractères (au plus {limit}).</translation>
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>Choose a model…</source>
            <translation>Choisir un modèle…</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modèle</translation>
        </message>
        <message>
            <source>Choose a model (Ctrl+O)</source>
            <translation>Choisir un modèle (Ctrl+O)</translation>
        </message>
        <message>
            <source>Chat settings</source>
            <translation>Paramètres de la discussion</translation>
        </message>
        <message>
            <source>Chat settings: system prompt and sampling (Ctrl+;)</source>
            <translation>Paramètres de la discussion : prompt système et échantillonnage (Ctrl+;)</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>Téléchargements</translation>
        </message>
        <message>
            <source>Model downloads: open Get models</source>
            <translation>Téléchargements de modèles : ouvrir Obtenir des modèles</translation>
        </message>
        <message>
            <source>Speed of the last reply</source>
            <translation>Vitesse de la dernière réponse</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Progression</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>Bibliothèques</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>Suspendre l'indexation</translation>
        </message>
        <message>
            <source>Local API server</source>
            <translation>Serveur API local</translation>
        </message>
        <message>
            <source>API</source>
            <translation>API</translation>
        </message>
        <message>
            <source>{name} · vision</source>
            <translation>{name} · vision</translation>
        </message>
        <message>
            <source>{path}
chat format: {format}
GPU layers: {layers}
Click to choose another model (Ctrl+O)</source>
            <translation>{path}
format de discussion : {format}
couches GPU : {layers}
Cliquez pour choisir un autre modèle (Ctrl+O)</translation>
        </message>
        <message>
            <source>Re-reading {done} / {total} tokens…</source>
            <translation>Relecture de {done} / {total} tokens…</translation>
        </message>
        <message>
            <source>Reading {done} / {total} tokens…</source>
            <translation>Lecture de {done} / {total} tokens…</translation>
        </message>
        <message>
            <source>API · busy</source>
            <translation>API · occupée</translation>
        </message>
        <message>
            <source>{rate} tok/s</source>
            <translation>{rate} tok/s</translation>
        </message>
        <message>
            <source>demo</source>
            <translation>démo</translation>
        </message>
        <message>
            <source>The bundled demo model: a tiny base model that writes fluent nonsense.
Choose a real model with Ctrl+O.</source>
            <translation>Le modèle de démo fourni : un tout petit modèle de base qui écrit des absurdités bien tournées.
Choisissez un vrai modèle avec Ctrl+O.</translation>
        </message>
        <message>
            <source>%v / %m tokens</source>
            <translation>%v / %m tokens</translation>
        </message>
        <message>
            <source>Context used</source>
            <translation>Contexte utilisé</translation>
        </message>
        <message>
            <source>Context used by this chat: the messages shown, not their other versions</source>
            <translation>Contexte utilisé par cette discussion : les messages affichés, pas leurs autres versions</translation>
        </message>
    </context>
    <context>
        <name>Hub</name>
        <message>
            <source>{name} ({count} parts)</source>
            <translation>{name} ({count} parties)</translation>
        </message>
        <message>
            <source>a name that is not UTF-8</source>
            <translation>un nom qui n'est pas en UTF-8</translation>
        </message>
        <message>
            <source>an empty name or one with control characters</source>
            <translation>un nom vide ou contenant des caractères de contrôle</translation>
        </message>
        <message>
            <source>an absolute path</source>
            <translation>un chemin absolu</translation>
        </message>
        <message>
            <source>a name with an empty, . or .. part</source>
            <translation>un nom avec une partie vide, . ou ..</translation>
        </message>
        <message>
            <source>a name of {size} bytes</source>
            <translation>un nom de {size} octets</translation>
        </message>
        <message>
            <source>the search for {query}</source>
            <translation>la recherche de {query}</translation>
        </message>
        <message>
            <source>{repo} is not a Hub repository (owner/name).</source>
            <translation>{repo} n'est pas un dépôt du Hub (propriétaire/nom).</translation>
        </message>
        <message>
            <source>The Hub at {host} listed files in {repo} that Emberly cannot use: {problem} (and {count} more).</source>
            <translation>Le Hub ({host}) a listé dans {repo} des fichiers qu'Emberly ne peut pas utiliser : {problem} (et {count} autres).</translation>
        </message>
        <message>
            <source>The Hub at {host} listed files in {repo} that Emberly cannot use: {problem}.</source>
            <translation>Le Hub ({host}) a listé dans {repo} des fichiers qu'Emberly ne peut pas utiliser : {problem}.</translation>
        </message>
        <message>
            <source>{type} where a file entry goes</source>
            <translation>{type} à la place d'une entrée de fichier</translation>
        </message>
        <message>
            <source>{type} as a file name</source>
            <translation>{type} comme nom de fichier</translation>
        </message>
        <message>
            <source>{problem} ({name})</source>
            <translation>{problem} ({name})</translation>
        </message>
        <message>
            <source>a size of {size} for {name}</source>
            <translation>une taille de {size} pour {name}</translation>
        </message>
        <message>
            <source>a sha256 of {sha256} for {name}</source>
            <translation>un sha256 de {sha256} pour {name}</translation>
        </message>
        <message>
            <source>the curated list and the models on this computer still work.</source>
            <translation>la liste sélectionnée et les modèles de cet ordinateur fonctionnent toujours.</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with {type} where a list goes.</source>
            <translation>Le Hub ({host}) a répondu à {what} par {type} là où une liste est attendue.</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>un objet</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>une liste</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>une chaîne</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true ou false</translation>
        </message>
        <message>
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <source>The Hub at {host} listed more than {count} entries for {what}: Emberly stops there.</source>
            <translation>Le Hub ({host}) a listé plus de {count} entrées pour {what} : Emberly s'arrête là.</translation>
        </message>
        <message>
            <source>The Hub at {host} kept sending pages for {what} past {count}: Emberly stops there.</source>
            <translation>Le Hub ({host}) a continué d'envoyer des pages pour {what} au-delà de {count} : Emberly s'arrête là.</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>un nombre</translation>
        </message>
        <message>
            <source>Hugging Face is switched off on this computer (HF_HUB_OFFLINE is set).</source>
            <translation>Hugging Face est désactivé sur cet ordinateur (HF_HUB_OFFLINE est défini).</translation>
        </message>
        <message>
            <source>HF_ENDPOINT {endpoint} is not an http:// or https:// address.</source>
            <translation>HF_ENDPOINT {endpoint} n'est pas une adresse http:// ou https://.</translation>
        </message>
        <message>
            <source>The Hub at {host} redirected {what} more than {count} times.</source>
            <translation>Le Hub ({host}) a redirigé {what} plus de {count} fois.</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {status} for {what}.</source>
            <translation>Le Hub ({host}) a répondu {status} pour {what}.</translation>
        </message>
        <message>
            <source>The Hub at {host} redirected {what} to {target}: Emberly follows the Hub only within {address}.</source>
            <translation>Le Hub ({host}) a redirigé {what} vers {target} : Emberly ne suit le Hub qu'à l'intérieur de {address}.</translation>
        </message>
        <message>
            <source>The Hub at {host} sent the next page of {what} to {target}: Emberly follows the Hub only within {address}.</source>
            <translation>Le Hub ({host}) a envoyé la page suivante de {what} vers {target} : Emberly ne suit le Hub qu'à l'intérieur de {address}.</translation>
        </message>
        <message>
            <source>The Hub at {host} encoded {what} as {coding}, which Emberly did not ask for.</source>
            <translation>Le Hub ({host}) a encodé {what} en {coding}, ce qu'Emberly n'avait pas demandé.</translation>
        </message>
        <message>
            <source>The Hub at {host} sent {what} as broken gzip ({error}).</source>
            <translation>Le Hub ({host}) a envoyé {what} en gzip défectueux ({error}).</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with JSON nested too deeply.</source>
            <translation>Le Hub ({host}) a répondu à {what} avec un JSON trop profondément imbriqué.</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with something that is not JSON ({error}).</source>
            <translation>Le Hub ({host}) a répondu à {what} par quelque chose qui n'est pas du JSON ({error}).</translation>
        </message>
        <message>
            <source>The Hub is limiting requests from this computer for now; try again in a minute. The curated list still works.</source>
            <translation>Le Hub limite pour l'instant les requêtes de cet ordinateur ; réessayez dans une minute. La liste sélectionnée fonctionne toujours.</translation>
        </message>
        <message>
            <source>{what} is gated: accept its licence on huggingface.co and log in first.</source>
            <translation>{what} est à accès restreint : acceptez d'abord sa licence sur huggingface.co et connectez-vous.</translation>
        </message>
        <message>
            <source>{what} was not found on the Hub.</source>
            <translation>{what} est introuvable sur le Hub.</translation>
        </message>
        <message>
            <source>{what} is private or gated on the Hub ({status}).</source>
            <translation>{what} est privé ou à accès restreint sur le Hub ({status}).</translation>
        </message>
        <message>
            <source>The Hub at {host} sent more than {size} MB for {what}: Emberly stops reading there.</source>
            <translation>Le Hub ({host}) a envoyé plus de {size} MB pour {what} : Emberly arrête de lire là.</translation>
        </message>
        <message>
            <source>The Hub at {host} took more than {seconds} s to answer {what}; try again later: {hint}</source>
            <translation>Le Hub ({host}) a mis plus de {seconds} s à répondre à {what} ; réessayez plus tard : {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} did not take the connection within {seconds} s. You seem to be offline: {hint}</source>
            <translation>Le Hub ({host}) n'a pas accepté la connexion en {seconds} s. Vous semblez hors ligne : {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} sent nothing for {seconds} s while Emberly asked for {what}; try again later: {hint}</source>
            <translation>Le Hub ({host}) n'a rien envoyé pendant {seconds} s alors qu'Emberly demandait {what} ; réessayez plus tard : {hint}</translation>
        </message>
        <message>
            <source>Cannot reach {host} ({detail}). You seem to be offline: {hint}</source>
            <translation>Impossible de joindre {host} ({detail}). Vous semblez hors ligne : {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} broke the connection while answering {what} ({detail}): {hint}</source>
            <translation>Le Hub ({host}) a coupé la connexion en répondant à {what} ({detail}) : {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} did not answer {what} as HTTP should ({detail}).</source>
            <translation>Le Hub ({host}) n'a pas répondu à {what} comme HTTP le prévoit ({detail}).</translation>
        </message>
    </context>
    <context>
        <name>Images</name>
        <message>
            <source>The image</source>
            <translation>L'image</translation>
        </message>
        <message>
            <source>An image of {width} × {height} needs {needed} bytes of pixels, not {given}.</source>
            <translation>Une image de {width} × {height} nécessite {needed} octets de pixels, et non {given}.</translation>
        </message>
        <message>
            <source>{name} is {size} MB; images up to {limit} MB are read.</source>
            <translation>{name} fait {size} MB ; les images sont lues jusqu'à {limit} MB.</translation>
        </message>
        <message>
            <source>{name} is {width} × {height} pixels: too large to open (up to {limit} million pixels).</source>
            <translation>{name} fait {width} × {height} pixels : trop grande pour être ouverte (jusqu'à {limit} millions de pixels).</translation>
        </message>
        <message>
            <source>{name} declares more pixels than it could hold: not opened ({error}).</source>
            <translation>{name} déclare plus de pixels qu'elle ne pourrait en contenir : non ouverte ({error}).</translation>
        </message>
        <message>
            <source>{name} is not a PNG, JPEG, WebP or GIF image.</source>
            <translation>{name} n'est pas une image PNG, JPEG, WebP ou GIF.</translation>
        </message>
        <message>
            <source>{name} could not be read: it is damaged or cut short ({error}).</source>
            <translation>{name} n'a pas pu être lue : elle est endommagée ou tronquée ({error}).</translation>
        </message>
    </context>
    <context>
        <name>Import</name>
        <message>
            <source>no date</source>
            <translation>sans date</translation>
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
            <translation>Sans titre</translation>
        </message>
        <message numerus="yes">
            <source>%Ln more in other versions</source>
            <translation>
                <numerusform>%Ln de plus dans d'autres versions</numerusform>
                <numerusform>%Ln de plus dans d'autres versions</numerusform>
            </translation>
        </message>
        <message>
            <source>imported before</source>
            <translation>déjà importée</translation>
        </message>
        <message>
            <source>skipped: {why}</source>
            <translation>ignorée : {why}</translation>
        </message>
        <message>
            <source>Import chats</source>
            <translation>Importer des discussions</translation>
        </message>
        <message>
            <source>Choose an export of ChatGPT, Claude or Open WebUI (its zip or JSON), or a folder of LM Studio or Jan chats.</source>
            <translation>Choisissez un export de ChatGPT, Claude ou Open WebUI (son zip ou son JSON), ou un dossier de discussions LM Studio ou Jan.</translation>
        </message>
        <message>
            <source>Choose a file…</source>
            <translation>Choisir un fichier…</translation>
        </message>
        <message>
            <source>Choose a folder…</source>
            <translation>Choisir un dossier…</translation>
        </message>
        <message>
            <source>{app}'s chats on this computer</source>
            <translation>Les discussions de {app} sur cet ordinateur</translation>
        </message>
        <message>
            <source>Chats to import</source>
            <translation>Discussions à importer</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importer</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Choose an export</source>
            <translation>Choisir un export</translation>
        </message>
        <message>
            <source>Exports (*.zip *.json *.jsonl);;All files (*)</source>
            <translation>Exports (*.zip *.json *.jsonl);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Choose a folder of chats</source>
            <translation>Choisir un dossier de discussions</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>Lecture de {file}…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln chat(s) in {file}</source>
            <translation>
                <numerusform>%Ln discussion dans {file}</numerusform>
                <numerusform>%Ln discussions dans {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%Ln imported before: unchecked)</source>
            <translation>
                <numerusform> (%Ln déjà importée : décochée)</numerusform>
                <numerusform> (%Ln déjà importées : décochées)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %Ln skipped, with nothing to import</source>
            <translation>
                <numerusform> ; %Ln ignorée, sans rien à importer</numerusform>
                <numerusform> ; %Ln ignorées, sans rien à importer</numerusform>
            </translation>
        </message>
        <message>
            <source>{found}. Versions (edits, regenerations) come as each chat's versions.</source>
            <translation>{found}. Les versions (modifications, régénérations) deviennent les versions de chaque discussion.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Importing: {done} of {total}</source>
            <translation>Importation : {done} sur {total}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln chat(s) imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>%Ln discussion importée (arrêt : les autres n'ont pas été importées).</numerusform>
                <numerusform>%Ln discussions importées (arrêt : les autres n'ont pas été importées).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln chat(s) imported.</source>
            <translation>
                <numerusform>%Ln discussion importée.</numerusform>
                <numerusform>%Ln discussions importées.</numerusform>
            </translation>
        </message>
        <message>
            <source>The import stopped: {error}</source>
            <translation>L'importation s'est arrêtée : {error}</translation>
        </message>
        <message>
            <source>Stopping after the chat being imported…</source>
            <translation>Arrêt après la discussion en cours d'importation…</translation>
        </message>
    </context>
    <context>
        <name>Libraries</name>
        <message>
            <source>by meaning ({model}) and by keywords</source>
            <translation>par le sens ({model}) et par mots-clés</translation>
        </message>
        <message>
            <source>by keywords (BM25; choose an embedding model in Settings to search by meaning too)</source>
            <translation>par mots-clés (BM25 ; choisissez un modèle d'embedding dans les Paramètres pour chercher aussi par le sens)</translation>
        </message>
        <message>
            <source>{folder} files</source>
            <translation>fichiers de {folder}</translation>
        </message>
        <message numerus="yes">
            <source>paused: {done} of %n new or changed files</source>
            <translation>
                <numerusform>en pause : {done} sur %n fichier nouveau ou modifié</numerusform>
                <numerusform>en pause : {done} sur %n fichiers nouveaux ou modifiés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>indexing: {done} of %n new or changed files</source>
            <translation>
                <numerusform>indexation : {done} sur %n fichier nouveau ou modifié</numerusform>
                <numerusform>indexation : {done} sur %n fichiers nouveaux ou modifiés</numerusform>
            </translation>
        </message>
        <message>
            <source>waiting to be indexed</source>
            <translation>en attente d'indexation</translation>
        </message>
        <message>
            <source>no documents found</source>
            <translation>aucun document trouvé</translation>
        </message>
        <message numerus="yes">
            <source>%Ln document</source>
            <translation>
                <numerusform>%Ln document</numerusform>
                <numerusform>%Ln documents</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln documents</source>
            <translation>
                <numerusform>%Ln document</numerusform>
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
                <numerusform>%n illisible</numerusform>
                <numerusform>%n illisibles</numerusform>
            </translation>
        </message>
        <message>
            <source>Resume indexing</source>
            <translation>Reprendre l'indexation</translation>
        </message>
        <message>
            <source>Pause indexing (resumes where it stopped)</source>
            <translation>Suspendre l'indexation (elle reprendra là où elle s'est arrêtée)</translation>
        </message>
        <message>
            <source>Paused the library {name}: {file}
Click to see your libraries</source>
            <translation>Bibliothèque {name} en pause : {file}
Cliquez pour voir vos bibliothèques</translation>
        </message>
        <message>
            <source>Indexing the library {name}: {file}
Click to see your libraries</source>
            <translation>Indexation de la bibliothèque {name} : {file}
Cliquez pour voir vos bibliothèques</translation>
        </message>
        <message>
            <source>No libraries yet</source>
            <translation>Aucune bibliothèque pour l'instant</translation>
        </message>
        <message>
            <source>Manage libraries…</source>
            <translation>Gérer les bibliothèques…</translation>
        </message>
        <message>
            <source>This chat searches {libraries} for every message</source>
            <translation>Cette discussion cherche dans {libraries} pour chaque message</translation>
        </message>
        <message>
            <source>Libraries: folders this chat searches for every message</source>
            <translation>Bibliothèques : les dossiers dans lesquels cette discussion cherche pour chaque message</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>Bibliothèques</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>Ajouter un dossier…</translation>
        </message>
        <message>
            <source>Add files…</source>
            <translation>Ajouter des fichiers…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <source>Remove the library and its index (your files stay where they are)</source>
            <translation>Retirer la bibliothèque et son index (vos fichiers restent où ils sont)</translation>
        </message>
        <message>
            <source>Folders and files Emberly indexes on this computer, kept in sync while it runs. Attach a library to a chat (the books button beside the message box) and every message is answered with the passages found in it, cited. Search is {search}; nothing leaves this computer.</source>
            <translation>Les dossiers et fichiers qu'Emberly indexe sur cet ordinateur, tenus à jour tant qu'il tourne. Associez une bibliothèque à une discussion (le bouton en forme de livres à côté de la zone de message) : chaque message reçoit alors une réponse fondée sur les passages qui y sont trouvés, avec leurs citations. La recherche se fait {search} ; rien ne quitte cet ordinateur.</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>Suspendre l'indexation</translation>
        </message>
        <message>
            <source>Add a folder as a library</source>
            <translation>Ajouter un dossier comme bibliothèque</translation>
        </message>
        <message>
            <source>Add files as a library</source>
            <translation>Ajouter des fichiers comme bibliothèque</translation>
        </message>
        <message>
            <source>Paused {name} {done}/{total}</source>
            <translation>{name} en pause {done}/{total}</translation>
        </message>
        <message>
            <source>Indexing {name} {done}/{total}</source>
            <translation>Indexation de {name} {done}/{total}</translation>
        </message>
        <message>
            <source>Paused {name}</source>
            <translation>{name} en pause</translation>
        </message>
        <message>
            <source>Indexing {name}</source>
            <translation>Indexation de {name}</translation>
        </message>
        <message>
            <source>{library} › {name} — the passage the model read, highlighted in the file</source>
            <translation>{library} › {name} — le passage lu par le modèle, surligné dans le fichier</translation>
        </message>
        <message>
            <source>{library} › {name} — the passage the model read (the file has changed or left its library since)</source>
            <translation>{library} › {name} — le passage lu par le modèle (le fichier a changé ou a quitté sa bibliothèque depuis)</translation>
        </message>
        <message>
            <source>the list of libraries</source>
            <translation>la liste des bibliothèques</translation>
        </message>
        <message>
            <source>The list of libraries cannot be read ({error}); it starts empty.</source>
            <translation>La liste des bibliothèques ne peut pas être lue ({error}) ; elle repart vide.</translation>
        </message>
        <message>
            <source>{id} is not a library's id</source>
            <translation>{id} n'est pas un identifiant de bibliothèque</translation>
        </message>
        <message>
            <source>The list of libraries cannot be saved: {reason}</source>
            <translation>La liste des bibliothèques ne peut pas être enregistrée : {reason}</translation>
        </message>
        <message>
            <source>The embedding model failed: {error}</source>
            <translation>Le modèle d'embedding a échoué : {error}</translation>
        </message>
        <message>
            <source>The library {name} is not indexed yet</source>
            <translation>La bibliothèque {name} n'est pas encore indexée</translation>
        </message>
        <message>
            <source>The library {name} cannot be opened: {error}</source>
            <translation>La bibliothèque {name} ne peut pas être ouverte : {error}</translation>
        </message>
        <message>
            <source>The library {name} was made by a newer Emberly</source>
            <translation>La bibliothèque {name} a été créée par une version plus récente d'Emberly</translation>
        </message>
    </context>
    <context>
        <name>LibrarySearch</name>
        <message>
            <source>A library this chat searched was removed; the others are still searched.</source>
            <translation>Une bibliothèque dans laquelle cette discussion cherchait a été retirée ; les autres sont toujours consultées.</translation>
        </message>
        <message>
            <source>The library {name} cannot be searched: {error}</source>
            <translation>La recherche dans la bibliothèque {name} est impossible : {error}</translation>
        </message>
        <message>
            <source>Passages from your libraries are left out: {error}</source>
            <translation>Les passages de vos bibliothèques sont laissés de côté : {error}</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>&amp;Chat</source>
            <translation>&amp;Discussion</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Aide</translation>
        </message>
        <message>
            <source>&amp;New chat</source>
            <translation>&amp;Nouvelle discussion</translation>
        </message>
        <message>
            <source>Choose &amp;model…</source>
            <translation>Choisir un &amp;modèle…</translation>
        </message>
        <message>
            <source>&amp;Export chat as Markdown…</source>
            <translation>&amp;Exporter la discussion en Markdown…</translation>
        </message>
        <message>
            <source>Export chat as Markdown with all &amp;versions…</source>
            <translation>Exporter la discussion en Markdown avec toutes les &amp;versions…</translation>
        </message>
        <message>
            <source>Export chat as &amp;HTML…</source>
            <translation>Exporter la discussion en &amp;HTML…</translation>
        </message>
        <message>
            <source>Export chat as &amp;PDF…</source>
            <translation>Exporter la discussion en P&amp;DF…</translation>
        </message>
        <message>
            <source>Export chat as &amp;JSON…</source>
            <translation>Exporter la discussion en &amp;JSON…</translation>
        </message>
        <message>
            <source>Export chat as JSON with its &amp;cache…</source>
            <translation>Exporter la discussion en JSON avec son &amp;cache…</translation>
        </message>
        <message>
            <source>Export &amp;all chats (or those the search finds)…</source>
            <translation>Exporter &amp;toutes les discussions (ou celles que la recherche trouve)…</translation>
        </message>
        <message>
            <source>&amp;Import chat…</source>
            <translation>&amp;Importer une discussion…</translation>
        </message>
        <message>
            <source>Import chats from &amp;other apps…</source>
            <translation>Importer des discussions d'&amp;autres applications…</translation>
        </message>
        <message>
            <source>&amp;Libraries…</source>
            <translation>&amp;Bibliothèques…</translation>
        </message>
        <message>
            <source>Local &amp;API server…</source>
            <translation>Serveur API &amp;local…</translation>
        </message>
        <message>
            <source>&amp;Tools (MCP servers)…</source>
            <translation>&amp;Outils (serveurs MCP)…</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Paramètres…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>&amp;Regenerate reply</source>
            <translation>&amp;Régénérer la réponse</translation>
        </message>
        <message>
            <source>Regenerate ×&amp;N</source>
            <translation>Régénérer ×&amp;N</translation>
        </message>
        <message>
            <source>&amp;Continue reply</source>
            <translation>&amp;Continuer la réponse</translation>
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation>&amp;Arrêter</translation>
        </message>
        <message>
            <source>C&amp;opy last reply</source>
            <translation>C&amp;opier la dernière réponse</translation>
        </message>
        <message>
            <source>Re&amp;name chat…</source>
            <translation>R&amp;enommer la discussion…</translation>
        </message>
        <message>
            <source>Search chats</source>
            <translation>Rechercher dans les discussions</translation>
        </message>
        <message>
            <source>Go to the message &amp;box</source>
            <translation>Aller à la &amp;zone de message</translation>
        </message>
        <message>
            <source>Scroll to the &amp;first message</source>
            <translation>Aller au &amp;premier message</translation>
        </message>
        <message>
            <source>Scroll to the &amp;newest message</source>
            <translation>Aller au &amp;dernier message</translation>
        </message>
        <message>
            <source>Chat settings…</source>
            <translation>Paramètres de la discussion…</translation>
        </message>
        <message>
            <source>Co&amp;mpare with another model…</source>
            <translation>Co&amp;mparer avec un autre modèle…</translation>
        </message>
        <message>
            <source>Attach a &amp;web page…</source>
            <translation>Joindre une page &amp;web…</translation>
        </message>
        <message>
            <source>Copy &amp;diagnostics</source>
            <translation>Copier les &amp;diagnostics</translation>
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation>Ouvrir le dossier des &amp;journaux</translation>
        </message>
        <message>
            <source>&amp;About Emberly</source>
            <translation>À &amp;propos d'Emberly</translation>
        </message>
    </context>
    <context>
        <name>ModelContext</name>
        <message>
            <source>This message needs {needed} tokens, but the context holds {context} with {reserve} kept free for the reply. Shorten it or load the model with a larger context.</source>
            <translation>Ce message nécessite {needed} tokens, mais le contexte en contient {context}, dont {reserve} gardés libres pour la réponse. Raccourcissez-le ou chargez le modèle avec un contexte plus grand.</translation>
        </message>
    </context>
    <context>
        <name>ModelFiles</name>
        <message>
            <source>The model file {path} does not exist.</source>
            <translation>Le fichier de modèle {path} n'existe pas.</translation>
        </message>
        <message>
            <source>{path} is a folder, not a GGUF model file.</source>
            <translation>{path} est un dossier, pas un fichier de modèle GGUF.</translation>
        </message>
        <message>
            <source>{name} is not a regular file, so not a GGUF model file.</source>
            <translation>{name} n'est pas un fichier ordinaire, donc pas un fichier de modèle GGUF.</translation>
        </message>
        <message>
            <source>Emberly may not read {path}: {reason}.</source>
            <translation>Emberly n'a pas le droit de lire {path} : {reason}.</translation>
        </message>
        <message>
            <source>{path} could not be read: {reason}.</source>
            <translation>{path} n'a pas pu être lu : {reason}.</translation>
        </message>
        <message>
            <source>{name} is empty, not a GGUF model.</source>
            <translation>{name} est vide, ce n'est pas un modèle GGUF.</translation>
        </message>
        <message>
            <source>{name} is a text file, not a GGUF model.</source>
            <translation>{name} est un fichier texte, pas un modèle GGUF.</translation>
        </message>
        <message>
            <source>{name} is not a GGUF model file (it does not start with 'GGUF').</source>
            <translation>{name} n'est pas un fichier de modèle GGUF (il ne commence pas par « GGUF »).</translation>
        </message>
        <message>
            <source>{name} has no general.architecture: it is not a language model GGUF.</source>
            <translation>{name} n'a pas de general.architecture : ce n'est pas un GGUF de modèle de langage.</translation>
        </message>
        <message>
            <source>{name} is damaged or cut off: its GGUF header is incomplete ({error}).</source>
            <translation>{name} est endommagé ou tronqué : son en-tête GGUF est incomplet ({error}).</translation>
        </message>
        <message>
            <source>{name} is not a valid GGUF file ({error}).</source>
            <translation>{name} n'est pas un fichier GGUF valide ({error}).</translation>
        </message>
        <message>
            <source>{name} is cut off: it holds {size} bytes but its tensors need {needed}. Download it again.</source>
            <translation>{name} est tronqué : il contient {size} octets mais ses tenseurs en nécessitent {needed}. Téléchargez-le à nouveau.</translation>
        </message>
        <message>
            <source>Parts of this split model are missing: {parts}.</source>
            <translation>Des parties de ce modèle découpé manquent : {parts}.</translation>
        </message>
        <message>
            <source>the header ends early at byte {at}</source>
            <translation>l'en-tête se termine trop tôt à l'octet {at}</translation>
        </message>
    </context>
    <context>
        <name>Picker</name>
        <message>
            <source>no preset</source>
            <translation>aucun préréglage</translation>
        </message>
        <message>
            <source>The preset (Chat settings ▸ Preset) every new chat with this model starts with</source>
            <translation>Le préréglage (Paramètres de la discussion ▸ Préréglage) par lequel commence chaque nouvelle discussion avec ce modèle</translation>
        </message>
        <message>
            <source>{size} tokens</source>
            <translation>{size} tokens</translation>
        </message>
        <message>
            <source>This build of llama.cpp runs on the CPU only. For GPU offload, reinstall llama-cpp-python with CMAKE_ARGS="-DGGML_CUDA=on" (NVIDIA), "-DGGML_METAL=on" (Apple) or "-DGGML_VULKAN=on".</source>
            <translation>Cette version de llama.cpp ne tourne que sur le CPU. Pour le déchargement sur GPU, réinstallez llama-cpp-python avec CMAKE_ARGS="-DGGML_CUDA=on" (NVIDIA), "-DGGML_METAL=on" (Apple) ou "-DGGML_VULKAN=on".</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>Choisir un modèle</translation>
        </message>
        <message>
            <source>Model files</source>
            <translation>Fichiers de modèle</translation>
        </message>
        <message>
            <source>Model file</source>
            <translation>Fichier de modèle</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Taille</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Provenance</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Parcourir…</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>Ajouter un dossier…</translation>
        </message>
        <message>
            <source>Select a model to see its details.</source>
            <translation>Sélectionnez un modèle pour voir ses détails.</translation>
        </message>
        <message>
            <source>GPU layers</source>
            <translation>Couches GPU</translation>
        </message>
        <message>
            <source>A vision projector (mmproj) lets the model read images in messages. Get models downloads a vision model's projector beside it.</source>
            <translation>Un projecteur de vision (mmproj) permet au modèle de lire les images des messages. Obtenir des modèles télécharge le projecteur d'un modèle de vision à côté de celui-ci.</translation>
        </message>
        <message>
            <source>automatic</source>
            <translation>automatique</translation>
        </message>
        <message>
            <source>Try the fast path again</source>
            <translation>Réessayer la voie rapide</translation>
        </message>
        <message>
            <source>Forget the safer setting chosen after a crash; the next model load checks again</source>
            <translation>Oublier le réglage plus sûr choisi après un plantage ; le prochain chargement de modèle vérifiera à nouveau</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Charger</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Context size</source>
            <translation>Taille du contexte</translation>
        </message>
        <message>
            <source>KV cache type</source>
            <translation>Type de cache KV</translation>
        </message>
        <message>
            <source>Threads</source>
            <translation>Threads</translation>
        </message>
        <message>
            <source>Images</source>
            <translation>Images</translation>
        </message>
        <message>
            <source>Speculation</source>
            <translation>Spéculation</translation>
        </message>
        <message>
            <source>New chats</source>
            <translation>Nouvelles discussions</translation>
        </message>
        <message>
            <source>Memory needed</source>
            <translation>Mémoire nécessaire</translation>
        </message>
        <message>
            <source>Engine path</source>
            <translation>Chemin du moteur</translation>
        </message>
        <message>
            <source>On this computer</source>
            <translation>Sur cet ordinateur</translation>
        </message>
        <message>
            <source>Get models</source>
            <translation>Obtenir des modèles</translation>
        </message>
        <message>
            <source>Servers</source>
            <translation>Serveurs</translation>
        </message>
        <message numerus="yes">
            <source>{name}  (%n parts)</source>
            <translation>
                <numerusform>{name}  (%n partie)</numerusform>
                <numerusform>{name}  (%n parties)</numerusform>
            </translation>
        </message>
        <message>
            <source>Added</source>
            <translation>Ajouté</translation>
        </message>
        <message>
            <source>{source} · recent</source>
            <translation>{source} · récent</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>Connexion à {url}…</translation>
        </message>
        <message>
            <source>Choose a GGUF model</source>
            <translation>Choisir un modèle GGUF</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf);;All files (*)</source>
            <translation>Modèles GGUF (*.gguf);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Add a folder of models</source>
            <translation>Ajouter un dossier de modèles</translation>
        </message>
        <message>
            <source>none: text only</source>
            <translation>aucun : texte seulement</translation>
        </message>
        <message>
            <source>none in the model's folder</source>
            <translation>aucun dans le dossier du modèle</translation>
        </message>
        <message>
            <source>CPU only</source>
            <translation>CPU seulement</translation>
        </message>
        <message>
            <source>all</source>
            <translation>toutes</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucune</translation>
        </message>
        <message>
            <source>, recurrent state {size}</source>
            <translation>, état récurrent {size}</translation>
        </message>
        <message>
            <source>, image projector {size}</source>
            <translation>, projecteur d'images {size}</translation>
        </message>
        <message>
            <source>about {total} (weights {weights}{vision}, KV cache {kv_cache}{state}, work buffers {compute})</source>
            <translation>environ {total} (poids {weights}{vision}, cache KV {kv_cache}{state}, tampons de travail {compute})</translation>
        </message>
        <message>
            <source>checked when the next model loads (once per llama.cpp build and CPU)</source>
            <translation>vérifié au prochain chargement de modèle (une fois par build de llama.cpp et par CPU)</translation>
        </message>
        <message>
            <source>{path}: it works on this computer</source>
            <translation>{path} : fonctionne sur cet ordinateur</translation>
        </message>
        <message>
            <source>The fast path will be tried again when the next model loads.</source>
            <translation>La voie rapide sera réessayée au prochain chargement de modèle.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <source>no (a format is chosen by architecture)</source>
            <translation>non (un format est choisi selon l'architecture)</translation>
        </message>
        <message>
            <source>, sliding window {size}</source>
            <translation>, fenêtre glissante {size}</translation>
        </message>
        <message numerus="yes">
            <source>native context {context} tokens · %n layers{window}</source>
            <translation>
                <numerusform>contexte natif {context} tokens · %n couche{window}</numerusform>
                <numerusform>contexte natif {context} tokens · %n couches{window}</numerusform>
            </translation>
        </message>
        <message>
            <source>chat template: {template}</source>
            <translation>gabarit de discussion : {template}</translation>
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>Apply a preset…</source>
            <translation>Appliquer un préréglage…</translation>
        </message>
        <message>
            <source>A preset's system prompt, sampling and tools, copied into this chat</source>
            <translation>Le prompt système, l'échantillonnage et les outils d'un préréglage, copiés dans cette discussion</translation>
        </message>
        <message>
            <source>Save as preset…</source>
            <translation>Enregistrer comme préréglage…</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>Importer…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exporter…</translation>
        </message>
        <message>
            <source>A preset file: Emberly's, or LM Studio's (0.2 or 0.3)</source>
            <translation>Un fichier de préréglage : d'Emberly, ou de LM Studio (0.2 ou 0.3)</translation>
        </message>
        <message>
            <source>{name} (built in)</source>
            <translation>{name} (intégré)</translation>
        </message>
        <message>
            <source>Save as preset</source>
            <translation>Enregistrer comme préréglage</translation>
        </message>
        <message>
            <source>Name of the preset:</source>
            <translation>Nom du préréglage :</translation>
        </message>
        <message>
            <source>Import a preset</source>
            <translation>Importer un préréglage</translation>
        </message>
        <message>
            <source>Presets (*.json);;All files (*)</source>
            <translation>Préréglages (*.json);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>{name} ({source}) is imported; Emberly has no place for its {skipped}, which were left out.</source>
            <translation>{name} ({source}) est importé ; Emberly n'a pas de place pour ses {skipped}, qui ont été laissés de côté.</translation>
        </message>
        <message>
            <source>Presets</source>
            <translation>Préréglages</translation>
        </message>
        <message>
            <source>The preset could not be saved: {error}</source>
            <translation>Le préréglage n'a pas pu être enregistré : {error}</translation>
        </message>
        <message>
            <source>Export a preset</source>
            <translation>Exporter un préréglage</translation>
        </message>
        <message>
            <source>Presets (*.json)</source>
            <translation>Préréglages (*.json)</translation>
        </message>
        <message>
            <source>{file} could not be written: {error}</source>
            <translation>{file} n'a pas pu être écrit : {error}</translation>
        </message>
        <message>
            <source>stop strings</source>
            <translation>chaînes d'arrêt</translation>
        </message>
        <message>
            <source>a token limit</source>
            <translation>limite de tokens</translation>
        </message>
        <message>
            <source>a prompt format</source>
            <translation>format de prompt</translation>
        </message>
        <message>
            <source>a frequency penalty</source>
            <translation>pénalité de fréquence</translation>
        </message>
        <message>
            <source>a presence penalty</source>
            <translation>pénalité de présence</translation>
        </message>
        <message>
            <source>a preset file</source>
            <translation>ce qu'un fichier de préréglage peut contenir</translation>
        </message>
        <message>
            <source>{name} cannot be read as a preset: {error}</source>
            <translation>{name} ne peut pas être lu comme préréglage : {error}</translation>
        </message>
        <message>
            <source>{name} is not a preset: it holds no settings object.</source>
            <translation>{name} n'est pas un préréglage : il ne contient aucun objet de réglages.</translation>
        </message>
        <message>
            <source>{name} is not a preset Emberly knows (its own, or LM Studio's).</source>
            <translation>{name} n'est pas un préréglage qu'Emberly connaît (le sien, ou celui de LM Studio).</translation>
        </message>
        <message>
            <source>The presets file</source>
            <translation>Le fichier des préréglages</translation>
        </message>
        <message>
            <source>Your presets could not be read ({error}); the built-in ones are shown.</source>
            <translation>Vos préréglages n'ont pas pu être lus ({error}) ; les préréglages intégrés sont affichés.</translation>
        </message>
    </context>
    <context>
        <name>Projector</name>
        <message>
            <source>No model is loaded for the projector.</source>
            <translation>Aucun modèle n'est chargé pour le projecteur.</translation>
        </message>
        <message>
            <source>The prompt has {count} images where {given} were given.</source>
            <translation>Le prompt contient {count} images alors que {given} ont été fournies.</translation>
        </message>
        <message>
            <source>This model reads no images: choose its projector (mmproj) file with it.</source>
            <translation>Ce modèle ne lit pas d'images : choisissez avec lui son fichier de projecteur (mmproj).</translation>
        </message>
        <message>
            <source>An image in this chat must be read again, which needs the model's projector (mmproj) and the image.</source>
            <translation>Une image de cette discussion doit être relue, ce qui nécessite le projecteur (mmproj) du modèle et l'image.</translation>
        </message>
        <message>
            <source>An image's span in the prompt was cut.</source>
            <translation>L'emplacement d'une image dans le prompt a été coupé.</translation>
        </message>
        <message>
            <source>This projector reads the image into another span than the saved chat's: load the projector the chat was written with.</source>
            <translation>Ce projecteur lit l'image dans un autre emplacement que celui de la discussion enregistrée : chargez le projecteur avec lequel la discussion a été écrite.</translation>
        </message>
        <message>
            <source>An image of {count} tokens does not fit in the context of {n_ctx}.</source>
            <translation>Une image de {count} tokens ne tient pas dans le contexte de {n_ctx}.</translation>
        </message>
        <message>
            <source>The image took other positions than its span says.</source>
            <translation>L'image a occupé d'autres positions que celles indiquées par son emplacement.</translation>
        </message>
        <message>
            <source>The projector {name} is not there: {path}.</source>
            <translation>Le projecteur {name} est introuvable : {path}.</translation>
        </message>
        <message>
            <source>{name} is not a projector for this model (not a vision projector llama.cpp reads, or made for a model other than {width} wide).</source>
            <translation>{name} n'est pas un projecteur pour ce modèle (pas un projecteur de vision que llama.cpp sait lire, ou conçu pour un modèle d'une autre largeur que {width}).</translation>
        </message>
        <message>
            <source>{name} has no vision encoder (an audio projector?).</source>
            <translation>{name} n'a pas d'encodeur de vision (un projecteur audio ?).</translation>
        </message>
        <message>
            <source>The projector is closed.</source>
            <translation>Le projecteur est fermé.</translation>
        </message>
        <message>
            <source>libmtmd refused an image of {width} × {height}.</source>
            <translation>libmtmd a refusé une image de {width} × {height}.</translation>
        </message>
        <message>
            <source>libmtmd could not prepare the image (code {code}).</source>
            <translation>libmtmd n'a pas pu préparer l'image (code {code}).</translation>
        </message>
        <message>
            <source>libmtmd made no image chunk of the image.</source>
            <translation>libmtmd n'a produit aucun bloc d'image à partir de l'image.</translation>
        </message>
        <message>
            <source>This projector's images take {positions} positions for {count} tokens: not supported.</source>
            <translation>Les images de ce projecteur occupent {positions} positions pour {count} tokens : non pris en charge.</translation>
        </message>
        <message>
            <source>{name} needs image tokens this model's vocabulary does not have: it was made for another model.</source>
            <translation>{name} a besoin de tokens d'image absents du vocabulaire de ce modèle : il a été conçu pour un autre modèle.</translation>
        </message>
        <message>
            <source>The projector or the image was closed.</source>
            <translation>Le projecteur ou l'image a été fermé.</translation>
        </message>
        <message>
            <source>The image could not be read (libmtmd code {code}).</source>
            <translation>L'image n'a pas pu être lue (code libmtmd {code}).</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{name} is not a regular file</source>
            <translation>{name} n'est pas un fichier ordinaire</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {reason}</source>
            <translation>{name} ne peut pas être ouvert : {reason}</translation>
        </message>
        <message>
            <source>{name} is {size} bytes, more than a record of Emberly's can be</source>
            <translation>{name} fait {size} octets, plus qu'un enregistrement d'Emberly ne peut en faire</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation>{name} ne peut pas être lu : {reason}</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>ce n'est pas un fichier ordinaire</translation>
        </message>
        <message>
            <source>it has {size} bytes, more than {what} ({limit})</source>
            <translation>le fichier fait {size} octets, plus que {what} ({limit})</translation>
        </message>
        <message>
            <source>it has more than {limit} bytes</source>
            <translation>le fichier fait plus de {limit} octets</translation>
        </message>
        <message>
            <source>{name} is more than {limit} bytes</source>
            <translation>{name} fait plus de {limit} octets</translation>
        </message>
        <message>
            <source>{what} is not valid JSON ({error})</source>
            <translation>{what} n'est pas du JSON valide ({error})</translation>
        </message>
        <message>
            <source>{what} is nested more than {depth} levels deep</source>
            <translation>{what} : imbrication de plus de {depth} niveaux</translation>
        </message>
    </context>
    <context>
        <name>Remote</name>
        <message>
            <source>Several replies at once need a model on this computer.</source>
            <translation>Plusieurs réponses à la fois nécessitent un modèle sur cet ordinateur.</translation>
        </message>
        <message>
            <source>the slot save</source>
            <translation>l'enregistrement du slot</translation>
        </message>
        <message>
            <source>the slot restore</source>
            <translation>la restauration du slot</translation>
        </message>
        <message>
            <source>the slot erase</source>
            <translation>l'effacement du slot</translation>
        </message>
        <message>
            <source>the server could not save it ({error})</source>
            <translation>le serveur n'a pas pu l'enregistrer ({error})</translation>
        </message>
        <message>
            <source>the server could not restore it ({error})</source>
            <translation>le serveur n'a pas pu le restaurer ({error})</translation>
        </message>
        <message>
            <source>the server could not erase it ({error})</source>
            <translation>le serveur n'a pas pu l'effacer ({error})</translation>
        </message>
        <message>
            <source>the server's template</source>
            <translation>le gabarit du serveur</translation>
        </message>
        <message>
            <source>The server at {server} does not serve {model} (it serves {models}).</source>
            <translation>Le serveur {server} ne sert pas {model} (il sert {models}).</translation>
        </message>
        <message>
            <source>The server at {server} sent far more than the {count} tokens asked for, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>Le serveur {server} a envoyé bien plus que les {count} tokens demandés, Emberly a donc arrêté de lire. Ce qu'il avait écrit jusque-là est conservé.</translation>
        </message>
        <message>
            <source>The model on {server} does not take images ({error}). Send again to go on without them, or load a vision model there (llama-server: --mmproj).</source>
            <translation>Le modèle sur {server} n'accepte pas les images ({error}). Renvoyez pour continuer sans elles, ou chargez-y un modèle de vision (llama-server : --mmproj).</translation>
        </message>
        <message>
            <source>The server read the whole chat again right after restoring it. On a sliding-window model (Gemma 3 and others) start llama-server with --swa-full, or it cannot reuse a restored slot.</source>
            <translation>Le serveur a relu toute la discussion juste après l'avoir restaurée. Avec un modèle à fenêtre glissante (Gemma 3 et d'autres), lancez llama-server avec --swa-full, sinon il ne peut pas réutiliser un slot restauré.</translation>
        </message>
        <message>
            <source>the server keeps no chat files (start llama-server with --slot-save-path)</source>
            <translation>le serveur ne conserve aucun fichier de discussion (lancez llama-server avec --slot-save-path)</translation>
        </message>
        <message>
            <source>its record could not be written ({error})</source>
            <translation>son enregistrement n'a pas pu être écrit ({error})</translation>
        </message>
        <message>
            <source>cache on server: prefix only</source>
            <translation>cache sur le serveur : préfixe seulement</translation>
        </message>
        <message>
            <source>every slot of the server is busy with other chats</source>
            <translation>tous les slots du serveur sont occupés par d'autres discussions</translation>
        </message>
        <message>
            <source>the server's file holds {tokens} tokens in {size} bytes, not the {saved_tokens} in {saved_size} saved</source>
            <translation>le fichier du serveur contient {tokens} tokens en {size} octets, et non les {saved_tokens} en {saved_size} enregistrés</translation>
        </message>
        <message>
            <source>Type the server's address, such as http://127.0.0.1:8080.</source>
            <translation>Saisissez l'adresse du serveur, par exemple http://127.0.0.1:8080.</translation>
        </message>
        <message>
            <source>{url} is not an http:// or https:// address.</source>
            <translation>{url} n'est pas une adresse http:// ou https://.</translation>
        </message>
        <message>
            <source>Emberly cannot reach the server at {server}: is it running? ({error})</source>
            <translation>Emberly ne parvient pas à joindre le serveur {server} : est-il lancé ? ({error})</translation>
        </message>
        <message>
            <source>The server at {server} did not answer in time.</source>
            <translation>Le serveur {server} n'a pas répondu à temps.</translation>
        </message>
        <message>
            <source>The server at {server} sent a body Emberly cannot decode ({error}).</source>
            <translation>Le serveur {server} a envoyé un corps de réponse qu'Emberly ne sait pas décoder ({error}).</translation>
        </message>
        <message>
            <source>The server at {server} redirected to no usable address ({error}).</source>
            <translation>Le serveur {server} a redirigé vers une adresse inutilisable ({error}).</translation>
        </message>
        <message>
            <source>The connection to {server} was lost ({error}).</source>
            <translation>La connexion à {server} a été perdue ({error}).</translation>
        </message>
        <message>
            <source>Emberly could not talk to {server}: {error}</source>
            <translation>Emberly n'a pas pu communiquer avec {server} : {error}</translation>
        </message>
        <message>
            <source>The server at {server} refused the request ({status}): {message}</source>
            <translation>Le serveur {server} a refusé la requête ({status}) : {message}</translation>
        </message>
        <message>
            <source>The server at {server} refused the API key ({status}): check it in Servers.</source>
            <translation>Le serveur {server} a refusé la clé API ({status}) : vérifiez-la dans Serveurs.</translation>
        </message>
        <message>
            <source>The chat is longer than the server's context: start a new chat, or fork a new chat from an earlier message. ({message})</source>
            <translation>La discussion est plus longue que le contexte du serveur : commencez une nouvelle discussion, ou dérivez-en une nouvelle à partir d'un message antérieur. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} no longer serves the model {model}: choose another in Servers. ({message})</source>
            <translation>Le serveur {server} ne sert plus le modèle {model} : choisissez-en un autre dans Serveurs. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} no longer serves what Emberly asked for: choose another in Servers. ({message})</source>
            <translation>Le serveur {server} ne sert plus ce qu'Emberly a demandé : choisissez autre chose dans Serveurs. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} is busy ({status}): try again in a moment. ({message})</source>
            <translation>Le serveur {server} est occupé ({status}) : réessayez dans un instant. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to no usable address ({target}).</source>
            <translation>Le serveur {server} a redirigé {what} vers une adresse inutilisable ({target}).</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to {target}; Emberly does not send a request on to another address. If the server moved, add its new address in Servers.</source>
            <translation>Le serveur {server} a redirigé {what} vers {target} ; Emberly ne transmet pas une requête à une autre adresse. Si le serveur a déménagé, ajoutez sa nouvelle adresse dans Serveurs.</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to {target}, another address; Emberly follows a server's redirects only within its own address. If the server moved, add its new address in Servers.</source>
            <translation>Le serveur {server} a redirigé {what} vers {target}, une autre adresse ; Emberly ne suit les redirections d'un serveur qu'à l'intérieur de sa propre adresse. Si le serveur a déménagé, ajoutez sa nouvelle adresse dans Serveurs.</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} more than {count} times.</source>
            <translation>Le serveur {server} a redirigé {what} plus de {count} fois.</translation>
        </message>
        <message>
            <source>The server at {server} answered {what} with a {encoding}-compressed body, though Emberly asks for none.</source>
            <translation>Le serveur {server} a répondu à {what} avec un corps compressé en {encoding}, alors qu'Emberly n'en demande aucun.</translation>
        </message>
        <message>
            <source>The server at {server} was still answering {what} after the time allowed, so Emberly stopped waiting.</source>
            <translation>Le serveur {server} répondait encore à {what} une fois le temps imparti écoulé, Emberly a donc cessé d'attendre.</translation>
        </message>
        <message>
            <source>The server at {server} answered {what} with over {size} MiB, more than such an answer is; Emberly stopped reading it.</source>
            <translation>Le serveur {server} a répondu à {what} avec plus de {size} MiB, plus qu'une telle réponse n'en fait ; Emberly a cessé de la lire.</translation>
        </message>
        <message>
            <source>the chat</source>
            <translation>la discussion</translation>
        </message>
        <message>
            <source>The server at {server} sent nothing for {seconds} s, so Emberly stopped waiting. What it wrote before is kept.</source>
            <translation>Le serveur {server} n'a rien envoyé pendant {seconds} s, Emberly a donc cessé d'attendre. Ce qu'il avait écrit jusque-là est conservé.</translation>
        </message>
        <message>
            <source>{error} What it wrote before is kept.</source>
            <translation>{error} Ce qu'il avait écrit jusque-là est conservé.</translation>
        </message>
        <message>
            <source>The server at {server} sent a line of over {size} MiB, which no reply chunk is. What it wrote before is kept.</source>
            <translation>Le serveur {server} a envoyé une ligne de plus de {size} MiB, ce qu'aucun fragment de réponse ne fait. Ce qu'il avait écrit jusque-là est conservé.</translation>
        </message>
        <message>
            <source>The server at {server} sent over {count} lines for one reply, more than any reply is, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>Le serveur {server} a envoyé plus de {count} lignes pour une seule réponse, plus qu'aucune réponse n'en a, Emberly a donc arrêté de lire. Ce qu'il avait écrit jusque-là est conservé.</translation>
        </message>
        <message>
            <source>The server at {server} sent over {size} MiB for one reply, more than any reply is, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>Le serveur {server} a envoyé plus de {size} MiB pour une seule réponse, plus qu'aucune réponse n'en fait, Emberly a donc arrêté de lire. Ce qu'il avait écrit jusque-là est conservé.</translation>
        </message>
        <message>
            <source>The reply from {server} stopped: {error}</source>
            <translation>La réponse de {server} s'est arrêtée : {error}</translation>
        </message>
        <message>
            <source>The server sent tool calls of more arguments than its reply could hold, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>Le serveur a envoyé des appels d'outils avec plus d'arguments que sa réponse ne pouvait en contenir, Emberly a donc arrêté de lire. Ce qu'il avait écrit jusque-là est conservé.</translation>
        </message>
        <message>
            <source>The server at {server} sent a tool call without a name or with arguments that are not a JSON object ({arguments}).</source>
            <translation>Le serveur {server} a envoyé un appel d'outil sans nom ou avec des arguments qui ne sont pas un objet JSON ({arguments}).</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>un objet</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>une liste</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>un nombre</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>une chaîne</translation>
        </message>
        <message>
            <source>the answer</source>
            <translation>la réponse</translation>
        </message>
        <message>
            <source>reply event</source>
            <translation>événement de réponse</translation>
        </message>
        <message>
            <source>slot file answer</source>
            <translation>réponse sur le fichier de slot</translation>
        </message>
        <message>
            <source>{endpoint} answer</source>
            <translation>réponse à {endpoint}</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>absent</translation>
        </message>
        <message>
            <source>The server at {server} sent a bad {what}: {name} is {value}, not {wanted}.</source>
            <translation>Le serveur {server} a envoyé des données invalides ({what}) : {name} est {value} ; attendu : {wanted}.</translation>
        </message>
        <message>
            <source>The server at {server} sent a {what} nested too deeply to read.</source>
            <translation>Le serveur {server} a envoyé des données ({what}) trop profondément imbriquées pour être lues.</translation>
        </message>
        <message>
            <source>The server at {server} sent a {what} that is not JSON ({error}).</source>
            <translation>Le serveur {server} a envoyé des données ({what}) qui ne sont pas du JSON ({error}).</translation>
        </message>
        <message>
            <source>a string of at most {limit} characters</source>
            <translation>une chaîne d'au plus {limit} caractères</translation>
        </message>
        <message>
            <source>{server} does not answer /v1/models as an OpenAI-compatible server does (it sent {value}, not an object).</source>
            <translation>{server} ne répond pas à /v1/models comme le fait un serveur compatible OpenAI (il a envoyé {value}, pas un objet).</translation>
        </message>
        <message>
            <source>The server at {server} sent a reply event that is {value}, not an object.</source>
            <translation>Le serveur {server} a envoyé un événement de réponse qui est {value}, et non un objet.</translation>
        </message>
        <message>
            <source>a slot</source>
            <translation>un slot</translation>
        </message>
        <message>
            <source>the rendered chat (a string)</source>
            <translation>la discussion rendue (une chaîne)</translation>
        </message>
        <message>
            <source>a list of token ids</source>
            <translation>une liste d'identifiants de tokens</translation>
        </message>
    </context>
    <context>
        <name>Runner</name>
        <message>
            <source>no saved cache</source>
            <translation>aucun cache enregistré</translation>
        </message>
        <message>
            <source>There is no message to answer.</source>
            <translation>Il n'y a aucun message auquel répondre.</translation>
        </message>
        <message>
            <source>No model is loaded.</source>
            <translation>Aucun modèle n'est chargé.</translation>
        </message>
        <message>
            <source>Only your own messages can be edited and sent again.</source>
            <translation>Seuls vos propres messages peuvent être modifiés et renvoyés.</translation>
        </message>
        <message>
            <source>The web is off: turn it on in Settings ▸ Web. The message went without it.</source>
            <translation>Le web est désactivé : activez-le dans Paramètres ▸ Web. Le message est parti sans lui.</translation>
        </message>
        <message>
            <source>The model was loaded for {parallel} replies at once, not {n}: load it again after changing the number in Settings.</source>
            <translation>Le modèle a été chargé pour {parallel} réponses à la fois, et non {n} : rechargez-le après avoir changé ce nombre dans les Paramètres.</translation>
        </message>
        <message>
            <source>The other replies are saved, but not all their caches: {error}</source>
            <translation>Les autres réponses sont enregistrées, mais pas tous leurs caches : {error}</translation>
        </message>
        <message>
            <source>There is no other version of that message.</source>
            <translation>Il n'y a pas d'autre version de ce message.</translation>
        </message>
        <message>
            <source>That message is no longer in this chat.</source>
            <translation>Ce message n'est plus dans cette discussion.</translation>
        </message>
        <message>
            <source>There is no reply to continue.</source>
            <translation>Il n'y a aucune réponse à continuer.</translation>
        </message>
        <message>
            <source>The tools of {name} are not available: {why}</source>
            <translation>Les outils de {name} ne sont pas disponibles : {why}</translation>
        </message>
        <message>
            <source>The tool {name} ({server}) is left out: {error}</source>
            <translation>L'outil {name} ({server}) est laissé de côté : {error}</translation>
        </message>
        <message>
            <source>The tool {name} is left out: {error}</source>
            <translation>L'outil {name} est laissé de côté : {error}</translation>
        </message>
        <message>
            <source>This chat's replies cannot be held to its setting: {error}</source>
            <translation>Les réponses de cette discussion ne peuvent pas respecter son réglage : {error}</translation>
        </message>
        <message>
            <source>{error}. The model is told the file is no longer available.</source>
            <translation>{error}. Le modèle est informé que le fichier n'est plus disponible.</translation>
        </message>
        <message>
            <source>The chat is saved, but its cache could not be: {error}</source>
            <translation>La discussion est enregistrée, mais pas son cache : {error}</translation>
        </message>
        <message>
            <source>No chat is open.</source>
            <translation>Aucune discussion n'est ouverte.</translation>
        </message>
        <message>
            <source>The model's chat template failed, so Emberly uses its built-in {format} format now. ({error})</source>
            <translation>Le gabarit de discussion du modèle a échoué, Emberly utilise donc désormais son format intégré {format}. ({error})</translation>
        </message>
    </context>
    <context>
        <name>Server</name>
        <message>
            <source>Off</source>
            <translation>Désactivé</translation>
        </message>
        <message numerus="yes">
            <source>%Ln request served</source>
            <translation>
                <numerusform>%Ln requête servie</numerusform>
                <numerusform>%Ln requêtes servies</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln requests served</source>
            <translation>
                <numerusform>%Ln requête servie</numerusform>
                <numerusform>%Ln requêtes servies</numerusform>
            </translation>
        </message>
        <message>
            <source>running: {request}</source>
            <translation>en cours : {request}</translation>
        </message>
        <message numerus="yes">
            <source>%n waiting</source>
            <translation>
                <numerusform>%n en attente</numerusform>
                <numerusform>%n en attente</numerusform>
            </translation>
        </message>
        <message>
            <source>no model loaded: requests are refused</source>
            <translation>aucun modèle chargé : les requêtes sont refusées</translation>
        </message>
        <message>
            <source>Local API server</source>
            <translation>Serveur API local</translation>
        </message>
        <message>
            <source>Other apps on this computer (editors, notes, scripts) can use the model loaded here through an OpenAI-compatible API: point them at the address below with the key. Your chats in this window are never touched, and conversations a client sends again continue warm.</source>
            <translation>D'autres applications de cet ordinateur (éditeurs, notes, scripts) peuvent utiliser le modèle chargé ici via une API compatible OpenAI : indiquez-leur l'adresse ci-dessous avec la clé. Vos discussions dans cette fenêtre ne sont jamais touchées, et les conversations qu'un client renvoie reprennent à chaud.</translation>
        </message>
        <message>
            <source>Serve the loaded model to other apps</source>
            <translation>Servir le modèle chargé aux autres applications</translation>
        </message>
        <message>
            <source>Allow other computers on my network</source>
            <translation>Autoriser les autres ordinateurs de mon réseau</translation>
        </message>
        <message>
            <source>⚠ Anyone on your network who has the key can use the model.</source>
            <translation>⚠ Toute personne de votre réseau qui a la clé peut utiliser le modèle.</translation>
        </message>
        <message>
            <source>none (browser pages may not call it); e.g. http://localhost:3000</source>
            <translation>aucune (les pages du navigateur ne peuvent pas l'appeler) ; ex. http://localhost:3000</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Clé API</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copier</translation>
        </message>
        <message>
            <source>Copy key</source>
            <translation>Copier la clé</translation>
        </message>
        <message>
            <source>New key</source>
            <translation>Nouvelle clé</translation>
        </message>
        <message>
            <source>Make a new key: apps using the old one must be given the new one</source>
            <translation>Créer une nouvelle clé : les applications qui utilisent l'ancienne devront recevoir la nouvelle</translation>
        </message>
        <message>
            <source>Stop the request</source>
            <translation>Arrêter la requête</translation>
        </message>
        <message>
            <source>Requests served</source>
            <translation>Requêtes servies</translation>
        </message>
        <message>
            <source>Each request served appears here, with its tokens and time.</source>
            <translation>Chaque requête servie apparaît ici, avec ses tokens et sa durée.</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>Port</translation>
        </message>
        <message>
            <source>Browser origins</source>
            <translation>Origines du navigateur</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Adresse</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>État</translation>
        </message>
        <message>
            <source>The key is kept {place}.</source>
            <translation>La clé est conservée {place}.</translation>
        </message>
        <message>
            <source>Let apps have the web searched first (web_search_options)</source>
            <translation>Laisser les applications faire d'abord une recherche sur le web (web_search_options)</translation>
        </message>
        <message>
            <source>With the search service of Settings ▸ Web: the pages read go into the request's prompt, and the reply cites them. Off: such requests are refused.</source>
            <translation>Avec le service de recherche de Paramètres ▸ Web : les pages lues vont dans le prompt de la requête, et la réponse les cite. Désactivé : ces requêtes sont refusées.</translation>
        </message>
        <message>
            <source>for this run only (no usable keyring, and the key file could not be written)</source>
            <translation>pour cette session seulement (aucun trousseau utilisable, et le fichier de clé n'a pas pu être écrit)</translation>
        </message>
        <message>
            <source>in the system keyring</source>
            <translation>dans le trousseau du système</translation>
        </message>
        <message>
            <source>in {file} (readable by you only)</source>
            <translation>dans {file} (lisible par vous seul)</translation>
        </message>
    </context>
    <context>
        <name>Servers</name>
        <message>
            <source>Server address</source>
            <translation>Adresse du serveur</translation>
        </message>
        <message>
            <source>optional</source>
            <translation>facultatif</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Clé API</translation>
        </message>
        <message>
            <source>Add server</source>
            <translation>Ajouter un serveur</translation>
        </message>
        <message>
            <source>Servers and their models</source>
            <translation>Serveurs et leurs modèles</translation>
        </message>
        <message>
            <source>Server and its models</source>
            <translation>Serveur et ses modèles</translation>
        </message>
        <message>
            <source>Context</source>
            <translation>Contexte</translation>
        </message>
        <message>
            <source>Add a server to chat with the models it serves.</source>
            <translation>Ajoutez un serveur pour discuter avec les modèles qu'il sert.</translation>
        </message>
        <message>
            <source>Test again</source>
            <translation>Tester à nouveau</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <source>Chat with this model</source>
            <translation>Discuter avec ce modèle</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Adresse</translation>
        </message>
        <message>
            <source>{url} could not be asked ({error}).</source>
            <translation>Impossible d'interroger {url} ({error}).</translation>
        </message>
        <message>
            <source>Asking {url}…</source>
            <translation>Interrogation de {url}…</translation>
        </message>
        <message>
            <source>Added {url}.</source>
            <translation>{url} ajouté.</translation>
        </message>
        <message>
            <source>cannot be reached</source>
            <translation>injoignable</translation>
        </message>
        <message>
            <source>asking…</source>
            <translation>interrogation…</translation>
        </message>
        <message>
            <source>{size} tokens</source>
            <translation>{size} tokens</translation>
        </message>
        <message>
            <source>{server} at {url}</source>
            <translation>{server} à {url}</translation>
        </message>
        <message numerus="yes">
            <source>%n slot of {size} tokens · build {build}</source>
            <translation>
                <numerusform>%n slot de {size} tokens · build {build}</numerusform>
                <numerusform>%n slots de {size} tokens · build {build}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n slots of {size} tokens · build {build}</source>
            <translation>
                <numerusform>%n slot de {size} tokens · build {build}</numerusform>
                <numerusform>%n slots de {size} tokens · build {build}</numerusform>
            </translation>
        </message>
        <message>
            <source>Chats resume from the server's slot files when it runs with --slot-save-path (and with -np set, so that chats keep their own slot).</source>
            <translation>Les discussions reprennent depuis les fichiers de slot du serveur quand il tourne avec --slot-save-path (et avec -np défini, pour que chaque discussion garde son propre slot).</translation>
        </message>
        <message>
            <source>Cache on server: prefix only. A reopened chat is read again by the server, unless it still holds the start of it.</source>
            <translation>Cache sur le serveur : préfixe seulement. Une discussion rouverte est relue par le serveur, sauf s'il en garde encore le début.</translation>
        </message>
        <message>
            <source>Removed {url}.</source>
            <translation>{url} retiré.</translation>
        </message>
        <message>
            <source>There is no system keyring here, so the key is kept only until Emberly closes.</source>
            <translation>Il n'y a pas de trousseau système ici, la clé n'est donc conservée que jusqu'à la fermeture d'Emberly.</translation>
        </message>
        <message>
            <source>OpenAI-compatible server</source>
            <translation>Serveur compatible OpenAI</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>Follow the system</source>
            <translation>Suivre le système</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Clair</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Sombre</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Parcourir…</translation>
        </message>
        <message>
            <source>Choose a folder</source>
            <translation>Choisir un dossier</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>Choisir un modèle</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf)</source>
            <translation>Modèles GGUF (*.gguf)</translation>
        </message>
        <message>
            <source>System size</source>
            <translation>Taille du système</translation>
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
            <translation>illimité</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Paramètres</translation>
        </message>
        <message>
            <source>none: documents and libraries are searched by keywords</source>
            <translation>aucun : les documents et les bibliothèques sont cherchés par mots-clés</translation>
        </message>
        <message>
            <source>A GGUF embedding model (all-MiniLM-L6-v2, nomic-embed-text, EmbeddingGemma…; Get models lists some): passages are then found by meaning as well as by words</source>
            <translation>Un modèle d'embedding GGUF (all-MiniLM-L6-v2, nomic-embed-text, EmbeddingGemma… ; Obtenir des modèles en propose quelques-uns) : les passages sont alors trouvés par le sens en plus des mots</translation>
        </message>
        <message>
            <source>the standard folder for your system</source>
            <translation>le dossier standard de votre système</translation>
        </message>
        <message>
            <source>Default model</source>
            <translation>Modèle par défaut</translation>
        </message>
        <message>
            <source>Embedding model</source>
            <translation>Modèle d'embedding</translation>
        </message>
        <message>
            <source>Data folder</source>
            <translation>Dossier de données</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Thème</translation>
        </message>
        <message>
            <source>Font size</source>
            <translation>Taille de police</translation>
        </message>
        <message>
            <source>Choose an embedding model</source>
            <translation>Choisir un modèle d'embedding</translation>
        </message>
        <message>
            <source>A new data folder is used from the next start.</source>
            <translation>Un nouveau dossier de données est utilisé à partir du prochain démarrage.</translation>
        </message>
        <message>
            <source>The system's ({language})</source>
            <translation>Langue du système ({language})</translation>
        </message>
        <message>
            <source>off</source>
            <translation>désactivé</translation>
        </message>
        <message>
            <source>Versions of a reply written at once by Regenerate ×N (Ctrl+Shift+G). Used from the next model load.</source>
            <translation>Versions d'une réponse écrites en une fois par Régénérer ×N (Ctrl+Shift+G). Pris en compte au prochain chargement de modèle.</translation>
        </message>
        <message>
            <source>Chat caches on disk</source>
            <translation>Caches de discussion sur le disque</translation>
        </message>
        <message>
            <source>Regenerate ×N: versions at once</source>
            <translation>Régénérer ×N : versions en une fois</translation>
        </message>
        <message>
            <source>{speculation} (the model picker's Speculation setting)</source>
            <translation>{speculation} (le réglage Spéculation du sélecteur de modèle)</translation>
        </message>
        <message>
            <source>Speculation</source>
            <translation>Spéculation</translation>
        </message>
        <message>
            <source>Reopen the last chat and model on start</source>
            <translation>Rouvrir la dernière discussion et le dernier modèle au démarrage</translation>
        </message>
        <message>
            <source>Off: Emberly starts with a new chat (the default model still loads).</source>
            <translation>Désactivé : Emberly démarre avec une nouvelle discussion (le modèle par défaut se charge quand même).</translation>
        </message>
        <message>
            <source>Tell me when a new version of Emberly exists (asks GitHub once a day)</source>
            <translation>Me prévenir quand une nouvelle version d'Emberly est disponible (interroge GitHub une fois par jour)</translation>
        </message>
        <message>
            <source>Local API server ({state})…</source>
            <translation>Serveur API local ({state})…</translation>
        </message>
        <message>
            <source>Other apps on this computer (editors, scripts, aider, Continue) can use the loaded model through an OpenAI-compatible API: its address, key, port and browser origins</source>
            <translation>D'autres applications de cet ordinateur (éditeurs, scripts, aider, Continue) peuvent utiliser le modèle chargé via une API compatible OpenAI : son adresse, sa clé, son port et les origines du navigateur</translation>
        </message>
        <message>
            <source>Local server</source>
            <translation>Serveur local</translation>
        </message>
        <message>
            <source>Tools (MCP servers: {n})…</source>
            <translation>Outils (serveurs MCP : {n})…</translation>
        </message>
        <message>
            <source>Programs and addresses whose tools the model may call in the chats where you turn them on: add them, import an mcp.json, read their logs</source>
            <translation>Les programmes et adresses dont le modèle peut appeler les outils dans les discussions où vous les activez : ajoutez-les, importez un mcp.json, lisez leurs journaux</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>Outils</translation>
        </message>
        <message>
            <source>off</source>
            <comment>the web search</comment>
            <translation>désactivée</translation>
        </message>
        <message>
            <source>Web ({provider})…</source>
            <translation>Web ({provider})…</translation>
        </message>
        <message>
            <source>Search the web for a message (the composer's Web button): where searches go, and what leaves your computer</source>
            <translation>Rechercher sur le web pour un message (le bouton Web de la zone de message) : où vont les recherches, et ce qui quitte votre ordinateur</translation>
        </message>
        <message>
            <source>Web</source>
            <translation>Web</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>{error} Emberly keeps its chats and models in {folder} for now.</source>
            <translation>{error} Emberly conserve pour l'instant ses discussions et ses modèles dans {folder}.</translation>
        </message>
        <message>
            <source>{error} Nor can the standard one: {reason}</source>
            <translation>{error} Le dossier standard non plus : {reason}</translation>
        </message>
        <message>
            <source>The settings file</source>
            <translation>Le fichier de paramètres</translation>
        </message>
        <message>
            <source>The settings file is not a JSON object</source>
            <translation>Le fichier de paramètres n'est pas un objet JSON</translation>
        </message>
        <message>
            <source>Your settings could not be read ({error}); Emberly uses its defaults. The old file is kept as {name}.</source>
            <translation>Vos paramètres n'ont pas pu être lus ({error}) ; Emberly utilise ses valeurs par défaut. L'ancien fichier est conservé sous le nom {name}.</translation>
        </message>
        <message>
            <source>Some settings had values Emberly cannot use ({names}); they are back to their defaults, or those entries left out.</source>
            <translation>Certains paramètres avaient des valeurs qu'Emberly ne peut pas utiliser ({names}) ; ils sont revenus à leurs valeurs par défaut, ou ces entrées ont été ignorées.</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Warm: reopens from its saved cache</source>
            <translation>Chaude : se rouvre depuis son cache enregistré</translation>
        </message>
        <message>
            <source>Cold: will be re-read when opened</source>
            <translation>Froide : sera relue à l'ouverture</translation>
        </message>
        <message>
            <source>Stale: its cache is for other model settings</source>
            <translation>Périmée : son cache correspond à d'autres réglages du modèle</translation>
        </message>
        <message>
            <source>{title}, {when}, cache warm</source>
            <translation>{title}, {when}, cache chaud</translation>
        </message>
        <message>
            <source>{title}, {when}, cache cold</source>
            <translation>{title}, {when}, cache froid</translation>
        </message>
        <message>
            <source>{title}, {when}, cache stale</source>
            <translation>{title}, {when}, cache périmé</translation>
        </message>
        <message>
            <source>Search chats (Ctrl+K)</source>
            <translation>Rechercher dans les discussions (Ctrl+K)</translation>
        </message>
        <message>
            <source>Search chats</source>
            <translation>Rechercher dans les discussions</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>Effacer la recherche</translation>
        </message>
        <message>
            <source>New chat</source>
            <translation>Nouvelle discussion</translation>
        </message>
        <message>
            <source>New chat (Ctrl+N)</source>
            <translation>Nouvelle discussion (Ctrl+N)</translation>
        </message>
        <message>
            <source>Chats</source>
            <translation>Discussions</translation>
        </message>
        <message>
            <source>Reading your chats…</source>
            <translation>Lecture de vos discussions…</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>Épinglées</translation>
        </message>
        <message>
            <source>{title}, {when}, empty</source>
            <translation>{title}, {when}, vide</translation>
        </message>
        <message>
            <source>, forked from {title}</source>
            <translation>, dérivée de {title}</translation>
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
            <translation>Dérivée de « {title} »</translation>
        </message>
        <message>
            <source>Today</source>
            <translation>Aujourd'hui</translation>
        </message>
        <message>
            <source>Yesterday</source>
            <translation>Hier</translation>
        </message>
        <message>
            <source>Previous 7 days</source>
            <translation>7 derniers jours</translation>
        </message>
        <message>
            <source>Older</source>
            <translation>Plus anciennes</translation>
        </message>
        <message>
            <source> ({tokens} tokens, {size})</source>
            <translation> ({tokens} tokens, {size})</translation>
        </message>
        <message>
            <source>Last opened: restored in {ms} ms</source>
            <translation>Dernière ouverture : restaurée en {ms} ms</translation>
        </message>
        <message>
            <source>Last opened: re-read in {s} s</source>
            <translation>Dernière ouverture : relue en {s} s</translation>
        </message>
    </context>
    <context>
        <name>Speculation</name>
        <message>
            <source>Runs with a q8_0 or q4_0 KV cache only: with f16 a batch of tokens and a single one round differently here, and a reply must not change.</source>
            <translation>Fonctionne avec un cache KV q8_0 ou q4_0 seulement : en f16, un lot de tokens et un token seul s'arrondissent différemment ici, et une réponse ne doit pas changer.</translation>
        </message>
        <message>
            <source>Replies stay exactly what they would be without it, only faster where guesses are right.</source>
            <translation>Les réponses restent exactement ce qu'elles seraient sans elle, seulement plus rapides quand les prédictions sont justes.</translation>
        </message>
        <message>
            <source>Speculative decoding: guesses of the next tokens, checked by the model in one step</source>
            <translation>Décodage spéculatif : des prédictions des prochains tokens, vérifiées par le modèle en une seule étape</translation>
        </message>
        <message>
            <source>A draft model for it: {name} ({size}), in Get models; once beside this model it is offered here.</source>
            <translation>Un modèle brouillon pour cela : {name} ({size}), dans Obtenir des modèles ; une fois à côté de ce modèle, il est proposé ici.</translation>
        </message>
        <message>
            <source>its own MTP head (multi-token prediction)</source>
            <translation>sa propre tête MTP (prédiction multi-token)</translation>
        </message>
        <message>
            <source>guesses from the chat (prompt lookup)</source>
            <translation>prédictions tirées de la discussion (prompt lookup)</translation>
        </message>
        <message>
            <source>draft model: {name}</source>
            <translation>modèle brouillon : {name}</translation>
        </message>
        <message>
            <source>off</source>
            <translation>désactivée</translation>
        </message>
        <message>
            <source>The draft model did not load: {error}</source>
            <translation>Le modèle brouillon ne s'est pas chargé : {error}</translation>
        </message>
        <message>
            <source>{name} cannot draft for this model: {reason}.</source>
            <translation>{name} ne peut pas servir de brouillon pour ce modèle : {reason}.</translation>
        </message>
        <message>
            <source>its tokenizer is of another kind</source>
            <translation>son tokenizer est d'un autre type</translation>
        </message>
        <message>
            <source>its vocabulary has {count} tokens, this model's {target}</source>
            <translation>son vocabulaire a {count} tokens, celui de ce modèle {target}</translation>
        </message>
        <message>
            <source>its {token} token is another</source>
            <translation>son token {token} est différent</translation>
        </message>
        <message>
            <source>token {token} is {there} there, {here} here</source>
            <translation>le token {token} vaut {there} là-bas, {here} ici</translation>
        </message>
        <message>
            <source>prompt lookup</source>
            <translation>prompt lookup</translation>
        </message>
        <message>
            <source>off: {reason}</source>
            <translation>désactivée : {reason}</translation>
        </message>
        <message>
            <source>no drafter</source>
            <translation>aucune source de prédictions</translation>
        </message>
        <message>
            <source>draft model {name}</source>
            <translation>modèle brouillon {name}</translation>
        </message>
        <message>
            <source>the model's own MTP head</source>
            <translation>la propre tête MTP du modèle</translation>
        </message>
        <message>
            <source>{drafter}, up to {count} guesses checked at once</source>
            <translation>{drafter}, jusqu'à {count} prédictions vérifiées à la fois</translation>
        </message>
        <message>
            <source>turned off</source>
            <translation>désactivée</translation>
        </message>
        <message>
            <source>an encoder-decoder model decodes after its encoder: its memory cannot drop a refused guess</source>
            <translation>un modèle encodeur-décodeur décode après son encodeur : sa mémoire ne peut pas abandonner une prédiction refusée</translation>
        </message>
        <message>
            <source>it needs a q8_0 or q4_0 KV cache and flash attention</source>
            <translation>elle nécessite un cache KV q8_0 ou q4_0 et flash attention</translation>
        </message>
        <message>
            <source>the model's memory cannot drop the guesses it refuses</source>
            <translation>la mémoire du modèle ne peut pas abandonner les prédictions qu'il refuse</translation>
        </message>
        <message>
            <source>this model's kernels give a batch other logits than a single token on this computer</source>
            <translation>les noyaux de ce modèle donnent, sur cet ordinateur, d'autres logits pour un lot que pour un token seul</translation>
        </message>
    </context>
    <context>
        <name>StateFiles</name>
        <message>
            <source>another model file</source>
            <translation>un autre fichier de modèle</translation>
        </message>
        <message>
            <source>another version of llama-cpp-python</source>
            <translation>une autre version de llama-cpp-python</translation>
        </message>
        <message>
            <source>another build of llama.cpp</source>
            <translation>un autre build de llama.cpp</translation>
        </message>
        <message>
            <source>another context size</source>
            <translation>une autre taille de contexte</translation>
        </message>
        <message>
            <source>another KV cache type</source>
            <translation>un autre type de cache KV</translation>
        </message>
        <message>
            <source>another flash-attention setting</source>
            <translation>un autre réglage de flash attention</translation>
        </message>
        <message>
            <source>another sliding-window setting</source>
            <translation>un autre réglage de fenêtre glissante</translation>
        </message>
        <message>
            <source>another micro-batch size</source>
            <translation>une autre taille de micro-lot</translation>
        </message>
        <message>
            <source>another GPU offload setting</source>
            <translation>un autre réglage de déchargement GPU</translation>
        </message>
        <message>
            <source>another compute device</source>
            <translation>un autre périphérique de calcul</translation>
        </message>
        <message>
            <source>another number of parallel replies</source>
            <translation>un autre nombre de réponses parallèles</translation>
        </message>
        <message>
            <source>The sidecar of {name} is unreadable ({error}).</source>
            <translation>Le fichier annexe de {name} est illisible ({error}).</translation>
        </message>
        <message>
            <source>No saved cache at {name}.</source>
            <translation>Aucun cache enregistré à {name}.</translation>
        </message>
        <message>
            <source>The saved cache {name} has no sidecar, so it cannot be trusted.</source>
            <translation>Le cache enregistré {name} n'a pas de fichier annexe, on ne peut donc pas s'y fier.</translation>
        </message>
        <message>
            <source>{reasons}, {reason}</source>
            <translation>{reasons}, {reason}</translation>
        </message>
        <message>
            <source>its record</source>
            <translation>son enregistrement</translation>
        </message>
        <message>
            <source>no saved cache on the server</source>
            <translation>aucun cache enregistré sur le serveur</translation>
        </message>
        <message>
            <source>its record is unreadable ({error})</source>
            <translation>son enregistrement est illisible ({error})</translation>
        </message>
        <message>
            <source>its record is not one Emberly wrote</source>
            <translation>son enregistrement n'a pas été écrit par Emberly</translation>
        </message>
        <message>
            <source>it was saved on another server ({url})</source>
            <translation>il a été enregistré sur un autre serveur ({url})</translation>
        </message>
        <message>
            <source>the server's {fields} changed since it was saved</source>
            <translation>les champs {fields} du serveur ont changé depuis l'enregistrement</translation>
        </message>
        <message>
            <source>llama.cpp could not write {name} (disk full or folder not writable?)</source>
            <translation>llama.cpp n'a pas pu écrire {name} (disque plein ou dossier non accessible en écriture ?)</translation>
        </message>
        <message>
            <source>The chat's cache could not be saved to {folder}: {reason}</source>
            <translation>Le cache de la discussion n'a pas pu être enregistré dans {folder} : {reason}</translation>
        </message>
        <message>
            <source>The saved cache was made with {reasons}.</source>
            <translation>Le cache enregistré a été créé avec {reasons}.</translation>
        </message>
        <message>
            <source>the file changed while it was read</source>
            <translation>le fichier a changé pendant sa lecture</translation>
        </message>
        <message>
            <source>The saved cache {name} could not be read: {error}</source>
            <translation>Le cache enregistré {name} n'a pas pu être lu : {error}</translation>
        </message>
        <message>
            <source>No saved cache at {name}: that is not a file.</source>
            <translation>Aucun cache enregistré à {name} : ce n'est pas un fichier.</translation>
        </message>
        <message>
            <source>The saved cache {name} has {size} bytes, not {expected}.</source>
            <translation>Le cache enregistré {name} fait {size} octets, et non {expected}.</translation>
        </message>
        <message>
            <source>The saved cache {name} is damaged (checksum mismatch).</source>
            <translation>Le cache enregistré {name} est endommagé (somme de contrôle incorrecte).</translation>
        </message>
        <message>
            <source>The saved cache {name} is too short.</source>
            <translation>Le cache enregistré {name} est trop court.</translation>
        </message>
        <message>
            <source>{name} is not a llama.cpp sequence state of this version.</source>
            <translation>{name} n'est pas un état de séquence llama.cpp de cette version.</translation>
        </message>
        <message>
            <source>{name} holds {count} tokens where its sidecar says {expected}.</source>
            <translation>{name} contient {count} tokens alors que son fichier annexe en indique {expected}.</translation>
        </message>
        <message>
            <source>{name} holds tokens that are not in this model's vocabulary.</source>
            <translation>{name} contient des tokens absents du vocabulaire de ce modèle.</translation>
        </message>
        <message>
            <source>llama.cpp refused the saved cache data.</source>
            <translation>llama.cpp a refusé les données du cache enregistré.</translation>
        </message>
        <message>
            <source>The chat's checkpoints could not be saved: {reason}</source>
            <translation>Les points de contrôle de la discussion n'ont pas pu être enregistrés : {reason}</translation>
        </message>
        <message>
            <source>No extras saved with {name}.</source>
            <translation>Aucun complément enregistré avec {name}.</translation>
        </message>
        <message>
            <source>The extras of {name} could not be read: {error}</source>
            <translation>Les compléments de {name} n'ont pas pu être lus : {error}</translation>
        </message>
        <message>
            <source>The extras of {name} are damaged.</source>
            <translation>Les compléments de {name} sont endommagés.</translation>
        </message>
        <message>
            <source>The extras of {name} are unreadable ({error}).</source>
            <translation>Les compléments de {name} sont illisibles ({error}).</translation>
        </message>
        <message>
            <source>The extras next to {name} belong to another save of it.</source>
            <translation>Les compléments à côté de {name} appartiennent à un autre enregistrement de celui-ci.</translation>
        </message>
        <message>
            <source>The extras of {name} do not fit their state file.</source>
            <translation>Les compléments de {name} ne correspondent pas à leur fichier d'état.</translation>
        </message>
        <message>
            <source>{name} restored cells up to position {last} for {count} tokens</source>
            <translation>{name} a restauré des cellules jusqu'à la position {last} pour {count} tokens</translation>
        </message>
    </context>
    <context>
        <name>Tools</name>
        <message>
            <source>Allow a tool call?</source>
            <translation>Autoriser un appel d'outil ?</translation>
        </message>
        <message>
            <source>The model wants to call &lt;b&gt;{tool}&lt;/b&gt; from {server} with:</source>
            <translation>Le modèle veut appeler &lt;b&gt;{tool}&lt;/b&gt; de {server} avec :</translation>
        </message>
        <message>
            <source>The model wants to call &lt;b&gt;{tool}&lt;/b&gt; with:</source>
            <translation>Le modèle veut appeler &lt;b&gt;{tool}&lt;/b&gt; avec :</translation>
        </message>
        <message>
            <source>Arguments</source>
            <translation>Arguments</translation>
        </message>
        <message>
            <source>Allow once</source>
            <translation>Autoriser une fois</translation>
        </message>
        <message>
            <source>Always allow {tool}</source>
            <translation>Toujours autoriser {tool}</translation>
        </message>
        <message>
            <source>Decline</source>
            <translation>Refuser</translation>
        </message>
        <message>
            <source>Never allow {tool}</source>
            <translation>Ne jamais autoriser {tool}</translation>
        </message>
        <message>
            <source>An MCP server in the settings is left out: {problem}</source>
            <translation>Un serveur MCP des paramètres est ignoré : {problem}</translation>
        </message>
        <message>
            <source>Running a tool…</source>
            <translation>Exécution d'un outil…</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>Écriture…</translation>
        </message>
        <message>
            <source>Tools (MCP servers)</source>
            <translation>Outils (serveurs MCP)</translation>
        </message>
        <message>
            <source>MCP servers</source>
            <translation>Serveurs MCP</translation>
        </message>
        <message>
            <source>Servers whose tools the model may call, in the chats where you turn them on (Chat settings). Each call asks you first, unless you always allow that tool.</source>
            <translation>Les serveurs dont le modèle peut appeler les outils, dans les discussions où vous les activez (Paramètres de la discussion). Chaque appel vous demande d'abord votre accord, sauf si vous autorisez toujours cet outil.</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>Ajouter…</translation>
        </message>
        <message>
            <source>Edit…</source>
            <translation>Modifier…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <source>Import mcp.json…</source>
            <translation>Importer un mcp.json…</translation>
        </message>
        <message>
            <source>Tools…</source>
            <translation>Outils…</translation>
        </message>
        <message>
            <source>Show log</source>
            <translation>Afficher le journal</translation>
        </message>
        <message numerus="yes">
            <source>Ask again for every tool (%n remembered)</source>
            <translation>
                <numerusform>Redemander pour chaque outil (%n mémorisé)</numerusform>
                <numerusform>Redemander pour chaque outil (%n mémorisés)</numerusform>
            </translation>
        </message>
        <message>
            <source>Left out: {problems}</source>
            <translation>Ignorés : {problems}</translation>
        </message>
        <message>
            <source>Import an mcp.json</source>
            <translation>Importer un mcp.json</translation>
        </message>
        <message>
            <source>MCP settings (*.json)</source>
            <translation>Paramètres MCP (*.json)</translation>
        </message>
        <message numerus="yes">
            <source>%n server imported from {file}.</source>
            <translation>
                <numerusform>%n serveur importé depuis {file}.</numerusform>
                <numerusform>%n serveurs importés depuis {file}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n servers imported from {file}.</source>
            <translation>
                <numerusform>%n serveur importé depuis {file}.</numerusform>
                <numerusform>%n serveurs importés depuis {file}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{imported}

Left out:
{problems}</source>
            <translation>{imported}

Ignorés :
{problems}</translation>
        </message>
        <message>
            <source>{name}: its tools</source>
            <translation>{name} : ses outils</translation>
        </message>
        <message>
            <source>{name}: its log</source>
            <translation>{name} : son journal</translation>
        </message>
        <message>
            <source>A server at an address keeps its own log, where it runs; Emberly has none for it. A failed call says what went wrong.</source>
            <translation>Un serveur à une adresse tient son propre journal, là où il tourne ; Emberly n'en a pas pour lui. Un appel qui échoue indique ce qui n'a pas marché.</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>(vide)</translation>
        </message>
        <message>
            <source>Nothing logged yet: the server has not been started.</source>
            <translation>Rien dans le journal pour l'instant : le serveur n'a pas été démarré.</translation>
        </message>
        <message>
            <source>{name}: its log ({path})</source>
            <translation>{name} : son journal ({path})</translation>
        </message>
        <message>
            <source>Every tool asks again</source>
            <translation>Chaque outil redemande</translation>
        </message>
        <message>
            <source>MCP server</source>
            <translation>Serveur MCP</translation>
        </message>
        <message>
            <source>A program on this computer (stdio)</source>
            <translation>Un programme sur cet ordinateur (stdio)</translation>
        </message>
        <message>
            <source>An address (streamable HTTP)</source>
            <translation>Une adresse (streamable HTTP)</translation>
        </message>
        <message>
            <source>npx, uvx, python, /path/to/server</source>
            <translation>npx, uvx, python, /chemin/vers/serveur</translation>
        </message>
        <message>
            <source>NAME=value, one a line (kept in the system keyring)</source>
            <translation>NOM=valeur, une par ligne (conservées dans le trousseau du système)</translation>
        </message>
        <message>
            <source>Authorization: Bearer …, one a line (kept in the system keyring)</source>
            <translation>Authorization: Bearer …, un par ligne (conservés dans le trousseau du système)</translation>
        </message>
        <message>
            <source> s</source>
            <comment>seconds</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>Let this server see the chat's library folders</source>
            <translation>Laisser ce serveur voir les dossiers des bibliothèques de la discussion</translation>
        </message>
        <message>
            <source>Sent as the server's MCP roots: the folders of the libraries the open chat searches (none when it searches none). A file server then works in those folders instead of the ones in its arguments.</source>
            <translation>Envoyés comme racines MCP du serveur : les dossiers des bibliothèques dans lesquelles cherche la discussion ouverte (aucun si elle n'en utilise aucune). Un serveur de fichiers travaille alors dans ces dossiers au lieu de ceux de ses arguments.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>Command</source>
            <translation>Commande</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Dossier</translation>
        </message>
        <message>
            <source>Environment</source>
            <translation>Environnement</translation>
        </message>
        <message>
            <source>URL</source>
            <translation>URL</translation>
        </message>
        <message>
            <source>Headers</source>
            <translation>En-têtes</translation>
        </message>
        <message>
            <source>Time limit</source>
            <translation>Délai maximal</translation>
        </message>
        <message>
            <source>Folders</source>
            <translation>Dossiers</translation>
        </message>
        <message>
            <source>{line} has no {separator}</source>
            <translation>{line} n'a pas de {separator}</translation>
        </message>
        <message>
            <source>it runs only as an MCP task (taskSupport "required"), which Emberly does not support</source>
            <translation>il ne s'exécute que comme tâche MCP (taskSupport "required"), ce qu'Emberly ne prend pas en charge</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize); its log: {log}</source>
            <translation>{server} n'a pas démarré en {seconds} s (il n'a jamais répondu à initialize) ; son journal : {log}</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize; {note}); its log: {log}</source>
            <translation>{server} n'a pas démarré en {seconds} s (il n'a jamais répondu à initialize ; {note}) ; son journal : {log}</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize) (at {address})</source>
            <translation>{server} n'a pas démarré en {seconds} s (il n'a jamais répondu à initialize) (à {address})</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize; {note}) (at {address})</source>
            <translation>{server} n'a pas démarré en {seconds} s (il n'a jamais répondu à initialize ; {note}) (à {address})</translation>
        </message>
        <message>
            <source>{server} could not start: {error}; its log: {log}</source>
            <translation>{server} n'a pas pu démarrer : {error} ; son journal : {log}</translation>
        </message>
        <message>
            <source>{server} could not start: {error} (at {address})</source>
            <translation>{server} n'a pas pu démarrer : {error} (à {address})</translation>
        </message>
        <message>
            <source>The tools did not answer within {seconds} s.</source>
            <translation>Les outils n'ont pas répondu en {seconds} s.</translation>
        </message>
        <message>
            <source>{server}

Its tools could not be listed: {problem}</source>
            <translation>{server}

Ses outils n'ont pas pu être listés : {problem}</translation>
        </message>
        <message>
            <source>{server}: 1 tool offered to the model</source>
            <translation>{server} : 1 outil proposé au modèle</translation>
        </message>
        <message>
            <source>{server}: {count} tools offered to the model</source>
            <translation>{server} : {count} outils proposés au modèle</translation>
        </message>
        <message>
            <source>… and {count} more</source>
            <translation>… et {count} de plus</translation>
        </message>
        <message>
            <source>Left out ({count}):</source>
            <translation>Ignorés ({count}) :</translation>
        </message>
        <message>
            <source>{name}: {reason}</source>
            <translation>{name} : {reason}</translation>
        </message>
        <message>
            <source>not an object</source>
            <translation>pas un objet</translation>
        </message>
        <message>
            <source>an argument</source>
            <translation>un argument</translation>
        </message>
        <message>
            <source>The file has {count} characters: an mcp.json has far fewer.</source>
            <translation>Le fichier fait {count} caractères : un mcp.json en a bien moins.</translation>
        </message>
        <message>
            <source>The file is not JSON: {error}</source>
            <translation>Le fichier n'est pas du JSON : {error}</translation>
        </message>
        <message>
            <source>The file has no "mcpServers" object.</source>
            <translation>Le fichier n'a pas d'objet « mcpServers ».</translation>
        </message>
        <message>
            <source>{count} more servers left out (at most {most}).</source>
            <translation>{count} serveurs de plus ignorés (au plus {most}).</translation>
        </message>
        <message>
            <source>an mcp.json can</source>
            <translation>ce qu'un mcp.json peut contenir</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {reason}.</source>
            <translation>{name} ne peut pas être importé : {reason}.</translation>
        </message>
        <message>
            <source>{name}: {error}</source>
            <translation>{name} : {error}</translation>
        </message>
        <message>
            <source>a name of letters, digits, spaces, dots, dashes or underscores (at most 64) is needed</source>
            <translation>un nom fait de lettres, chiffres, espaces, points, tirets ou tirets bas (64 au plus) est requis</translation>
        </message>
        <message>
            <source>timeout must be seconds between 1 and 3600</source>
            <translation>timeout doit être un nombre de secondes entre 1 et 3600</translation>
        </message>
        <message>
            <source>args must be a list of at most {count} strings</source>
            <translation>args doit être une liste d'au plus {count} chaînes</translation>
        </message>
        <message>
            <source>url must be an http:// or https:// address</source>
            <translation>url doit être une adresse http:// ou https://</translation>
        </message>
        <message>
            <source>SSE servers (the older HTTP transport) are not supported: use its streamable HTTP address</source>
            <translation>les serveurs SSE (l'ancien transport HTTP) ne sont pas pris en charge : utilisez son adresse Streamable HTTP</translation>
        </message>
        <message>
            <source>unknown type {type} (stdio or http)</source>
            <translation>type inconnu {type} (stdio ou http)</translation>
        </message>
        <message>
            <source>{what} must be a string of at most {count} characters</source>
            <translation>{what} doit être une chaîne d'au plus {count} caractères</translation>
        </message>
        <message>
            <source>{what} must be an object of at most {count} strings</source>
            <translation>{what} doit être un objet d'au plus {count} chaînes</translation>
        </message>
        <message>
            <source>{what} must map names to strings (at most {count} characters)</source>
            <translation>{what} doit associer des noms à des chaînes (au plus {count} caractères)</translation>
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
            <translation>Emberly peut vous prévenir quand une nouvelle version est disponible : une fois par jour, il demande à GitHub le numéro et les notes de sa dernière version. Rien n'est téléchargé ni installé.</translation>
        </message>
        <message>
            <source>Tell me</source>
            <translation>Me prévenir</translation>
        </message>
        <message>
            <source>Emberly {version} is out: {headline}</source>
            <translation>Emberly {version} est disponible : {headline}</translation>
        </message>
        <message>
            <source>Emberly {version} is out.</source>
            <translation>Emberly {version} est disponible.</translation>
        </message>
        <message>
            <source>See what is new</source>
            <translation>Voir les nouveautés</translation>
        </message>
    </context>
    <context>
        <name>Web</name>
        <message>
            <source>Off</source>
            <translation>Désactivé</translation>
        </message>
        <message>
            <source>SearXNG: your own instance (private, recommended)</source>
            <translation>SearXNG : votre propre instance (privée, recommandé)</translation>
        </message>
        <message>
            <source>Brave Search API</source>
            <translation>API Brave Search</translation>
        </message>
        <message>
            <source>your SearXNG instance at {url}</source>
            <translation>votre instance SearXNG à {url}</translation>
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
            <translation>Un message envoyé avec Web activé part vers {where} comme recherche. Les pages trouvées sont ensuite lues sur leurs propres sites (sans cookies, sans scripts), et les passages qui répondent au message sont enregistrés avec lui. Rien d'autre ne quitte votre ordinateur.</translation>
        </message>
        <message>
            <source>Web</source>
            <translation>Web</translation>
        </message>
        <message>
            <source>http://searx.lan:8080 (its settings.yml must allow the json format)</source>
            <translation>http://searx.lan:8080 (son settings.yml doit autoriser le format json)</translation>
        </message>
        <message>
            <source>kept in your system's keyring</source>
            <translation>conservée dans le trousseau de votre système</translation>
        </message>
        <message>
            <source>none: pages on this computer and its network are never read</source>
            <translation>aucun : les pages de cet ordinateur et de son réseau ne sont jamais lues</translation>
        </message>
        <message>
            <source>Hosts on this computer's network that pages may be read from, by name (a wiki on the LAN). Your SearXNG instance's host is allowed by itself.</source>
            <translation>Les hôtes du réseau de cet ordinateur sur lesquels des pages peuvent être lues, par nom (un wiki sur le réseau local). L'hôte de votre instance SearXNG est autorisé d'office.</translation>
        </message>
        <message>
            <source>Search with</source>
            <translation>Rechercher avec</translation>
        </message>
        <message>
            <source>SearXNG address</source>
            <translation>Adresse SearXNG</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Clé API</translation>
        </message>
        <message>
            <source>Allowed local hosts</source>
            <translation>Hôtes locaux autorisés</translation>
        </message>
        <message>
            <source>kept in your system's keyring (one is kept: leave empty to keep it)</source>
            <translation>conservée dans le trousseau de votre système (une clé y est déjà : laissez vide pour la garder)</translation>
        </message>
        <message>
            <source>Off: nothing is searched, no page is read.</source>
            <translation>Désactivé : rien n'est recherché, aucune page n'est lue.</translation>
        </message>
        <message>
            <source>The web is off: {provider} needs its API key (Settings ▸ Web).</source>
            <translation>Le web est désactivé : {provider} a besoin de sa clé API (Paramètres ▸ Web).</translation>
        </message>
        <message>
            <source>{notice}

Send it?</source>
            <translation>{notice}

L'envoyer ?</translation>
        </message>
        <message>
            <source>Search the web</source>
            <translation>Rechercher sur le web</translation>
        </message>
        <message>
            <source>{host} could not be found ({error}): check the address, or your connection.</source>
            <translation>{host} est introuvable ({error}) : vérifiez l'adresse, ou votre connexion.</translation>
        </message>
        <message>
            <source>{host} could not be found: check the address, or your connection.</source>
            <translation>{host} est introuvable : vérifiez l'adresse, ou votre connexion.</translation>
        </message>
        <message>
            <source>{host} is an address on this computer or its network ({address}): Emberly reads only public pages, unless you allow {name} in Settings ▸ Web.</source>
            <translation>{host} est une adresse de cet ordinateur ou de son réseau ({address}) : Emberly ne lit que des pages publiques, sauf si vous autorisez {name} dans Paramètres ▸ Web.</translation>
        </message>
        <message>
            <source>{host} answered {status} for {url}.</source>
            <translation>{host} a répondu {status} pour {url}.</translation>
        </message>
        <message>
            <source>{url} is {type}, not a page Emberly reads.</source>
            <translation>{url} est de type {type}, pas une page qu'Emberly lit.</translation>
        </message>
        <message>
            <source>{url} is of no stated type, not a page Emberly reads.</source>
            <translation>{url} n'a pas de type déclaré, ce n'est pas une page qu'Emberly lit.</translation>
        </message>
        <message>
            <source>{host} sent nothing for {seconds} s: {url} was given up.</source>
            <translation>{host} n'a rien envoyé pendant {seconds} s : {url} a été abandonnée.</translation>
        </message>
        <message>
            <source>{url} could not be read ({error}).</source>
            <translation>{url} n'a pas pu être lue ({error}).</translation>
        </message>
        <message>
            <source>{url} redirected more than {count} times.</source>
            <translation>{url} a été redirigée plus de {count} fois.</translation>
        </message>
        <message>
            <source>{url} is not a web address.</source>
            <translation>{url} n'est pas une adresse web.</translation>
        </message>
        <message>
            <source>{url} is not an http:// or https:// address.</source>
            <translation>{url} n'est pas une adresse http:// ou https://.</translation>
        </message>
        <message>
            <source>{url} carries a name or password: Emberly does not send those.</source>
            <translation>{url} contient un nom ou un mot de passe : Emberly ne les envoie pas.</translation>
        </message>
        <message>
            <source>{url} redirected to {target}, which is not a web address.</source>
            <translation>{url} a été redirigée vers {target}, qui n'est pas une adresse web.</translation>
        </message>
        <message>
            <source>{url} is larger than {size} MB: Emberly stops reading there.</source>
            <translation>{url} dépasse {size} MB : Emberly arrête de lire là.</translation>
        </message>
        <message>
            <source>{url} came encoded as {coding}, which Emberly did not ask for.</source>
            <translation>{url} est arrivée encodée en {coding}, ce qu'Emberly n'avait pas demandé.</translation>
        </message>
        <message>
            <source>{url} took more than {seconds} s to arrive: it was given up.</source>
            <translation>{url} a mis plus de {seconds} s à arriver : elle a été abandonnée.</translation>
        </message>
        <message>
            <source>{url} came as broken gzip ({error}).</source>
            <translation>{url} est arrivée en gzip défectueux ({error}).</translation>
        </message>
        <message>
            <source>{url} is a PDF Emberly cannot read: {error}</source>
            <translation>{url} est un PDF qu'Emberly ne sait pas lire : {error}</translation>
        </message>
        <message>
            <source>{url} has no text to read (a page built by JavaScript, or an empty one).</source>
            <translation>{url} n'a pas de texte à lire (une page construite en JavaScript, ou une page vide).</translation>
        </message>
        <message>
            <source>Brave Search (api.search.brave.com), with your API key</source>
            <translation>Brave Search (api.search.brave.com), avec votre clé API</translation>
        </message>
        <message>
            <source>Tavily (api.tavily.com), with your API key</source>
            <translation>Tavily (api.tavily.com), avec votre clé API</translation>
        </message>
        <message>
            <source>{provider} answered with JSON nested too deeply.</source>
            <translation>{provider} a répondu avec un JSON trop profondément imbriqué.</translation>
        </message>
        <message>
            <source>{provider} answered with something that is not JSON ({error}).</source>
            <translation>{provider} a répondu par quelque chose qui n'est pas du JSON ({error}).</translation>
        </message>
        <message>
            <source>the release feed</source>
            <translation>le flux des versions</translation>
        </message>
        <message>
            <source>The release feed is not JSON: {error}</source>
            <translation>Le flux des versions n'est pas du JSON : {error}</translation>
        </message>
        <message>
            <source>The release feed's answer is not a release.</source>
            <translation>La réponse du flux des versions n'est pas une version publiée.</translation>
        </message>
        <message>
            <source>The release feed names no version.</source>
            <translation>Le flux des versions n'indique aucune version.</translation>
        </message>
        <message>
            <source>The release feed's link is not an https address.</source>
            <translation>Le lien du flux des versions n'est pas une adresse https.</translation>
        </message>
    </context>
    <context>
        <name>WebSearch</name>
        <message>
            <source>Pages from the web are left out: {error}</source>
            <translation>Les pages du web sont laissées de côté : {error}</translation>
        </message>
        <message>
            <source>The web was not searched: {error}</source>
            <translation>Le web n'a pas été consulté : {error}</translation>
        </message>
        <message>
            <source>A page was left out: {error}</source>
            <translation>Une page a été laissée de côté : {error}</translation>
        </message>
    </context>
    <context>
        <name>Welcome</name>
        <message>
            <source>Explain how a KV cache speeds up a chat, simply.</source>
            <translation>Explique-moi simplement comment un cache KV accélère une conversation.</translation>
        </message>
        <message>
            <source>Write a Python function that checks for a palindrome.</source>
            <translation>Écris une fonction Python qui vérifie si un texte est un palindrome.</translation>
        </message>
        <message>
            <source>Give me three ideas for a quick vegetarian dinner.</source>
            <translation>Donne-moi trois idées de dîner végétarien rapide.</translation>
        </message>
        <message>
            <source>Summarise the plot of Hamlet in five sentences.</source>
            <translation>Résume l'intrigue de Hamlet en cinq phrases.</translation>
        </message>
        <message>
            <source>The demo model is a tiny base model: it continues text, it does not answer.</source>
            <translation>Le modèle de démo est un tout petit modèle de base : il continue le texte, il ne répond pas.</translation>
        </message>
        <message>
            <source>fits this computer</source>
            <translation>adapté à cet ordinateur</translation>
        </message>
        <message>
            <source>tight on this computer's memory</source>
            <translation>juste pour la mémoire de cet ordinateur</translation>
        </message>
        <message>
            <source>too big for this computer</source>
            <translation>trop gros pour cet ordinateur</translation>
        </message>
        <message>
            <source>{name}, {size}: {verdict}</source>
            <translation>{name}, {size} : {verdict}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Bienvenue</translation>
        </message>
        <message>
            <source>Welcome to Emberly</source>
            <translation>Bienvenue dans Emberly</translation>
        </message>
        <message>
            <source>Chat with a language model that runs on this computer. Every chat is saved with its memory, so it reopens in an instant, even after a restart.</source>
            <translation>Discutez avec un modèle de langage qui tourne sur cet ordinateur. Chaque discussion est enregistrée avec sa mémoire : elle se rouvre en un instant, même après un redémarrage.</translation>
        </message>
        <message>
            <source>Choose a GGUF model file to begin, or get one.</source>
            <translation>Choisissez un fichier de modèle GGUF pour commencer, ou téléchargez-en un.</translation>
        </message>
        <message>
            <source>Choose a model…</source>
            <translation>Choisir un modèle…</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>Choisir un modèle</translation>
        </message>
        <message>
            <source>Choose a model (Ctrl+O)</source>
            <translation>Choisir un modèle (Ctrl+O)</translation>
        </message>
        <message>
            <source>Get a model…</source>
            <translation>Obtenir un modèle…</translation>
        </message>
        <message>
            <source>Get a model</source>
            <translation>Obtenir un modèle</translation>
        </message>
        <message>
            <source>Download a model from the curated list or Hugging Face</source>
            <translation>Télécharger un modèle depuis la liste sélectionnée ou Hugging Face</translation>
        </message>
        <message>
            <source>Suggested prompts</source>
            <translation>Suggestions de prompts</translation>
        </message>
        <message>
            <source>What shall we talk about?</source>
            <translation>De quoi voulez-vous parler ?</translation>
        </message>
        <message>
            <source>Type below, or start from one of these.</source>
            <translation>Écrivez ci-dessous, ou partez de l'une de ces suggestions.</translation>
        </message>
        <message>
            <source>Get a chat model</source>
            <translation>Obtenir un modèle de discussion</translation>
        </message>
        <message>
            <source>Suggested prompt: {text}</source>
            <translation>Suggestion de prompt : {text}</translation>
        </message>
        <message>
            <source>Open Get models on {name} ({size})</source>
            <translation>Ouvrir Obtenir des modèles sur {name} ({size})</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>Notice</source>
            <translation>Notification</translation>
        </message>
        <message>
            <source>The notice's action</source>
            <translation>L'action de la notification</translation>
        </message>
        <message>
            <source>Close the notice</source>
            <translation>Fermer la notification</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Code copied</source>
            <translation>Code copié</translation>
        </message>
        <message>
            <source>The local API server is off: {error}</source>
            <translation>Le serveur API local est désactivé : {error}</translation>
        </message>
        <message>
            <source>Loading {name}…</source>
            <translation>Chargement de {name}…</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>Connexion à {url}…</translation>
        </message>
        <message>
            <source>Your message goes as soon as the model is ready…</source>
            <translation>Votre message partira dès que le modèle sera prêt…</translation>
        </message>
        <message>
            <source>Choose a model first (Ctrl+O)</source>
            <translation>Choisissez d'abord un modèle (Ctrl+O)</translation>
        </message>
        <message>
            <source>A document or image is still being read: send once its chip shows it is in</source>
            <translation>Un document ou une image est encore en cours de lecture : envoyez quand sa pastille indique qu'il est prêt</translation>
        </message>
        <message>
            <source>Reply copied</source>
            <translation>Réponse copiée</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copié</translation>
        </message>
        <message>
            <source>Regenerate ×{n}</source>
            <translation>Régénérer ×{n}</translation>
        </message>
        <message>
            <source>Settings could not be saved: {error}</source>
            <translation>Les paramètres n'ont pas pu être enregistrés : {error}</translation>
        </message>
        <message>
            <source>Saving chat…</source>
            <translation>Enregistrement de la discussion…</translation>
        </message>
        <message>
            <source>Downloaded {name}: choose it in the model picker (Ctrl+O) to chat with it.</source>
            <translation>{name} téléchargé : choisissez-le dans le sélecteur de modèle (Ctrl+O) pour discuter avec lui.</translation>
        </message>
        <message>
            <source>on at {address}</source>
            <translation>actif sur {address}</translation>
        </message>
        <message>
            <source>off</source>
            <comment>the local API server</comment>
            <translation>désactivé</translation>
        </message>
        <message>
            <source>Local API server at {address}: {status}
Click for its address, key and log</source>
            <translation>Serveur API local à {address} : {status}
Cliquez pour voir son adresse, sa clé et son journal</translation>
        </message>
        <message>
            <source>Documents and libraries are now searched by meaning with {name}, as well as by keywords (Settings ▸ Embedding model).</source>
            <translation>Les documents et les bibliothèques sont désormais cherchés par le sens avec {name}, en plus des mots-clés (Paramètres ▸ Modèle d'embedding).</translation>
        </message>
        <message>
            <source>Attach a web page</source>
            <translation>Joindre une page web</translation>
        </message>
        <message>
            <source>The page's address (it is read from its site):</source>
            <translation>L'adresse de la page (elle est lue sur son site) :</translation>
        </message>
        <message>
            <source>Open a chat on a model first</source>
            <translation>Ouvrez d'abord une discussion avec un modèle</translation>
        </message>
        <message>
            <source>yes</source>
            <comment>GPU offload</comment>
            <translation>oui</translation>
        </message>
        <message>
            <source>no (CPU build)</source>
            <translation>non (build CPU)</translation>
        </message>
        <message>
            <source>About Emberly</source>
            <translation>À propos d'Emberly</translation>
        </message>
        <message>
            <source>&lt;b&gt;Emberly {version}&lt;/b&gt;&lt;br&gt;Local chats that reopen instantly.&lt;br&gt;&lt;br&gt;llama-cpp-python {llama} · PySide6 {pyside}&lt;br&gt;GPU offload: {gpu}&lt;br&gt;&lt;br&gt;Help ▸ Copy diagnostics puts a full report on the clipboard for a bug report.</source>
            <translation>&lt;b&gt;Emberly {version}&lt;/b&gt;&lt;br&gt;Des discussions locales qui se rouvrent instantanément.&lt;br&gt;&lt;br&gt;llama-cpp-python {llama} · PySide6 {pyside}&lt;br&gt;Déchargement GPU : {gpu}&lt;br&gt;&lt;br&gt;Aide ▸ Copier les diagnostics place un rapport complet dans le presse-papiers pour un rapport de bug.</translation>
        </message>
        <message>
            <source>Diagnostics copied to the clipboard</source>
            <translation>Diagnostics copiés dans le presse-papiers</translation>
        </message>
    </context>
    <context>
        <name>Work</name>
        <message>
            <source>The model ended its turn without writing anything: Regenerate asks it again.</source>
            <translation>Le modèle a terminé son tour sans rien écrire : Régénérer le lui redemande.</translation>
        </message>
        <message>
            <source>Preparing the demo model (first start)…</source>
            <translation>Préparation du modèle de démo (premier démarrage)…</translation>
        </message>
        <message>
            <source>The demo model could not be prepared in {folder}: {error}</source>
            <translation>Le modèle de démo n'a pas pu être préparé dans {folder} : {error}</translation>
        </message>
        <message>
            <source>Connecting to {server}…</source>
            <translation>Connexion à {server}…</translation>
        </message>
        <message>
            <source>{error} The chat is open on the current model instead.</source>
            <translation>{error} La discussion est ouverte avec le modèle actuel à la place.</translation>
        </message>
        <message>
            <source>Export failed: {error}</source>
            <translation>Échec de l'exportation : {error}</translation>
        </message>
        <message>
            <source>Exported to {dest}, with the chat's cache in {name}.cache</source>
            <translation>Exportée vers {dest}, avec le cache de la discussion dans {name}.cache</translation>
        </message>
    </context>
</TS>
