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
            <source>{name} cannot be read: {reason}.</source>
            <translation>{name} ne peut pas être lu : {reason}.</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}</source>
            <translation>{name} n'a pas pu être lu : {reason}</translation>
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
            <source>An embedding model: once downloaded, Use makes it the one documents and libraries are searched with by meaning (Settings ▸ Embedding model).</source>
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
        <name>Import</name>
        <message>
            <source>no date</source>
            <translation>sans date</translation>
        </message>
        <message numerus="yes">
            <source>%n message</source>
            <translation>
                <numerusform>%n message</numerusform>
                <numerusform>%n messages</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n messages</source>
            <translation>
                <numerusform>%n message</numerusform>
                <numerusform>%n messages</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Sans titre</translation>
        </message>
        <message numerus="yes">
            <source>%n more in other versions</source>
            <translation>
                <numerusform>%n de plus dans d'autres versions</numerusform>
                <numerusform>%n de plus dans d'autres versions</numerusform>
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
            <source>%n chat in {file}</source>
            <translation>
                <numerusform>%n discussion dans {file}</numerusform>
                <numerusform>%n discussions dans {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats in {file}</source>
            <translation>
                <numerusform>%n discussion dans {file}</numerusform>
                <numerusform>%n discussions dans {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%n imported before: unchecked)</source>
            <translation>
                <numerusform> (%n déjà importée : décochée)</numerusform>
                <numerusform> (%n déjà importées : décochées)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %n skipped, with nothing to import</source>
            <translation>
                <numerusform> ; %n ignorée, sans rien à importer</numerusform>
                <numerusform> ; %n ignorées, sans rien à importer</numerusform>
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
            <source>%n chat imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>%n discussion importée (arrêt : les autres n'ont pas été importées).</numerusform>
                <numerusform>%n discussions importées (arrêt : les autres n'ont pas été importées).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>%n discussion importée (arrêt : les autres n'ont pas été importées).</numerusform>
                <numerusform>%n discussions importées (arrêt : les autres n'ont pas été importées).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chat imported.</source>
            <translation>
                <numerusform>%n discussion importée.</numerusform>
                <numerusform>%n discussions importées.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats imported.</source>
            <translation>
                <numerusform>%n discussion importée.</numerusform>
                <numerusform>%n discussions importées.</numerusform>
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
            <source>{title}, {when}, cache {state}</source>
            <translation>{title}, {when}, cache {state}</translation>
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
</TS>
