<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>App</name>
        <message>
            <source>Emberly is already running on {folder}; its window was brought to the front.</source>
            <translation>Emberly ya se está ejecutando en {folder}; se ha traído su ventana al frente.</translation>
        </message>
    </context>
    <context>
        <name>Attachments</name>
        <message>
            <source>Documents and images (*.txt *.md *.markdown *.rst *.py *.js *.ts *.c *.h *.cpp *.rs *.go *.java *.csv *.json *.html *.htm *.pdf *.docx *.png *.jpg *.jpeg *.webp *.gif);;All files (*)</source>
            <translation>Documentos e imágenes (*.txt *.md *.markdown *.rst *.py *.js *.ts *.c *.h *.cpp *.rs *.go *.java *.csv *.json *.html *.htm *.pdf *.docx *.png *.jpg *.jpeg *.webp *.gif);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Show the text the model reads</source>
            <translation>Mostrar el texto que lee el modelo</translation>
        </message>
        <message>
            <source>Reading {name}…</source>
            <translation>Leyendo {name}…</translation>
        </message>
        <message>
            <source>Stop reading {name}</source>
            <translation>Dejar de leer {name}</translation>
        </message>
        <message>
            <source>Reading {name}… {done}/{total}</source>
            <translation>Leyendo {name}… {done}/{total}</translation>
        </message>
        <message>
            <source>Remove {name}</source>
            <translation>Quitar {name}</translation>
        </message>
        <message>
            <source>{document} — the text the model reads</source>
            <translation>{document} — el texto que lee el modelo</translation>
        </message>
        <message>
            <source>Text of {name}</source>
            <translation>Texto de {name}</translation>
        </message>
        <message>
            <source>a picture may have</source>
            <translation>puede tener una imagen</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}.</source>
            <translation>{name} no se puede leer: {reason}.</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}</source>
            <translation>No se pudo leer {name}: {reason}</translation>
        </message>
        <message>
            <source>{sha} is not an attachment's sha256</source>
            <translation>{sha} no es el sha256 de un adjunto</translation>
        </message>
        <message>
            <source>A document of {chars} characters is more than Emberly keeps ({limit})</source>
            <translation>Un documento de {chars} caracteres supera lo que guarda Emberly ({limit})</translation>
        </message>
        <message>
            <source>The document's text is not valid Unicode</source>
            <translation>El texto del documento no es Unicode válido</translation>
        </message>
        <message>
            <source>The attached document could not be saved: {error}</source>
            <translation>No se pudo guardar el documento adjunto: {error}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” is missing from {folder}</source>
            <translation>El texto del archivo adjunto “{name}” no está en {folder}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” cannot be read: {error}</source>
            <translation>No se puede leer el texto del archivo adjunto “{name}”: {error}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” was altered or damaged ({file} no longer matches its hash)</source>
            <translation>El texto del archivo adjunto “{name}” se modificó o está dañado ({file} ya no coincide con su hash)</translation>
        </message>
        <message>
            <source>{sha} is not an image's sha256</source>
            <translation>{sha} no es el sha256 de una imagen</translation>
        </message>
        <message>
            <source>The image could not be saved: {error}</source>
            <translation>No se pudo guardar la imagen: {error}</translation>
        </message>
        <message>
            <source>The attached image “{name}” is missing from {folder}</source>
            <translation>La imagen adjunta “{name}” no está en {folder}</translation>
        </message>
        <message>
            <source>The attached image “{name}” cannot be read: {error}</source>
            <translation>No se puede leer la imagen adjunta “{name}”: {error}</translation>
        </message>
        <message>
            <source>The attached image “{name}” was altered or replaced (its file no longer matches its hash)</source>
            <translation>La imagen adjunta “{name}” se modificó o se reemplazó (su archivo ya no coincide con su hash)</translation>
        </message>
        <message>
            <source>its images are not an object of PNGs</source>
            <translation>sus imágenes no son un objeto de PNG</translation>
        </message>
        <message>
            <source>an image</source>
            <translation>una imagen</translation>
        </message>
        <message>
            <source>image {sha}… is not an image: {error}</source>
            <translation>la imagen {sha}… no es una imagen: {error}</translation>
        </message>
        <message>
            <source>image {sha}… is not the image it names</source>
            <translation>la imagen {sha}… no es la imagen que indica su nombre</translation>
        </message>
        <message>
            <source>image {sha}… is not base64 text</source>
            <translation>la imagen {sha}… no es texto base64</translation>
        </message>
        <message>
            <source>This chat has images, and the model reads no images (no projector, mmproj, loaded with it): it reads the text only.</source>
            <translation>Este chat tiene imágenes y el modelo no lee imágenes (no se cargó ningún proyector, mmproj, con él): solo lee el texto.</translation>
        </message>
        <message>
            <source>{error}. The model is told the image is no longer available.</source>
            <translation>{error}. Se le indica al modelo que la imagen ya no está disponible.</translation>
        </message>
    </context>
    <context>
        <name>Chat</name>
        <message>
            <source>Thinking…</source>
            <translation>Pensando…</translation>
        </message>
        <message>
            <source>Thoughts</source>
            <translation>Razonamiento</translation>
        </message>
        <message>
            <source>Thought for {n} s</source>
            <translation>Pensó durante {n} s</translation>
        </message>
        <message>
            <source>Thought for {n} min</source>
            <translation>Pensó durante {n} min</translation>
        </message>
        <message>
            <source>Arguments</source>
            <translation>Argumentos</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>(vacío)</translation>
        </message>
        <message>
            <source>Tool call: {summary}</source>
            <translation>Llamada a herramienta: {summary}</translation>
        </message>
        <message>
            <source>… {n} more characters</source>
            <translation>… {n} caracteres más</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Edit and resend</source>
            <translation>Editar y reenviar</translation>
        </message>
        <message>
            <source>Regenerate (Ctrl+R)</source>
            <translation>Regenerar (Ctrl+R)</translation>
        </message>
        <message>
            <source>Fork into a new chat</source>
            <translation>Bifurcar en un chat nuevo</translation>
        </message>
        <message>
            <source>ran</source>
            <translation>ejecutada</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>fallida</translation>
        </message>
        <message>
            <source>declined</source>
            <translation>rechazada</translation>
        </message>
        <message>
            <source>waiting</source>
            <translation>en espera</translation>
        </message>
        <message numerus="yes">
            <source>%n messages · exported from Emberly on {date}</source>
            <translation>
                <numerusform>%n mensaje · exportado desde Emberly el {date}</numerusform>
                <numerusform>%n mensajes · exportados desde Emberly el {date}</numerusform>
            </translation>
        </message>
        <message>
            <source>System prompt: {prompt}</source>
            <translation>Prompt del sistema: {prompt}</translation>
        </message>
        <message>
            <source>Another version of this message ({k} of {n})</source>
            <translation>Otra versión de este mensaje ({k} de {n})</translation>
        </message>
        <message>
            <source>{who} · {when} · stopped</source>
            <translation>{who} · {when} · detenida</translation>
        </message>
        <message>
            <source>{who} · {when}</source>
            <translation>{who} · {when}</translation>
        </message>
        <message>
            <source>[image: {name}]</source>
            <translation>[imagen: {name}]</translation>
        </message>
        <message>
            <source>Attached: {name}</source>
            <translation>Adjunto: {name}</translation>
        </message>
        <message>
            <source>Tool call: {name} · {status}</source>
            <translation>Llamada a herramienta: {name} · {status}</translation>
        </message>
        <message>
            <source>the PDF could not be written to {folder}</source>
            <translation>no se pudo escribir el PDF en {folder}</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Tú</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>Asistente</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
        </message>
        <message>
            <source>failed · {seconds} s</source>
            <translation>falló · {seconds} s</translation>
        </message>
        <message>
            <source>waiting…</source>
            <translation>esperando…</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>{done} of {total} ({share})</source>
            <translation>{done} de {total} ({share})</translation>
        </message>
        <message>
            <source>{done} so far</source>
            <translation>{done} hasta ahora</translation>
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
            <translation>propuestos {drafted} · aceptados {accepted} ({percent}%)</translation>
        </message>
        <message>
            <source>read {read} · reused {reused}</source>
            <translation>leídos {read} · reutilizados {reused}</translation>
        </message>
        <message numerus="yes">
            <source>%n old messages left out (context full)</source>
            <translation>
                <numerusform>%n mensaje antiguo omitido (contexto lleno)</numerusform>
                <numerusform>%n mensajes antiguos omitidos (contexto lleno)</numerusform>
            </translation>
        </message>
        <message>
            <source>document</source>
            <translation>documento</translation>
        </message>
        <message>
            <source>[{n}] page {page}</source>
            <translation>[{n}] página {page}</translation>
        </message>
        <message numerus="yes">
            <source>%n page</source>
            <translation>
                <numerusform>%n página</numerusform>
                <numerusform>%n páginas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pages</source>
            <translation>
                <numerusform>%n página</numerusform>
                <numerusform>%n páginas</numerusform>
            </translation>
        </message>
        <message>
            <source>≈{tokens} tokens</source>
            <translation>≈{tokens} tokens</translation>
        </message>
        <message>
            <source>documents read once, restored in {ms} ms ({tokens} tokens)</source>
            <translation>documentos leídos una vez, restaurados en {ms} ms ({tokens} tokens)</translation>
        </message>
        <message>
            <source>documents read: {tokens} tokens in {seconds} s, kept for new chats</source>
            <translation>documentos leídos: {tokens} tokens en {seconds} s, guardados para chats nuevos</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>detenida</translation>
        </message>
        <message>
            <source>interrupted</source>
            <translation>interrumpida</translation>
        </message>
        <message>
            <source>cut off at the length limit</source>
            <translation>cortada al llegar al límite de longitud</translation>
        </message>
        <message>
            <source>stopped: too many tool calls in one reply</source>
            <translation>detenida: demasiadas llamadas a herramientas en una respuesta</translation>
        </message>
        <message>
            <source>code</source>
            <comment>a code block of no named language</comment>
            <translation>código</translation>
        </message>
        <message>
            <source>Sources (found by keywords)</source>
            <translation>Fuentes (encontradas por palabras clave)</translation>
        </message>
        <message>
            <source>Sources (found by meaning and keywords)</source>
            <translation>Fuentes (encontradas por significado y palabras clave)</translation>
        </message>
        <message>
            <source>Show more · {shown} of {total} characters shown</source>
            <translation>Mostrar más · {shown} de {total} caracteres mostrados</translation>
        </message>
        <message>
            <source>Sources (found by {how})</source>
            <translation>Fuentes (encontradas por {how})</translation>
        </message>
        <message>
            <source>{who}: {text}</source>
            <translation>{who}: {text}</translation>
        </message>
        <message>
            <source>Conversation</source>
            <translation>Conversación</translation>
        </message>
        <message>
            <source>Scroll to the newest message</source>
            <translation>Desplazarse al último mensaje</translation>
        </message>
        <message>
            <source>Scroll to the newest message (Ctrl+End)</source>
            <translation>Desplazarse al último mensaje (Ctrl+End)</translation>
        </message>
        <message>
            <source>New</source>
            <comment>more of the reply came below</comment>
            <translation>Nuevo</translation>
        </message>
    </context>
    <context>
        <name>ChatExport</name>
        <message>
            <source>{name} is not an Emberly chat export: {why}</source>
            <translation>{name} no es una exportación de chat de Emberly: {why}</translation>
        </message>
        <message>
            <source>a chat export can</source>
            <translation>puede tener una exportación de chat</translation>
        </message>
        <message>
            <source>its attachments are not an object of texts</source>
            <translation>sus adjuntos no son un objeto de textos</translation>
        </message>
        <message>
            <source>the text of attachment {sha}… is not the text it names</source>
            <translation>el texto del adjunto {sha}… no es el texto que indica su nombre</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>tiene demasiados niveles de anidamiento</translation>
        </message>
    </context>
    <context>
        <name>ChatImport</name>
        <message>
            <source>it is {what}</source>
            <translation>es {what}</translation>
        </message>
        <message>
            <source>{name} is {what}</source>
            <translation>{name} es {what}</translation>
        </message>
        <message>
            <source>{name}: its one chat has nothing to import ({why})</source>
            <translation>{name}: su único chat no tiene nada que importar ({why})</translation>
        </message>
        <message>
            <source>{name}: none of its {count} chats has anything to import (the first: {why})</source>
            <translation>{name}: ninguno de sus {count} chats tiene nada que importar (el primero: {why})</translation>
        </message>
        <message>
            <source>{name} holds no chats: {what}</source>
            <translation>{name} no contiene chats: {what}</translation>
        </message>
        <message>
            <source>{name} holds no chats of Emberly, ChatGPT, Claude, Open WebUI, LM Studio or Jan</source>
            <translation>{name} no contiene chats de Emberly, ChatGPT, Claude, Open WebUI, LM Studio ni Jan</translation>
        </message>
        <message>
            <source>The chats are imported, but the record of what was imported could not be kept: {error}</source>
            <translation>Los chats se importaron, pero no se pudo guardar el registro de lo importado: {error}</translation>
        </message>
        <message>
            <source>it has no messages</source>
            <translation>no tiene mensajes</translation>
        </message>
        <message>
            <source>it has no message of the user or the assistant</source>
            <translation>no tiene mensajes del usuario ni del asistente</translation>
        </message>
        <message>
            <source>its one message has no text in the export</source>
            <translation>su único mensaje no tiene texto en la exportación</translation>
        </message>
        <message>
            <source>its {count} messages have no text in the export</source>
            <translation>sus {count} mensajes no tienen texto en la exportación</translation>
        </message>
        <message>
            <source>a list of {count} ChatGPT chats without their messages (the list its site shows, not an export)</source>
            <translation>una lista de {count} chats de ChatGPT sin sus mensajes (la lista que muestra su sitio web, no una exportación)</translation>
        </message>
        <message>
            <source>a Claude chat without its messages (claude.ai's list of chats, not its export: Settings ▸ Privacy ▸ Export data)</source>
            <translation>un chat de Claude sin sus mensajes (la lista de chats de claude.ai, no su exportación: Configuración ▸ Privacidad ▸ Exportar datos)</translation>
        </message>
        <message>
            <source>a list of {count} Claude chats without their messages (claude.ai's list of chats, not its export: Settings ▸ Privacy ▸ Export data)</source>
            <translation>una lista de {count} chats de Claude sin sus mensajes (la lista de chats de claude.ai, no su exportación: Configuración ▸ Privacidad ▸ Exportar datos)</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>no es un archivo normal</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>tiene demasiados niveles de anidamiento</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {why}</source>
            <translation>No se puede importar {name}: {why}</translation>
        </message>
        <message>
            <source>an export of chats</source>
            <translation>puede tener una exportación de chats</translation>
        </message>
        <message>
            <source>it has {size} bytes, more than an export of chats ({limit})</source>
            <translation>tiene {size} bytes, más de lo que ocupa una exportación de chats ({limit})</translation>
        </message>
        <message>
            <source>{name} cannot be imported: it has more than {limit} bytes</source>
            <translation>No se puede importar {name}: tiene más de {limit} bytes</translation>
        </message>
        <message>
            <source>{name} is not an export Emberly can read: {error}</source>
            <translation>{name} no es una exportación que Emberly pueda leer: {error}</translation>
        </message>
        <message>
            <source>{name} is not UTF-8 text (near byte {at})</source>
            <translation>{name} no es texto UTF-8 (cerca del byte {at})</translation>
        </message>
        <message>
            <source>{name} is not UTF-8 text (it ends inside a character)</source>
            <translation>{name} no es texto UTF-8 (termina en mitad de un carácter)</translation>
        </message>
        <message>
            <source>{name} is not JSON Lines: {error}</source>
            <translation>{name} no es JSON Lines: {error}</translation>
        </message>
        <message>
            <source>{name} is not JSON: {error}</source>
            <translation>{name} no es JSON: {error}</translation>
        </message>
        <message>
            <source>extra data after the list</source>
            <translation>hay datos de más después de la lista</translation>
        </message>
        <message>
            <source>expected ',' or ']' at character {at}</source>
            <translation>se esperaba ',' o ']' en el carácter {at}</translation>
        </message>
        <message>
            <source>{name} holds {count} files, more than an export of chats</source>
            <translation>{name} contiene {count} archivos, más de los que tiene una exportación de chats</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {member} would unpack to {size} bytes from {packed} (a zip bomb?)</source>
            <translation>No se puede importar {name}: {member} se descomprimiría de {packed} a {size} bytes (¿una bomba zip?)</translation>
        </message>
        <message>
            <source>{name}: {member} has {size} bytes, more than an export of chats ({limit})</source>
            <translation>{name}: {member} tiene {size} bytes, más de lo que ocupa una exportación de chats ({limit})</translation>
        </message>
        <message>
            <source>{name} holds more than {limit} files: choose the export itself</source>
            <translation>{name} contiene más de {limit} archivos: elige la propia exportación</translation>
        </message>
        <message>
            <source>{count} system message left out</source>
            <translation>se omitió {count} mensaje del sistema</translation>
        </message>
        <message>
            <source>{count} system messages left out</source>
            <translation>se omitieron {count} mensajes del sistema</translation>
        </message>
        <message>
            <source>{count} image not in the export left out</source>
            <translation>se omitió {count} imagen que no está en la exportación</translation>
        </message>
        <message>
            <source>{count} images not in the export left out</source>
            <translation>se omitieron {count} imágenes que no están en la exportación</translation>
        </message>
        <message>
            <source>{count} image of a reply left out</source>
            <translation>se omitió {count} imagen de una respuesta</translation>
        </message>
        <message>
            <source>{count} images of a reply left out</source>
            <translation>se omitieron {count} imágenes de respuestas</translation>
        </message>
        <message>
            <source>{count} attached document left out</source>
            <translation>se omitió {count} documento adjunto</translation>
        </message>
        <message>
            <source>{count} attached documents left out</source>
            <translation>se omitieron {count} documentos adjuntos</translation>
        </message>
        <message>
            <source>{count} missing or unreadable attached file left out</source>
            <translation>se omitió {count} archivo adjunto que falta o no se puede leer</translation>
        </message>
        <message>
            <source>{count} missing or unreadable attached files left out</source>
            <translation>se omitieron {count} archivos adjuntos que faltan o no se pueden leer</translation>
        </message>
        <message>
            <source>{count} tool use left out</source>
            <translation>se omitió {count} uso de herramienta</translation>
        </message>
        <message>
            <source>{count} tool uses left out</source>
            <translation>se omitieron {count} usos de herramientas</translation>
        </message>
        <message>
            <source>{count} tool step left out</source>
            <translation>se omitió {count} paso de herramienta</translation>
        </message>
        <message>
            <source>{count} tool steps left out</source>
            <translation>se omitieron {count} pasos de herramientas</translation>
        </message>
        <message>
            <source>{count} picture named but not in the export</source>
            <translation>{count} imagen mencionada que no está en la exportación</translation>
        </message>
        <message>
            <source>{count} pictures named but not in the export</source>
            <translation>{count} imágenes mencionadas que no están en la exportación</translation>
        </message>
        <message>
            <source>{count} file named but not in the export</source>
            <translation>{count} archivo mencionado que no está en la exportación</translation>
        </message>
        <message>
            <source>{count} files named but not in the export</source>
            <translation>{count} archivos mencionados que no están en la exportación</translation>
        </message>
        <message>
            <source>{count} {role} message left out</source>
            <translation>se omitió {count} mensaje con el rol {role}</translation>
        </message>
        <message>
            <source>{count} {role} messages left out</source>
            <translation>se omitieron {count} mensajes con el rol {role}</translation>
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
            <translation>Página web (*.html)</translation>
        </message>
        <message>
            <source>PDF (*.pdf)</source>
            <translation>PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Emberly chat (*.json)</source>
            <translation>Chat de Emberly (*.json)</translation>
        </message>
        <message>
            <source>Web pages in a zip (*.zip)</source>
            <translation>Páginas web en un zip (*.zip)</translation>
        </message>
        <message>
            <source>Markdown files in a zip (*.zip)</source>
            <translation>Archivos Markdown en un zip (*.zip)</translation>
        </message>
        <message>
            <source>Emberly chats in a zip (*.zip)</source>
            <translation>Chats de Emberly en un zip (*.zip)</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Edit and resend…</source>
            <translation>Editar y reenviar…</translation>
        </message>
        <message>
            <source>Read the web again</source>
            <translation>Volver a leer la web</translation>
        </message>
        <message>
            <source>Regenerate</source>
            <translation>Regenerar</translation>
        </message>
        <message>
            <source>Regenerate ×{n}</source>
            <translation>Regenerar ×{n}</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continuar</translation>
        </message>
        <message>
            <source>Previous version ({k}/{n})</source>
            <translation>Versión anterior ({k}/{n})</translation>
        </message>
        <message>
            <source>Previous version</source>
            <translation>Versión anterior</translation>
        </message>
        <message>
            <source>Next version ({k}/{n})</source>
            <translation>Versión siguiente ({k}/{n})</translation>
        </message>
        <message>
            <source>Next version</source>
            <translation>Versión siguiente</translation>
        </message>
        <message>
            <source>Fork into a new chat</source>
            <translation>Bifurcar en un chat nuevo</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Eliminar</translation>
        </message>
        <message>
            <source>Open {name}</source>
            <translation>Abrir {name}</translation>
        </message>
        <message>
            <source>Source {mark}: {where}</source>
            <translation>Fuente {mark}: {where}</translation>
        </message>
        <message>
            <source>Hide the call to {tool}</source>
            <translation>Ocultar la llamada a {tool}</translation>
        </message>
        <message>
            <source>Show the call to {tool}</source>
            <translation>Mostrar la llamada a {tool}</translation>
        </message>
        <message>
            <source>Hide the thinking</source>
            <translation>Ocultar el razonamiento</translation>
        </message>
        <message>
            <source>Show the thinking</source>
            <translation>Mostrar el razonamiento</translation>
        </message>
        <message>
            <source>Edit message</source>
            <translation>Editar mensaje</translation>
        </message>
        <message>
            <source>Edit and resend:</source>
            <translation>Editar y reenviar:</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Renombrar…</translation>
        </message>
        <message>
            <source>Unpin</source>
            <translation>Desfijar</translation>
        </message>
        <message>
            <source>Pin (keep its cache)</source>
            <translation>Fijar (conservar su caché)</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>Duplicar</translation>
        </message>
        <message>
            <source>Export as Markdown…</source>
            <translation>Exportar como Markdown…</translation>
        </message>
        <message>
            <source>Export as HTML…</source>
            <translation>Exportar como HTML…</translation>
        </message>
        <message>
            <source>Export as PDF…</source>
            <translation>Exportar como PDF…</translation>
        </message>
        <message>
            <source>Export as JSON…</source>
            <translation>Exportar como JSON…</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Eliminar…</translation>
        </message>
        <message>
            <source>Rename chat</source>
            <translation>Renombrar chat</translation>
        </message>
        <message>
            <source>Title:</source>
            <translation>Título:</translation>
        </message>
        <message>
            <source>Delete chat</source>
            <translation>Eliminar chat</translation>
        </message>
        <message>
            <source>Delete “{title}” and its saved cache? This cannot be undone.</source>
            <translation>¿Eliminar “{title}” y su caché guardada? No se puede deshacer.</translation>
        </message>
        <message>
            <source>Export chat</source>
            <translation>Exportar chat</translation>
        </message>
        <message>
            <source>Exporting…</source>
            <translation>Exportando…</translation>
        </message>
        <message>
            <source>Exported to {file}</source>
            <translation>Exportado a {file}</translation>
        </message>
        <message numerus="yes">
            <source>Export the %n chats found</source>
            <translation>
                <numerusform>Exportar el %n chat encontrado</numerusform>
                <numerusform>Exportar los %n chats encontrados</numerusform>
            </translation>
        </message>
        <message>
            <source>Export all chats</source>
            <translation>Exportar todos los chats</translation>
        </message>
        <message>
            <source>Exporting every chat…</source>
            <translation>Exportando todos los chats…</translation>
        </message>
        <message>
            <source>Import chat</source>
            <translation>Importar chat</translation>
        </message>
        <message>
            <source>Importing…</source>
            <translation>Importando…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln chats exported to {file}</source>
            <translation>
                <numerusform>%Ln chat exportado a {file}</numerusform>
                <numerusform>%Ln chats exportados a {file}</numerusform>
            </translation>
        </message>
        <message>
            <source>Export failed: {error}</source>
            <translation>Error al exportar: {error}</translation>
        </message>
    </context>
    <context>
        <name>ChatSettings</name>
        <message>
            <source>The model decides when to call a tool</source>
            <translation>El modelo decide cuándo llamar a una herramienta</translation>
        </message>
        <message>
            <source>Every reply begins with a tool call</source>
            <translation>Cada respuesta empieza con una llamada a una herramienta</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>Herramientas</translation>
        </message>
        <message>
            <source>Tools of {name}</source>
            <translation>Herramientas de {name}</translation>
        </message>
        <message>
            <source>No MCP servers yet: add them in File ▸ Tools.</source>
            <translation>Aún no hay servidores MCP: añádelos en Archivo ▸ Herramientas.</translation>
        </message>
        <message>
            <source>Every reply begins with a call of {name}</source>
            <translation>Cada respuesta empieza con una llamada a {name}</translation>
        </message>
        <message>
            <source>Reply as JSON, with this schema:</source>
            <translation>Responder en JSON, con este esquema:</translation>
        </message>
        <message>
            <source>The schema must be a JSON object.</source>
            <translation>El esquema debe ser un objeto JSON.</translation>
        </message>
        <message>
            <source>Precise</source>
            <translation>Preciso</translation>
        </message>
        <message>
            <source>Balanced</source>
            <translation>Equilibrado</translation>
        </message>
        <message>
            <source>Creative</source>
            <translation>Creativo</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Personalizado</translation>
        </message>
        <message>
            <source>Chat settings — {title}</source>
            <translation>Ajustes del chat — {title}</translation>
        </message>
        <message>
            <source>A system prompt for this chat (optional)</source>
            <translation>Un prompt del sistema para este chat (opcional)</translation>
        </message>
        <message>
            <source>&amp;Preset</source>
            <translation>&amp;Preajuste</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Prompt del sistema</translation>
        </message>
        <message>
            <source>Sampling</source>
            <translation>Muestreo</translation>
        </message>
        <message>
            <source>Temperature</source>
            <translation>Temperatura</translation>
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
            <translation>Penalización por repetición</translation>
        </message>
        <message>
            <source>Temperature 0 is greedy: the same reply every time.</source>
            <translation>Con temperatura 0 el muestreo es voraz: la misma respuesta cada vez.</translation>
        </message>
        <message>
            <source>“{name}” has changed since this chat took it: choose it again to take the new version.</source>
            <translation>“{name}” ha cambiado desde que este chat lo tomó: vuelve a elegirlo para tomar la nueva versión.</translation>
        </message>
    </context>
    <context>
        <name>ChatStore</name>
        <message>
            <source>{id} is not a message id</source>
            <translation>{id} no es un id de mensaje</translation>
        </message>
        <message>
            <source>no model is loaded</source>
            <translation>no hay ningún modelo cargado</translation>
        </message>
        <message>
            <source>made with {what}</source>
            <translation>creada con {what}</translation>
        </message>
        <message>
            <source>on the server {url}</source>
            <translation>en el servidor {url}</translation>
        </message>
        <message>
            <source>a message must be a JSON object</source>
            <translation>un mensaje debe ser un objeto JSON</translation>
        </message>
        <message>
            <source>a message has the role {role}, not one of {roles}</source>
            <translation>un mensaje tiene el rol {role}, que no es ninguno de {roles}</translation>
        </message>
        <message>
            <source>a message's text must be a string</source>
            <translation>el texto de un mensaje debe ser una cadena</translation>
        </message>
        <message>
            <source>the session's id or messages are of the wrong type</source>
            <translation>el id o los mensajes de la sesión son de un tipo incorrecto</translation>
        </message>
        <message>
            <source>the session's other versions (branches) are of the wrong type</source>
            <translation>las otras versiones (ramas) de la sesión son de un tipo incorrecto</translation>
        </message>
        <message>
            <source>the session data has no {key}</source>
            <translation>a los datos de la sesión les falta {key}</translation>
        </message>
        <message>
            <source>the session data is malformed ({error})</source>
            <translation>los datos de la sesión tienen un formato incorrecto ({error})</translation>
        </message>
        <message>
            <source>a session file must hold a JSON object</source>
            <translation>un archivo de sesión debe contener un objeto JSON</translation>
        </message>
        <message>
            <source>the session file has no schema version</source>
            <translation>el archivo de sesión no tiene versión de esquema</translation>
        </message>
        <message>
            <source>this chat was saved by a newer Emberly (format {version}); update Emberly to open it</source>
            <translation>este chat lo guardó un Emberly más reciente (formato {version}); actualiza Emberly para abrirlo</translation>
        </message>
        <message>
            <source>no migration from session format {version}</source>
            <translation>no hay migración desde el formato de sesión {version}</translation>
        </message>
        <message>
            <source>The chat “{title}” could not be saved: {error}.</source>
            <translation>No se pudo guardar el chat “{title}”: {error}.</translation>
        </message>
        <message>
            <source>{name} could not be saved: {error}</source>
            <translation>No se pudo guardar {name}: {error}</translation>
        </message>
        <message>
            <source>The file of the chat “{title}” was changed outside Emberly while it was open; Emberly saved its own copy and kept that version as {name}.</source>
            <translation>El archivo del chat “{title}” se modificó fuera de Emberly mientras estaba abierto; Emberly guardó su propia copia y conservó esa versión como {name}.</translation>
        </message>
        <message>
            <source>The chats folder {folder} was removed while Emberly ran: it was made again, and the open chat saved into it.</source>
            <translation>La carpeta de chats {folder} se eliminó mientras Emberly se ejecutaba: se volvió a crear y el chat abierto se guardó en ella.</translation>
        </message>
        <message>
            <source>There is no saved chat {id}.</source>
            <translation>No hay ningún chat guardado con el id {id}.</translation>
        </message>
        <message>
            <source>The chat file {name} cannot be read: {error}</source>
            <translation>No se puede leer el archivo de chat {name}: {error}</translation>
        </message>
        <message>
            <source>{id} is not a session id</source>
            <translation>{id} no es un id de sesión</translation>
        </message>
    </context>
    <context>
        <name>ChatTemplate</name>
        <message>
            <source>The chat template ({name}) failed to render: {error}</source>
            <translation>La plantilla de chat ({name}) falló al renderizarse: {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) was stopped: {error}</source>
            <translation>Se detuvo la plantilla de chat ({name}): {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) was refused: {error}</source>
            <translation>Se rechazó la plantilla de chat ({name}): {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) could not be rendered: {error}</source>
            <translation>No se pudo renderizar la plantilla de chat ({name}): {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) is not valid Jinja: {error}</source>
            <translation>La plantilla de chat ({name}) no es Jinja válido: {error}</translation>
        </message>
        <message>
            <source>the template tried to output {size} characters (over {limit})</source>
            <translation>la plantilla intentó generar {size} caracteres (más de {limit})</translation>
        </message>
        <message>
            <source>it needed more than {size} MB of memory</source>
            <translation>necesitó más de {size} MB de memoria</translation>
        </message>
        <message>
            <source>the template tried to build something of size {size} (over {limit} characters or items)</source>
            <translation>la plantilla intentó construir algo de tamaño {size} (más de {limit} caracteres o elementos)</translation>
        </message>
        <message>
            <source>the template tried to build a repetition of {size} × {count} (over {limit} characters or items)</source>
            <translation>la plantilla intentó construir una repetición de {size} × {count} (más de {limit} caracteres o elementos)</translation>
        </message>
        <message>
            <source>the template tried to build a concatenation of {size} (over {limit} characters or items)</source>
            <translation>la plantilla intentó construir una concatenación de {size} (más de {limit} caracteres o elementos)</translation>
        </message>
        <message>
            <source>the template tried to build a text of {size} characters (over {limit} characters or items)</source>
            <translation>la plantilla intentó construir un texto de {size} caracteres (más de {limit} caracteres o elementos)</translation>
        </message>
        <message>
            <source>the template tried to compute a {bits}-bit power</source>
            <translation>la plantilla intentó calcular una potencia de {bits} bits</translation>
        </message>
        <message>
            <source>the template tried to build a join of {count} items with a {size}-character separator (over {limit} characters or items)</source>
            <translation>la plantilla intentó construir una unión de {count} elementos con un separador de {size} caracteres (más de {limit} caracteres o elementos)</translation>
        </message>
        <message>
            <source>the template tried to build a replacement of {size} characters (over {limit} characters or items)</source>
            <translation>la plantilla intentó construir un reemplazo de {size} caracteres (más de {limit} caracteres o elementos)</translation>
        </message>
        <message>
            <source>the template passed tojson separators longer than {limit} characters</source>
            <translation>la plantilla pasó a tojson separadores de más de {limit} caracteres</translation>
        </message>
        <message>
            <source>the template passed strftime_now a format of {size} characters</source>
            <translation>la plantilla pasó a strftime_now un formato de {size} caracteres</translation>
        </message>
        <message>
            <source>it is {size} characters long, more than the {limit} a chat template may have</source>
            <translation>tiene {size} caracteres, más de los {limit} que puede tener una plantilla de chat</translation>
        </message>
        <message>
            <source>the template helper forgot the template twice</source>
            <translation>el proceso auxiliar de plantillas olvidó la plantilla dos veces</translation>
        </message>
        <message>
            <source>the template helper stopped ({error})</source>
            <translation>el proceso auxiliar de plantillas se detuvo ({error})</translation>
        </message>
        <message>
            <source>it did not finish within {seconds} s (an endless or huge loop)</source>
            <translation>no terminó en {seconds} s (un bucle infinito o enorme)</translation>
        </message>
        <message>
            <source>the template helper stopped (exit status {code})</source>
            <translation>el proceso auxiliar de plantillas se detuvo (código de salida {code})</translation>
        </message>
        <message>
            <source>the template helper could not start ({error})</source>
            <translation>el proceso auxiliar de plantillas no pudo iniciarse ({error})</translation>
        </message>
        <message>
            <source>the template helper did not start ({error})</source>
            <translation>el proceso auxiliar de plantillas no arrancó ({error})</translation>
        </message>
        <message>
            <source>it tried to output {size} bytes</source>
            <translation>intentó generar {size} bytes</translation>
        </message>
    </context>
    <context>
        <name>Compare</name>
        <message>
            <source>Another model file…</source>
            <translation>Otro archivo de modelo…</translation>
        </message>
        <message>
            <source>Loaded beside the chat's model</source>
            <translation>Cargado junto al modelo del chat</translation>
        </message>
        <message>
            <source>On a server</source>
            <translation>En un servidor</translation>
        </message>
        <message>
            <source>One at a time with the chat's model</source>
            <translation>De uno en uno con el modelo del chat</translation>
        </message>
        <message>
            <source>Second model's answer</source>
            <translation>Respuesta del segundo modelo</translation>
        </message>
        <message>
            <source>Stop this answer</source>
            <translation>Detener esta respuesta</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Detener</translation>
        </message>
        <message>
            <source>End the comparison (its answers stay as versions)</source>
            <translation>Terminar la comparación (sus respuestas quedan como versiones)</translation>
        </message>
        <message>
            <source>Use this answer</source>
            <translation>Usar esta respuesta</translation>
        </message>
        <message>
            <source>Make it the chat's reply; the other stays as a version of it</source>
            <translation>Convertirla en la respuesta del chat; la otra queda como una versión suya</translation>
        </message>
        <message>
            <source>Use the second model's answer</source>
            <translation>Usar la respuesta del segundo modelo</translation>
        </message>
        <message>
            <source>Waiting for the chat's model to finish…</source>
            <translation>Esperando a que termine el modelo del chat…</translation>
        </message>
        <message>
            <source>{mode}: {why}</source>
            <translation>{mode}: {why}</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>Escribiendo…</translation>
        </message>
        <message>
            <source>No answer to the last message yet</source>
            <translation>Todavía no hay respuesta al último mensaje</translation>
        </message>
        <message>
            <source>In the chat</source>
            <translation>En el chat</translation>
        </message>
        <message>
            <source>Reading the chat…</source>
            <translation>Leyendo el chat…</translation>
        </message>
        <message>
            <source>A model on {server}…</source>
            <translation>Un modelo en {server}…</translation>
        </message>
        <message>
            <source>Compare with another model</source>
            <translation>Comparar con otro modelo</translation>
        </message>
        <message>
            <source>A second model answers each message beside the chat's:</source>
            <translation>Un segundo modelo responde a cada mensaje junto al del chat:</translation>
        </message>
        <message>
            <source>A model to compare with</source>
            <translation>Un modelo con el que comparar</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf)</source>
            <translation>Modelos GGUF (*.gguf)</translation>
        </message>
        <message>
            <source>Compare with a server's model</source>
            <translation>Comparar con el modelo de un servidor</translation>
        </message>
        <message>
            <source>The model on {url}:</source>
            <translation>El modelo en {url}:</translation>
        </message>
        <message>
            <source>{tokens} tokens · {rate} tok/s</source>
            <translation>{tokens} tokens · {rate} tok/s</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>detenida</translation>
        </message>
        <message>
            <source>the chat's reply</source>
            <translation>la respuesta del chat</translation>
        </message>
        <message>
            <source>Open a chat to compare it with another model.</source>
            <translation>Abre un chat para compararlo con otro modelo.</translation>
        </message>
        <message>
            <source>That is the chat's own model: choose another one to compare it with.</source>
            <translation>Ese es el propio modelo del chat: elige otro para compararlo.</translation>
        </message>
        <message>
            <source>The model to compare with could not be used: {error}</source>
            <translation>No se pudo usar el modelo con el que comparar: {error}</translation>
        </message>
        <message>
            <source>{name} could not answer: {error}</source>
            <translation>{name} no pudo responder: {error}</translation>
        </message>
        <message>
            <source>The second model could not answer: {error}</source>
            <translation>El segundo modelo no pudo responder: {error}</translation>
        </message>
        <message>
            <source>{name} needs about {need} and {free} is free beside the chat's model: the two answer one at a time</source>
            <translation>{name} necesita unos {need} y quedan {free} libres junto al modelo del chat: los dos responden de uno en uno</translation>
        </message>
        <message>
            <source>The chat's model could not be loaded again: {error}</source>
            <translation>No se pudo volver a cargar el modelo del chat: {error}</translation>
        </message>
    </context>
    <context>
        <name>Composer</name>
        <message>
            <source>Attach documents (text, Markdown, code, PDF, DOCX, HTML, CSV, JSON) or images (PNG, JPEG, WebP, GIF: for a vision model)</source>
            <translation>Adjuntar documentos (texto, Markdown, código, PDF, DOCX, HTML, CSV, JSON) o imágenes (PNG, JPEG, WebP, GIF: para un modelo de visión)</translation>
        </message>
        <message>
            <source>Attach documents or images</source>
            <translation>Adjuntar documentos o imágenes</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>Bibliotecas</translation>
        </message>
        <message>
            <source>Search the web for this message</source>
            <translation>Buscar en la web para este mensaje</translation>
        </message>
        <message>
            <source>Web: search the web for the message first and give the model the passages that answer it, with their sources</source>
            <translation>Web: buscar primero el mensaje en la web y dar al modelo los fragmentos que lo responden, con sus fuentes</translation>
        </message>
        <message>
            <source>Message — Enter to send, Shift+Enter for a new line</source>
            <translation>Mensaje — Enter para enviar, Shift+Enter para una línea nueva</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Mensaje</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Detener</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Enviar</translation>
        </message>
        <message>
            <source>Stop the reply</source>
            <translation>Detener la respuesta</translation>
        </message>
        <message>
            <source>Send the message</source>
            <translation>Enviar el mensaje</translation>
        </message>
        <message>
            <source>Stop the reply (Esc)</source>
            <translation>Detener la respuesta (Esc)</translation>
        </message>
        <message>
            <source>Send (Enter)</source>
            <translation>Enviar (Enter)</translation>
        </message>
    </context>
    <context>
        <name>Crash</name>
        <message>
            <source>Emberly hit a bug</source>
            <translation>Emberly ha sufrido un error</translation>
        </message>
        <message>
            <source>Something went wrong inside Emberly. Your chats are saved and the app keeps running.&lt;br&gt;Please copy the report below into a bug report.</source>
            <translation>Algo salió mal dentro de Emberly. Tus chats están guardados y la app sigue funcionando.&lt;br&gt;Copia el informe de abajo en un informe de errores, por favor.</translation>
        </message>
        <message>
            <source>It was also written to {file}</source>
            <translation>También se escribió en {file}</translation>
        </message>
        <message>
            <source>Details of the bug</source>
            <translation>Detalles del error</translation>
        </message>
        <message>
            <source>Copy report</source>
            <translation>Copiar informe</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copiado</translation>
        </message>
    </context>
    <context>
        <name>DataFolder</name>
        <message>
            <source>it is not a folder</source>
            <translation>no es una carpeta</translation>
        </message>
        <message>
            <source>it cannot be made ({reason})</source>
            <translation>no se puede crear ({reason})</translation>
        </message>
        <message>
            <source>a path cannot hold a NUL character</source>
            <translation>una ruta no puede contener un carácter NUL</translation>
        </message>
        <message>
            <source>no file can be written in it ({reason})</source>
            <translation>no se puede escribir ningún archivo en ella ({reason})</translation>
        </message>
        <message>
            <source>The data folder {folder} cannot be used: {reason}.</source>
            <translation>No se puede usar la carpeta de datos {folder}: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>the file holds no text</source>
            <translation>el archivo no contiene texto</translation>
        </message>
        <message>
            <source>{name} could not be read as HTML ({error})</source>
            <translation>No se pudo leer {name} como HTML ({error})</translation>
        </message>
        <message>
            <source>{name} is a damaged PDF: its pages cannot be listed ({reason})</source>
            <translation>{name} es un PDF dañado: no se pueden enumerar sus páginas ({reason})</translation>
        </message>
        <message>
            <source>{name} is a damaged PDF: the text of none of its {count} pages could be read</source>
            <translation>{name} es un PDF dañado: no se pudo leer el texto de ninguna de sus {count} páginas</translation>
        </message>
        <message>
            <source>{reason}; {other}</source>
            <translation>{reason}; {other}</translation>
        </message>
        <message>
            <source>{name} was not read: {reasons} ({count} more are damaged)</source>
            <translation>No se leyó {name}: {reasons} ({count} más están dañadas)</translation>
        </message>
        <message>
            <source>{name} was not read: {reasons}</source>
            <translation>No se leyó {name}: {reasons}</translation>
        </message>
        <message>
            <source>each holds more than the {limit} of drawing instructions Emberly reads on one page</source>
            <translation>cada una contiene más de los {limit} de instrucciones de dibujo que Emberly lee en una página</translation>
        </message>
        <message>
            <source>its pages decode to more than the {limit} of content Emberly reads per PDF</source>
            <translation>sus páginas se descomprimen en más de los {limit} de contenido que Emberly lee por PDF</translation>
        </message>
        <message>
            <source>its pages hold more than the {limit} of content Emberly reads per PDF (counted each time a page uses it)</source>
            <translation>sus páginas contienen más de los {limit} de contenido que Emberly lee por PDF (contado cada vez que una página lo usa)</translation>
        </message>
        <message>
            <source>page {page} was not read: {reason}</source>
            <translation>no se leyó la página {page}: {reason}</translation>
        </message>
        <message>
            <source>pages {first}-{last} were not read: {reason}</source>
            <translation>no se leyeron las páginas {first}-{last}: {reason}</translation>
        </message>
        <message>
            <source>pages {pages} were not read: {reason}</source>
            <translation>no se leyeron las páginas {pages}: {reason}</translation>
        </message>
        <message>
            <source>{name} is protected by a password; Emberly does not open protected PDFs. Save a copy without the password and attach that</source>
            <translation>{name} está protegido con contraseña; Emberly no abre PDF protegidos. Guarda una copia sin la contraseña y adjúntala</translation>
        </message>
        <message>
            <source>{name} is encrypted in a way this install cannot decrypt (AES needs the 'cryptography' package)</source>
            <translation>{name} está cifrado de una forma que esta instalación no puede descifrar (AES necesita el paquete 'cryptography')</translation>
        </message>
        <message>
            <source>{name} is not a PDF Emberly can read: it is damaged or malformed ({reason})</source>
            <translation>{name} no es un PDF que Emberly pueda leer: está dañado o mal formado ({reason})</translation>
        </message>
        <message>
            <source>only the first {count} characters are kept (pages {first}-{last} are cut or left out)</source>
            <translation>solo se conservan los primeros {count} caracteres (las páginas {first}-{last} se cortan u omiten)</translation>
        </message>
        <message>
            <source>the text of pages {pages} could not be read</source>
            <translation>no se pudo leer el texto de las páginas {pages}</translation>
        </message>
        <message>
            <source>the text of page {pages} could not be read</source>
            <translation>no se pudo leer el texto de la página {pages}</translation>
        </message>
        <message>
            <source>no text was found: the pages may be scanned images, and Emberly does not read text in images</source>
            <translation>no se encontró texto: puede que las páginas sean imágenes escaneadas, y Emberly no lee texto en imágenes</translation>
        </message>
        <message>
            <source>{name} is a folder, not a file</source>
            <translation>{name} es una carpeta, no un archivo</translation>
        </message>
        <message>
            <source>{name} is {size}; Emberly reads documents up to {limit}</source>
            <translation>{name} ocupa {size}; Emberly lee documentos de hasta {limit}</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation>No se puede leer {name}: {reason}</translation>
        </message>
        <message>
            <source>{name} was not found: it was moved or deleted, or a link to it leads nowhere</source>
            <translation>No se encontró {name}: se movió o se eliminó, o un enlace a él no lleva a ninguna parte</translation>
        </message>
        <message>
            <source>{name} cannot be read: permission denied</source>
            <translation>No se puede leer {name}: permiso denegado</translation>
        </message>
        <message>
            <source>{name} is a symbolic link that leads back to itself (a loop of links)</source>
            <translation>{name} es un enlace simbólico que apunta a sí mismo (un bucle de enlaces)</translation>
        </message>
        <message>
            <source>{name} is not a valid file name</source>
            <translation>{name} no es un nombre de archivo válido</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {reason}</source>
            <translation>No se puede abrir {name}: {reason}</translation>
        </message>
        <message>
            <source>a named pipe</source>
            <translation>una tubería con nombre</translation>
        </message>
        <message>
            <source>a device</source>
            <translation>un dispositivo</translation>
        </message>
        <message>
            <source>special</source>
            <translation>especial</translation>
        </message>
        <message>
            <source>{name} is not a regular file ({what}); Emberly reads documents from ordinary files</source>
            <translation>{name} no es un archivo normal ({what}); Emberly lee documentos de archivos normales</translation>
        </message>
        <message>
            <source>{name} grew past {limit} while it was read; Emberly reads documents up to that</source>
            <translation>{name} superó {limit} mientras se leía; Emberly lee documentos de hasta ese tamaño</translation>
        </message>
        <message>
            <source>Reading {name} was cancelled</source>
            <translation>Se canceló la lectura de {name}</translation>
        </message>
        <message>
            <source>only the first {count} characters are kept</source>
            <translation>solo se conservan los primeros {count} caracteres</translation>
        </message>
        <message>
            <source>{name} is an older Office file (.doc, .xls or .ppt); save it as .docx or PDF to attach it</source>
            <translation>{name} es un archivo antiguo de Office (.doc, .xls o .ppt); guárdalo como .docx o PDF para adjuntarlo</translation>
        </message>
        <message>
            <source>{name} is named .pdf but is not a PDF (it does not start like one)</source>
            <translation>{name} tiene la extensión .pdf pero no es un PDF (no empieza como uno)</translation>
        </message>
        <message>
            <source>{name} is named {ext} but is not a Word document (it is not a ZIP archive)</source>
            <translation>{name} tiene la extensión {ext} pero no es un documento de Word (no es un archivo ZIP)</translation>
        </message>
        <message>
            <source>read as {encoding} (its byte-order mark says so)</source>
            <translation>leído como {encoding} (así lo indica su marca de orden de bytes)</translation>
        </message>
        <message>
            <source>{count} byte sequences that are not UTF-8 were replaced with �</source>
            <translation>se reemplazaron con � {count} secuencias de bytes que no son UTF-8</translation>
        </message>
        <message>
            <source>read as Windows-1252: the file is not UTF-8</source>
            <translation>leído como Windows-1252: el archivo no es UTF-8</translation>
        </message>
        <message>
            <source>{name} is not a text file (its bytes are binary data, or text in an encoding other than UTF-8, UTF-16 or Windows-1252)</source>
            <translation>{name} no es un archivo de texto (sus bytes son datos binarios, o texto en una codificación distinta de UTF-8, UTF-16 o Windows-1252)</translation>
        </message>
        <message>
            <source>the JSON</source>
            <translation>el JSON</translation>
        </message>
        <message>
            <source>{error}; kept as written</source>
            <translation>{error}; se conserva tal como está escrito</translation>
        </message>
        <message>
            <source>{name} holds {size} of text and markup, more than the {limit} Emberly reads in a Word document, so it was not opened</source>
            <translation>{name} contiene {size} de texto y marcado, más de los {limit} que Emberly lee en un documento de Word, así que no se abrió</translation>
        </message>
        <message>
            <source>{name} is not a Word document Emberly can read: it is damaged ({reason})</source>
            <translation>{name} no es un documento de Word que Emberly pueda leer: está dañado ({reason})</translation>
        </message>
        <message>
            <source>{name} is a damaged ZIP archive, not a readable Word document ({reason})</source>
            <translation>{name} es un archivo ZIP dañado, no un documento de Word legible ({reason})</translation>
        </message>
        <message>
            <source>{name} is a ZIP archive but not a Word document; Emberly reads .docx, PDF and text files</source>
            <translation>{name} es un archivo ZIP pero no un documento de Word; Emberly lee archivos .docx, PDF y de texto</translation>
        </message>
        <message>
            <source>{name} would unpack to {size}, more than the {limit} Emberly allows a Word document: it may be a zip bomb, so it was not opened</source>
            <translation>{name} se descomprimiría a {size}, más de los {limit} que Emberly permite a un documento de Word: puede ser una bomba zip, así que no se abrió</translation>
        </message>
        <message>
            <source>{name} has a part that unpacks {ratio} times its packed size: it looks like a zip bomb, so it was not opened</source>
            <translation>{name} tiene una parte que se descomprime a {ratio} veces su tamaño comprimido: parece una bomba zip, así que no se abrió</translation>
        </message>
        <message>
            <source>{name} holds {count} parts; a Word document has far fewer (Emberly allows {limit}), so it was not opened</source>
            <translation>{name} contiene {count} partes; un documento de Word tiene muchas menos (Emberly permite {limit}), así que no se abrió</translation>
        </message>
        <message>
            <source>{name} has a paragraph or table row of more than {limit} of XML, more than Emberly reads in one piece, so it was not read further</source>
            <translation>{name} tiene un párrafo o una fila de tabla de más de {limit} de XML, más de lo que Emberly lee de una vez, así que no se siguió leyendo</translation>
        </message>
        <message>
            <source>{name} is not a Word document Emberly can read: it is damaged (it has no body)</source>
            <translation>{name} no es un documento de Word que Emberly pueda leer: está dañado (no tiene cuerpo)</translation>
        </message>
        <message>
            <source>its package names {count} main documents</source>
            <translation>su paquete indica {count} documentos principales</translation>
        </message>
        <message>
            <source>its package names no main documents</source>
            <translation>su paquete no indica ningún documento principal</translation>
        </message>
        <message>
            <source>its part {part} is missing</source>
            <translation>falta su parte {part}</translation>
        </message>
        <message>
            <source>{name} has a part ({part}) of {size}, more than the {limit} Emberly reads in a Word document, so it was not opened</source>
            <translation>{name} tiene una parte ({part}) de {size}, más de los {limit} que Emberly lee en un documento de Word, así que no se abrió</translation>
        </message>
    </context>
    <context>
        <name>Downloads</name>
        <message>
            <source>{name} in the models folder is a link</source>
            <translation>{name} en la carpeta de modelos es un enlace</translation>
        </message>
        <message>
            <source>{name} in the models folder is not a folder</source>
            <translation>{name} en la carpeta de modelos no es una carpeta</translation>
        </message>
        <message>
            <source>{name} in the models folder is not a plain file</source>
            <translation>{name} en la carpeta de modelos no es un archivo normal</translation>
        </message>
        <message>
            <source>{name} in the models folder has another name (a hard link)</source>
            <translation>{name} en la carpeta de modelos tiene otro nombre (un enlace duro)</translation>
        </message>
        <message>
            <source>{problem}: Emberly reads, writes and deletes only plain files and folders there, never through a link, so it left it (and anything it points to) untouched. Remove it from {folder} and try the download again.</source>
            <translation>{problem}: Emberly solo lee, escribe y elimina archivos y carpetas normales ahí, nunca a través de un enlace, así que no lo ha tocado (ni nada a lo que apunte). Quítalo de {folder} y vuelve a intentar la descarga.</translation>
        </message>
        <message>
            <source>{name} in the models folder is not inside it</source>
            <translation>{name} en la carpeta de modelos no está dentro de ella</translation>
        </message>
        <message>
            <source>{name} in the models folder is a link or not a folder</source>
            <translation>{name} en la carpeta de modelos es un enlace o no es una carpeta</translation>
        </message>
        <message>
            <source>{name} in the models folder leads out of it</source>
            <translation>{name} en la carpeta de modelos lleva fuera de ella</translation>
        </message>
        <message>
            <source>Emberly will not download into a folder named {name}.</source>
            <translation>Emberly no descargará en una carpeta llamada {name}.</translation>
        </message>
        <message>
            <source>The Hub listed a file name Emberly will not write ({problem}): {name}.</source>
            <translation>El Hub listó un nombre de archivo que Emberly no escribirá ({problem}): {name}.</translation>
        </message>
        <message>
            <source>The Hub gave no sha256 for this file, so its download could not be checked.</source>
            <translation>El Hub no dio ningún sha256 para este archivo, así que no se pudo comprobar su descarga.</translation>
        </message>
        <message>
            <source>The download stopped because of an error in Emberly: {error}</source>
            <translation>La descarga se detuvo por un error en Emberly: {error}</translation>
        </message>
        <message>
            <source>Not enough disk space: this download needs {size} more, and {folder} has {free} free. Free some space and resume it.</source>
            <translation>No hay suficiente espacio en disco: esta descarga necesita {size} más y {folder} tiene {free} libres. Libera espacio y reanúdala.</translation>
        </message>
        <message>
            <source>The server redirected the download from {scheme}: to {target}; Emberly follows redirects to http(s) only, and never from https to http.</source>
            <translation>El servidor redirigió la descarga de {scheme}: a {target}; Emberly solo sigue redirecciones a http(s), y nunca de https a http.</translation>
        </message>
        <message>
            <source>The download keeps failing ({reason}); it is paused and can be resumed.</source>
            <translation>La descarga sigue fallando ({reason}); está en pausa y se puede reanudar.</translation>
        </message>
        <message>
            <source>The server keeps sending a different file than the one listed; the download stopped.</source>
            <translation>El servidor sigue enviando un archivo distinto del listado; la descarga se detuvo.</translation>
        </message>
        <message>
            <source>the server answered {status}</source>
            <translation>el servidor respondió {status}</translation>
        </message>
        <message>
            <source>The server refused the download ({status}): the model may be gated or need a login.</source>
            <translation>El servidor rechazó la descarga ({status}): puede que el modelo sea de acceso restringido o requiera iniciar sesión.</translation>
        </message>
        <message>
            <source>The file is no longer on the server (404).</source>
            <translation>El archivo ya no está en el servidor (404).</translation>
        </message>
        <message>
            <source>The server redirected the download where Emberly does not follow ({status}).</source>
            <translation>El servidor redirigió la descarga a un sitio al que Emberly no la sigue ({status}).</translation>
        </message>
        <message>
            <source>The server answered {status} {reason}.</source>
            <translation>El servidor respondió {status} {reason}.</translation>
        </message>
        <message>
            <source>cannot reach the server: {reason}</source>
            <translation>no se puede conectar con el servidor: {reason}</translation>
        </message>
        <message>
            <source>the file changed on the server; starting over</source>
            <translation>el archivo cambió en el servidor; empezando de nuevo</translation>
        </message>
        <message>
            <source>the server sent another range than bytes={start}-</source>
            <translation>el servidor envió un rango distinto de bytes={start}-</translation>
        </message>
        <message>
            <source>The server's file is {size}, not the expected {expected}: it changed since it was listed. Search for it again.</source>
            <translation>El archivo del servidor ocupa {size}, no los {expected} esperados: cambió desde que se listó. Vuelve a buscarlo.</translation>
        </message>
        <message>
            <source>the connection closed at {done} of {size}</source>
            <translation>la conexión se cerró en {done} de {size}</translation>
        </message>
        <message>
            <source>The disk is full: the download stopped at {size} and is kept; free some space and resume it.</source>
            <translation>El disco está lleno: la descarga se detuvo en {size} y se conserva; libera espacio y reanúdala.</translation>
        </message>
        <message>
            <source>Cannot write {path}: {reason}.</source>
            <translation>No se puede escribir {path}: {reason}.</translation>
        </message>
        <message>
            <source>The downloaded file is corrupted: its sha256 is {sha256}…, the server's {expected}…. The partial file was removed; try the download again.</source>
            <translation>El archivo descargado está corrupto: su sha256 es {sha256}…, el del servidor {expected}…. Se eliminó el archivo parcial; vuelve a intentar la descarga.</translation>
        </message>
        <message>
            <source>the server stopped sending (stalled)</source>
            <translation>el servidor dejó de enviar datos (atascado)</translation>
        </message>
        <message>
            <source>the server sent less than it announced</source>
            <translation>el servidor envió menos de lo que anunció</translation>
        </message>
        <message>
            <source>the connection broke ({error})</source>
            <translation>la conexión se cortó ({error})</translation>
        </message>
    </context>
    <context>
        <name>Embedder</name>
        <message>
            <source>llama.cpp could not load {name}: {reason}</source>
            <translation>llama.cpp no pudo cargar {name}: {reason}</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>sin motivo indicado</translation>
        </message>
        <message>
            <source>{name} is not an embedding model: it gives no pooled sentence vector.</source>
            <translation>{name} no es un modelo de embeddings: no da un vector de frase agrupado (pooled).</translation>
        </message>
        <message>
            <source>llama.cpp gave no reason</source>
            <translation>llama.cpp no indicó el motivo</translation>
        </message>
        <message>
            <source>{name} loaded but its context could not be created ({reason}).</source>
            <translation>{name} se cargó, pero no se pudo crear su contexto ({reason}).</translation>
        </message>
        <message>
            <source>The embedding model is closed.</source>
            <translation>El modelo de embeddings está cerrado.</translation>
        </message>
        <message>
            <source>Embedding was cancelled.</source>
            <translation>Se canceló el cálculo de embeddings.</translation>
        </message>
        <message>
            <source>llama.cpp could not embed a batch (code {code}): {reason}</source>
            <translation>llama.cpp no pudo calcular los embeddings de un lote (código {code}): {reason}</translation>
        </message>
        <message>
            <source>llama.cpp returned no embedding for sequence {seq}.</source>
            <translation>llama.cpp no devolvió ningún embedding para la secuencia {seq}.</translation>
        </message>
        <message>
            <source>The embedding model was closed.</source>
            <translation>Se cerró el modelo de embeddings.</translation>
        </message>
        <message>
            <source>The embedding model {name} cannot be used: {error}</source>
            <translation>No se puede usar el modelo de embeddings {name}: {error}</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>A reply is already being generated.</source>
            <translation>Ya se está generando una respuesta.</translation>
        </message>
        <message>
            <source>The prompt has {count} tokens; the context holds {n_ctx}.</source>
            <translation>El prompt tiene {count} tokens; el contexto admite {n_ctx}.</translation>
        </message>
        <message>
            <source>llama_decode failed with code {code}</source>
            <translation>llama_decode falló con el código {code}</translation>
        </message>
        <message>
            <source>The engine is busy with a reply.</source>
            <translation>El motor está ocupado con una respuesta.</translation>
        </message>
        <message>
            <source>The model file {name} was changed on disk while it was loaded. Load it again to go on (nothing of the chat is lost).</source>
            <translation>El archivo de modelo {name} se modificó en el disco mientras estaba cargado. Vuelve a cargarlo para continuar (no se pierde nada del chat).</translation>
        </message>
        <message>
            <source>The prefix has {count} tokens; the context holds {n_ctx}.</source>
            <translation>El prefijo tiene {count} tokens; el contexto admite {n_ctx}.</translation>
        </message>
        <message>
            <source>llama.cpp did not accept the grammar the schema became.</source>
            <translation>llama.cpp no aceptó la gramática en la que se convirtió el esquema.</translation>
        </message>
        <message>
            <source>This model was loaded for {count} replies at once, not {asked}: load it again after changing the number in Settings.</source>
            <translation>Este modelo se cargó para {count} respuestas a la vez, no {asked}: vuelve a cargarlo después de cambiar el número en Ajustes.</translation>
        </message>
        <message>
            <source>There is no reply {index} in the cache.</source>
            <translation>No hay ninguna respuesta {index} en la caché.</translation>
        </message>
    </context>
    <context>
        <name>EngineEvents</name>
        <message>
            <source>Loaded {name} · faster replies: {speculation}</source>
            <translation>{name} cargado · respuestas más rápidas: {speculation}</translation>
        </message>
        <message>
            <source>Loaded {name}</source>
            <translation>{name} cargado</translation>
        </message>
        <message>
            <source>The model's chat template is broken; using the {format} format instead.</source>
            <translation>La plantilla de chat del modelo está rota; se usa el formato {format} en su lugar.</translation>
        </message>
        <message>
            <source>{error} The model reads text only.</source>
            <translation>{error} El modelo solo lee texto.</translation>
        </message>
        <message>
            <source>{error} Guesses come from the chat instead (prompt lookup).</source>
            <translation>{error} Las conjeturas salen del chat en su lugar (prompt lookup).</translation>
        </message>
        <message>
            <source>The model could not be loaded. Choose another one to begin.</source>
            <translation>No se pudo cargar el modelo. Elige otro para empezar.</translation>
        </message>
        <message>
            <source>Loading cancelled</source>
            <translation>Carga cancelada</translation>
        </message>
        <message>
            <source>Loading was cancelled.</source>
            <translation>Se canceló la carga.</translation>
        </message>
        <message numerus="yes">
            <source>Restoring %Ln tokens from disk…</source>
            <translation>
                <numerusform>Restaurando %Ln token desde el disco…</numerusform>
                <numerusform>Restaurando %Ln tokens desde el disco…</numerusform>
            </translation>
        </message>
        <message>
            <source>Re-reading the chat…</source>
            <translation>Releyendo el chat…</translation>
        </message>
        <message numerus="yes">
            <source>Restored %Ln tokens from disk in {ms} ms</source>
            <translation>
                <numerusform>%Ln token restaurado desde el disco en {ms} ms</numerusform>
                <numerusform>%Ln tokens restaurados desde el disco en {ms} ms</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Reopened warm: %Ln tokens of this chat's memory restored in {ms} ms.</source>
            <translation>
                <numerusform>Reabierto en caliente: %Ln token de la memoria de este chat restaurado en {ms} ms.</numerusform>
                <numerusform>Reabierto en caliente: %Ln tokens de la memoria de este chat restaurados en {ms} ms.</numerusform>
            </translation>
        </message>
        <message>
            <source>Stopped re-reading; the chat will be read when you send</source>
            <translation>Se dejó de releer; el chat se leerá cuando envíes</translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s ({reason})</source>
            <translation>
                <numerusform>%Ln token releído en {seconds} s ({reason})</numerusform>
                <numerusform>%Ln tokens releídos en {seconds} s ({reason})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s</source>
            <translation>
                <numerusform>%Ln token releído en {seconds} s</numerusform>
                <numerusform>%Ln tokens releídos en {seconds} s</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s because {reason}.</source>
            <translation>
                <numerusform>%Ln token releído en {seconds} s porque {reason}.</numerusform>
                <numerusform>%Ln tokens releídos en {seconds} s porque {reason}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s.</source>
            <translation>
                <numerusform>%Ln token releído en {seconds} s.</numerusform>
                <numerusform>%Ln tokens releídos en {seconds} s.</numerusform>
            </translation>
        </message>
        <message>
            <source>{title} — Emberly</source>
            <translation>{title} — Emberly</translation>
        </message>
        <message>
            <source>Reply streaming</source>
            <translation>Respuesta en curso</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>Escribiendo…</translation>
        </message>
        <message numerus="yes">
            <source>Writing %n versions…</source>
            <translation>
                <numerusform>Escribiendo %n versión…</numerusform>
                <numerusform>Escribiendo %n versiones…</numerusform>
            </translation>
        </message>
        <message>
            <source>Characters written so far: {counts}</source>
            <translation>Caracteres escritos hasta ahora: {counts}</translation>
        </message>
        <message>
            <source>Reply stopped</source>
            <translation>Respuesta detenida</translation>
        </message>
        <message>
            <source>Reply finished</source>
            <translation>Respuesta terminada</translation>
        </message>
        <message>
            <source>Loading stopped because of an error in Emberly (see the report).</source>
            <translation>La carga se detuvo por un error en Emberly (mira el informe).</translation>
        </message>
    </context>
    <context>
        <name>EngineLoad</name>
        <message>
            <source>Loading was cancelled.</source>
            <translation>Se canceló la carga.</translation>
        </message>
        <message>
            <source>KV cache type must be one of {choices}, not {value}</source>
            <translation>El tipo de caché KV debe ser uno de {choices}, no {value}</translation>
        </message>
        <message>
            <source>Flash attention must be one of {choices}, not {value}</source>
            <translation>Flash attention debe tener uno de estos valores: {choices}; no {value}</translation>
        </message>
        <message>
            <source>A {kv_type} KV cache needs flash attention (auto or on).</source>
            <translation>Una caché KV {kv_type} necesita flash attention (auto u on).</translation>
        </message>
        <message>
            <source>Speculation must be one of {choices}, not {value}</source>
            <translation>La especulación debe tener uno de estos valores: {choices}; no {value}</translation>
        </message>
        <message>
            <source>The GPU has too little memory for {asked} layers of {name}: {placed} of its {total} layers run there now, the rest on the CPU.</source>
            <translation>La GPU tiene muy poca memoria para {asked} capas de {name}: ahora se ejecutan allí {placed} de sus {total} capas, y el resto en la CPU.</translation>
        </message>
        <message>
            <source>{first}

{second}</source>
            <translation>{first}

{second}</translation>
        </message>
        <message>
            <source>the first decode failed on the GPU (llama_decode returned {code})</source>
            <translation>la primera decodificación falló en la GPU (llama_decode devolvió {code})</translation>
        </message>
        <message>
            <source>llama.cpp could not create a context</source>
            <translation>llama.cpp no pudo crear un contexto</translation>
        </message>
        <message>
            <source>The model loaded but a context of {n_ctx} tokens could not be created ({reason}). Try a smaller context size or KV cache type q8_0.</source>
            <translation>El modelo se cargó, pero no se pudo crear un contexto de {n_ctx} tokens ({reason}). Prueba con un tamaño de contexto menor o con el tipo de caché KV q8_0.</translation>
        </message>
        <message>
            <source>{name} needs about {needed} GiB with a {n_ctx}-token context, but only {free} GiB of memory is free. Choose a smaller context, a smaller KV cache type, or a smaller model.</source>
            <translation>{name} necesita unos {needed} GiB con un contexto de {n_ctx} tokens, pero solo hay {free} GiB de memoria libre. Elige un contexto menor, un tipo de caché KV más pequeño o un modelo más pequeño.</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>sin motivo indicado</translation>
        </message>
        <message>
            <source>{name} uses the '{architecture}' architecture, which this version of llama.cpp does not support. Updating llama-cpp-python may help.</source>
            <translation>{name} usa la arquitectura '{architecture}', que esta versión de llama.cpp no admite. Actualizar llama-cpp-python puede ayudar.</translation>
        </message>
        <message>
            <source>Not enough memory to load {name} ({detail}).</source>
            <translation>No hay memoria suficiente para cargar {name} ({detail}).</translation>
        </message>
        <message>
            <source>{name} is damaged or cut off ({detail}). Download it again.</source>
            <translation>{name} está dañado o incompleto ({detail}). Descárgalo de nuevo.</translation>
        </message>
        <message>
            <source>llama.cpp could not load {name}: {detail}</source>
            <translation>llama.cpp no pudo cargar {name}: {detail}</translation>
        </message>
    </context>
    <context>
        <name>EngineLoop</name>
        <message>
            <source>Emberly is closing: the request was not run.</source>
            <translation>Emberly se está cerrando: la solicitud no se ejecutó.</translation>
        </message>
    </context>
    <context>
        <name>EngineStart</name>
        <message>
            <source>fast path (extra buffer types on)</source>
            <translation>ruta rápida (tipos de búfer extra activados)</translation>
        </message>
        <message>
            <source>safe CPU path (extra buffer types off)</source>
            <translation>ruta segura de CPU (tipos de búfer extra desactivados)</translation>
        </message>
        <message>
            <source>fast path (extra buffer types on), at most {layers} GPU layers</source>
            <translation>ruta rápida (tipos de búfer extra activados), como máximo {layers} capas en GPU</translation>
        </message>
        <message>
            <source>safe CPU path (extra buffer types off), at most {layers} GPU layers</source>
            <translation>ruta segura de CPU (tipos de búfer extra desactivados), como máximo {layers} capas en GPU</translation>
        </message>
        <message>
            <source>illegal instruction, {signal}</source>
            <translation>instrucción ilegal, {signal}</translation>
        </message>
        <message>
            <source>invalid memory access, {signal}</source>
            <translation>acceso a memoria no válido, {signal}</translation>
        </message>
        <message>
            <source>bus error, {signal}</source>
            <translation>error de bus, {signal}</translation>
        </message>
        <message>
            <source>aborted, {signal}</source>
            <translation>abortado, {signal}</translation>
        </message>
        <message>
            <source>arithmetic fault, {signal}</source>
            <translation>error aritmético, {signal}</translation>
        </message>
        <message>
            <source>killed, {signal}</source>
            <translation>terminado a la fuerza, {signal}</translation>
        </message>
        <message>
            <source>no answer in time</source>
            <translation>sin respuesta a tiempo</translation>
        </message>
        <message>
            <source>exit code {code}</source>
            <translation>código de salida {code}</translation>
        </message>
        <message>
            <source>killed by signal {signal}</source>
            <translation>terminado por la señal {signal}</translation>
        </message>
        <message>
            <source>died ({how}) after stage '{stage}': {detail}</source>
            <translation>falló ({how}) tras la etapa '{stage}': {detail}</translation>
        </message>
        <message>
            <source>died ({how}) after stage '{stage}'</source>
            <translation>falló ({how}) tras la etapa '{stage}'</translation>
        </message>
        <message>
            <source>the {name} path</source>
            <translation>la ruta {name}</translation>
        </message>
        <message>
            <source>the plain CPU path</source>
            <translation>la ruta de CPU básica</translation>
        </message>
        <message>
            <source>This CPU reports AMX but cannot run it ({signal}); using {path} instead.</source>
            <translation>Esta CPU dice admitir AMX, pero no puede ejecutarlo ({signal}); se usa {path} en su lugar.</translation>
        </message>
        <message>
            <source>extra buffer types</source>
            <translation>tipos de búfer extra</translation>
        </message>
        <message>
            <source>llama.cpp's fast CPU path ({used}) crashed on this computer ({signal}); using {path} instead.</source>
            <translation>La ruta rápida de CPU de llama.cpp ({used}) se cerró inesperadamente en este equipo ({signal}); se usa {path} en su lugar.</translation>
        </message>
        <message>
            <source>llama.cpp crashed when using the GPU on this computer ({signal}); running on the CPU only.</source>
            <translation>llama.cpp se cerró inesperadamente al usar la GPU en este equipo ({signal}); se ejecuta solo en la CPU.</translation>
        </message>
        <message>
            <source>llama.cpp crashed on this computer ({signal}); using a safer setting: {path}.</source>
            <translation>llama.cpp se cerró inesperadamente en este equipo ({signal}); se usa un ajuste más seguro: {path}.</translation>
        </message>
        <message>
            <source>Checking that llama.cpp runs on this computer (once per llama.cpp build and CPU)…</source>
            <translation>Comprobando que llama.cpp funciona en este equipo (una vez por compilación de llama.cpp y CPU)…</translation>
        </message>
        <message>
            <source>llama.cpp crashes on this computer whatever the settings ({reasons}). This llama-cpp-python may have been built for another CPU: reinstall it built here with 'pip install --force-reinstall --no-cache-dir --no-deps llama-cpp-python=={version}'.</source>
            <translation>llama.cpp se cierra inesperadamente en este equipo con cualquier configuración ({reasons}). Puede que este llama-cpp-python se compilara para otra CPU: reinstálalo compilándolo aquí con 'pip install --force-reinstall --no-cache-dir --no-deps llama-cpp-python=={version}'.</translation>
        </message>
    </context>
    <context>
        <name>GetModels</name>
        <message>
            <source>Download</source>
            <translation>Descargar</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Progreso</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>Descargas</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausar</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reanudar</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Remove from list</source>
            <translation>Quitar de la lista</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Cargar</translation>
        </message>
        <message>
            <source>{n} s left</source>
            <translation>quedan {n} s</translation>
        </message>
        <message>
            <source>{n} min left</source>
            <translation>quedan {n} min</translation>
        </message>
        <message>
            <source>{n} h left</source>
            <translation>quedan {n} h</translation>
        </message>
        <message>
            <source>{size}/s</source>
            <translation>{size}/s</translation>
        </message>
        <message>
            <source>checking what is on disk…</source>
            <translation>comprobando lo que hay en el disco…</translation>
        </message>
        <message>
            <source>waiting · {share}</source>
            <translation>en espera · {share}</translation>
        </message>
        <message>
            <source>paused at {share} ({done} of {total})</source>
            <translation>en pausa al {share} ({done} de {total})</translation>
        </message>
        <message>
            <source>stopped at {share}</source>
            <translation>detenida al {share}</translation>
        </message>
        <message>
            <source>done · {size}</source>
            <translation>terminada · {size}</translation>
        </message>
        <message numerus="yes">
            <source>%n models</source>
            <translation>
                <numerusform>%n modelo</numerusform>
                <numerusform>%n modelos</numerusform>
            </translation>
        </message>
        <message>
            <source>Downloading {what}: {progress}</source>
            <translation>Descargando {what}: {progress}</translation>
        </message>
        <message numerus="yes">
            <source>%n download stopped: see Get models</source>
            <translation>
                <numerusform>%n descarga detenida: mira Obtener modelos</numerusform>
                <numerusform>%n descargas detenidas: mira Obtener modelos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n downloads stopped: see Get models</source>
            <translation>
                <numerusform>%n descarga detenida: mira Obtener modelos</numerusform>
                <numerusform>%n descargas detenidas: mira Obtener modelos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n download paused</source>
            <translation>
                <numerusform>%n descarga en pausa</numerusform>
                <numerusform>%n descargas en pausa</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n downloads paused</source>
            <translation>
                <numerusform>%n descarga en pausa</numerusform>
                <numerusform>%n descargas en pausa</numerusform>
            </translation>
        </message>
        <message>
            <source>fits</source>
            <translation>cabe</translation>
        </message>
        <message>
            <source>tight</source>
            <translation>justo</translation>
        </message>
        <message>
            <source>too big</source>
            <translation>demasiado grande</translation>
        </message>
        <message>
            <source>Fits in the memory free now, with a 4,096-token context.</source>
            <translation>Cabe en la memoria libre ahora, con un contexto de 4096 tokens.</translation>
        </message>
        <message>
            <source>Only fits if other programs give memory back; a smaller context helps.</source>
            <translation>Solo cabe si otros programas liberan memoria; un contexto más pequeño ayuda.</translation>
        </message>
        <message>
            <source>Needs more memory than this computer has.</source>
            <translation>Necesita más memoria de la que tiene este equipo.</translation>
        </message>
        <message>
            <source>Search Hugging Face for GGUF models, or paste a link or owner/repo</source>
            <translation>Busca modelos GGUF en Hugging Face, o pega un enlace o propietario/repo</translation>
        </message>
        <message>
            <source>Search models</source>
            <translation>Buscar modelos</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>Borrar la búsqueda</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Buscar</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modelo</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Tamaño</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>Memoria</translation>
        </message>
        <message>
            <source>About</source>
            <translation>Descripción</translation>
        </message>
        <message>
            <source>Models to download</source>
            <translation>Modelos para descargar</translation>
        </message>
        <message>
            <source>Choose a model to see what it is and whether it fits.</source>
            <translation>Elige un modelo para ver qué es y si cabe.</translation>
        </message>
        <message>
            <source>The Hub could not be asked ({error}).</source>
            <translation>No se pudo consultar el Hub ({error}).</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Buscando…</translation>
        </message>
        <message>
            <source>Looking in {repo}…</source>
            <translation>Buscando en {repo}…</translation>
        </message>
        <message>
            <source>Recommended: instruct models that run well on a desktop, smallest first</source>
            <translation>Recomendados: modelos instruct que funcionan bien en un equipo de escritorio, de menor a mayor</translation>
        </message>
        <message>
            <source>{name} · for documents</source>
            <translation>{name} · para documentos</translation>
        </message>
        <message numerus="yes">
            <source>On Hugging Face: %n repository with GGUF files, most downloaded first; open one to see its files</source>
            <translation>
                <numerusform>En Hugging Face: %n repositorio con archivos GGUF, los más descargados primero; abre uno para ver sus archivos</numerusform>
                <numerusform>En Hugging Face: %n repositorios con archivos GGUF, los más descargados primero; abre uno para ver sus archivos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>On Hugging Face: %n repositories with GGUF files, most downloaded first; open one to see its files</source>
            <translation>
                <numerusform>En Hugging Face: %n repositorio con archivos GGUF, los más descargados primero; abre uno para ver sus archivos</numerusform>
                <numerusform>En Hugging Face: %n repositorios con archivos GGUF, los más descargados primero; abre uno para ver sus archivos</numerusform>
            </translation>
        </message>
        <message>
            <source>No GGUF models matched; try fewer words, or paste owner/repo.</source>
            <translation>Ningún modelo GGUF coincide; prueba con menos palabras, o pega propietario/repo.</translation>
        </message>
        <message>
            <source>{downloads} downloads · {likes} likes · updated {updated}</source>
            <translation>{downloads} descargas · {likes} me gusta · actualizado {updated}</translation>
        </message>
        <message>
            <source>Listing files…</source>
            <translation>Listando archivos…</translation>
        </message>
        <message>
            <source>No GGUF files in this repository</source>
            <translation>No hay archivos GGUF en este repositorio</translation>
        </message>
        <message>
            <source>vision projector: loads beside a model</source>
            <translation>proyector de visión: se carga junto a un modelo</translation>
        </message>
        <message>
            <source>On Hugging Face: {repo}</source>
            <translation>En Hugging Face: {repo}</translation>
        </message>
        <message numerus="yes">
            <source>%n GGUF files</source>
            <translation>
                <numerusform>%n archivo GGUF</numerusform>
                <numerusform>%n archivos GGUF</numerusform>
            </translation>
        </message>
        <message>
            <source>{repo} holds no GGUF files.</source>
            <translation>{repo} no contiene archivos GGUF.</translation>
        </message>
        <message>
            <source>Open it to see its files.</source>
            <translation>Ábrelo para ver sus archivos.</translation>
        </message>
        <message>
            <source>An embedding model: once downloaded, Load makes it the one documents and libraries are searched with by meaning (Settings ▸ Embedding model).</source>
            <translation>Un modelo de embeddings: una vez descargado, Cargar lo convierte en el modelo con el que se busca por significado en documentos y bibliotecas (Ajustes ▸ Modelo de embeddings).</translation>
        </message>
        <message>
            <source>context {context} tokens · licence {licence}</source>
            <translation>contexto {context} tokens · licencia {licence}</translation>
        </message>
        <message>
            <source>Memory with a 4,096-token context: about {size} — {verdict}</source>
            <translation>Memoria con un contexto de 4096 tokens: unos {size} — {verdict}</translation>
        </message>
        <message>
            <source>quantisation not named</source>
            <translation>cuantización sin nombre</translation>
        </message>
        <message numerus="yes">
            <source>{quant} · {size} in %n parts</source>
            <translation>
                <numerusform>{quant} · {size} en %n parte</numerusform>
                <numerusform>{quant} · {size} en %n partes</numerusform>
            </translation>
        </message>
        <message>
            <source>a vision projector: it loads beside its model</source>
            <translation>un proyector de visión: se carga junto a su modelo</translation>
        </message>
        <message>
            <source>about {size} of memory — {verdict}</source>
            <translation>unos {size} de memoria — {verdict}</translation>
        </message>
    </context>
    <context>
        <name>Grammar</name>
        <message>
            <source>The schema is not JSON: {error}</source>
            <translation>El esquema no es JSON: {error}</translation>
        </message>
        <message>
            <source>The schema has {size} characters (at most {limit}).</source>
            <translation>El esquema tiene {size} caracteres (como máximo {limit}).</translation>
        </message>
        <message>
            <source>The grammar helper is not available; the schema was not converted.</source>
            <translation>El proceso auxiliar de gramáticas no está disponible; no se convirtió el esquema.</translation>
        </message>
        <message>
            <source>The grammar helper is not available; the grammar was not checked.</source>
            <translation>El proceso auxiliar de gramáticas no está disponible; no se comprobó la gramática.</translation>
        </message>
        <message>
            <source>The schema cannot be used: {error}.</source>
            <translation>No se puede usar el esquema: {error}.</translation>
        </message>
        <message>
            <source>The schema took over {seconds} s to convert into a grammar; it was stopped.</source>
            <translation>El esquema tardó más de {seconds} s en convertirse en una gramática; se detuvo.</translation>
        </message>
        <message>
            <source>The schema needed more memory than a grammar may use; it was stopped.</source>
            <translation>El esquema necesitó más memoria de la que puede usar una gramática; se detuvo.</translation>
        </message>
        <message>
            <source>The schema's grammar crashed the grammar checker; it is not used.</source>
            <translation>La gramática del esquema hizo fallar el comprobador de gramáticas; no se usa.</translation>
        </message>
        <message>
            <source>The schema cannot be expressed as a grammar: {error}</source>
            <translation>El esquema no se puede expresar como gramática: {error}</translation>
        </message>
        <message>
            <source>There is no tool {name} to call.</source>
            <translation>No hay ninguna herramienta {name} a la que llamar.</translation>
        </message>
        <message>
            <source>There are no tools to call.</source>
            <translation>No hay herramientas a las que llamar.</translation>
        </message>
        <message>
            <source>a repetition of {low} to {high} times</source>
            <translation>una repetición de {low} a {high} veces</translation>
        </message>
        <message>
            <source>it nests too deeply for a grammar</source>
            <translation>tiene demasiados niveles de anidamiento para una gramática</translation>
        </message>
        <message>
            <source>it cannot be expressed as a grammar: {error}</source>
            <translation>no se puede expresar como gramática: {error}</translation>
        </message>
        <message>
            <source>its grammar would have {size} characters (at most {limit})</source>
            <translation>su gramática tendría {size} caracteres (como máximo {limit})</translation>
        </message>
        <message>
            <source>llama.cpp did not accept the grammar it became</source>
            <translation>llama.cpp no aceptó la gramática resultante</translation>
        </message>
        <message>
            <source>The schema has over {limit} values.</source>
            <translation>El esquema tiene más de {limit} valores.</translation>
        </message>
        <message>
            <source>The schema nests over {limit} levels deep (at {at}).</source>
            <translation>El esquema tiene más de {limit} niveles de anidamiento (en {at}).</translation>
        </message>
        <message>
            <source>{key} at {at} must be a whole number of at least 0.</source>
            <translation>{key} en {at} debe ser un número entero mayor o igual que 0.</translation>
        </message>
        <message>
            <source>{key} {value} at {at} is over {limit}: a grammar holds repetitions up to {limit}.</source>
            <translation>{key} {value} en {at} supera {limit}: una gramática admite repeticiones de hasta {limit}.</translation>
        </message>
        <message>
            <source>{low} is over {high} at {at}: no value can match.</source>
            <translation>{low} es mayor que {high} en {at}: ningún valor puede coincidir.</translation>
        </message>
        <message>
            <source>{key} at {at} has over {limit} digits.</source>
            <translation>{key} en {at} tiene más de {limit} dígitos.</translation>
        </message>
        <message>
            <source>The enum at {at} lists {count} values (at most {limit}).</source>
            <translation>El enum en {at} enumera {count} valores (como máximo {limit}).</translation>
        </message>
        <message>
            <source>The $ref at {at} points outside the schema ({ref}): Emberly fetches nothing.</source>
            <translation>El $ref en {at} apunta fuera del esquema ({ref}): Emberly no obtiene nada de fuera.</translation>
        </message>
        <message>
            <source>The pattern at {at} has {size} characters (at most {limit}).</source>
            <translation>El patrón en {at} tiene {size} caracteres (como máximo {limit}).</translation>
        </message>
        <message>
            <source>The pattern at {at} repeats something {low} to {high} times: no value can match.</source>
            <translation>El patrón en {at} repite algo de {low} a {high} veces: ningún valor puede coincidir.</translation>
        </message>
        <message>
            <source>The pattern at {at} repeats too much: written out it would be {size} characters (at most {limit}).</source>
            <translation>El patrón en {at} repite demasiado: desarrollado tendría {size} caracteres (como máximo {limit}).</translation>
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>Choose a model…</source>
            <translation>Elegir un modelo…</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modelo</translation>
        </message>
        <message>
            <source>Choose a model (Ctrl+O)</source>
            <translation>Elegir un modelo (Ctrl+O)</translation>
        </message>
        <message>
            <source>Chat settings</source>
            <translation>Ajustes del chat</translation>
        </message>
        <message>
            <source>Chat settings: system prompt and sampling (Ctrl+;)</source>
            <translation>Ajustes del chat: prompt del sistema y muestreo (Ctrl+;)</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>Descargas</translation>
        </message>
        <message>
            <source>Model downloads: open Get models</source>
            <translation>Descargas de modelos: abre Obtener modelos</translation>
        </message>
        <message>
            <source>Speed of the last reply</source>
            <translation>Velocidad de la última respuesta</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Progreso</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>Bibliotecas</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>Pausar la indexación</translation>
        </message>
        <message>
            <source>Local API server</source>
            <translation>Servidor de API local</translation>
        </message>
        <message>
            <source>API</source>
            <translation>API</translation>
        </message>
        <message>
            <source>{name} · vision</source>
            <translation>{name} · visión</translation>
        </message>
        <message>
            <source>{path}
chat format: {format}
GPU layers: {layers}
Click to choose another model (Ctrl+O)</source>
            <translation>{path}
formato de chat: {format}
capas en GPU: {layers}
Haz clic para elegir otro modelo (Ctrl+O)</translation>
        </message>
        <message>
            <source>Re-reading {done} / {total} tokens…</source>
            <translation>Releyendo {done} / {total} tokens…</translation>
        </message>
        <message>
            <source>Reading {done} / {total} tokens…</source>
            <translation>Leyendo {done} / {total} tokens…</translation>
        </message>
        <message>
            <source>API · busy</source>
            <translation>API · ocupada</translation>
        </message>
        <message>
            <source>{rate} tok/s</source>
            <translation>{rate} tok/s</translation>
        </message>
        <message>
            <source>demo</source>
            <translation>demo</translation>
        </message>
        <message>
            <source>The bundled demo model: a tiny base model that writes fluent nonsense.
Choose a real model with Ctrl+O.</source>
            <translation>El modelo de demostración incluido: un modelo base diminuto que escribe disparates con fluidez.
Elige un modelo real con Ctrl+O.</translation>
        </message>
        <message>
            <source>%v / %m tokens</source>
            <translation>%v / %m tokens</translation>
        </message>
        <message>
            <source>Context used</source>
            <translation>Contexto usado</translation>
        </message>
        <message>
            <source>Context used by this chat: the messages shown, not their other versions</source>
            <translation>Contexto usado por este chat: los mensajes mostrados, no sus otras versiones</translation>
        </message>
    </context>
    <context>
        <name>Hub</name>
        <message>
            <source>{name} ({count} parts)</source>
            <translation>{name} ({count} partes)</translation>
        </message>
        <message>
            <source>a name that is not UTF-8</source>
            <translation>un nombre que no es UTF-8</translation>
        </message>
        <message>
            <source>an empty name or one with control characters</source>
            <translation>un nombre vacío o con caracteres de control</translation>
        </message>
        <message>
            <source>an absolute path</source>
            <translation>una ruta absoluta</translation>
        </message>
        <message>
            <source>a name with an empty, . or .. part</source>
            <translation>un nombre con una parte vacía, . o ..</translation>
        </message>
        <message>
            <source>a name of {size} bytes</source>
            <translation>un nombre de {size} bytes</translation>
        </message>
        <message>
            <source>the search for {query}</source>
            <translation>la búsqueda de {query}</translation>
        </message>
        <message>
            <source>{repo} is not a Hub repository (owner/name).</source>
            <translation>{repo} no es un repositorio del Hub (propietario/nombre).</translation>
        </message>
        <message>
            <source>The Hub at {host} listed files in {repo} that Emberly cannot use: {problem} (and {count} more).</source>
            <translation>El Hub en {host} listó archivos en {repo} que Emberly no puede usar: {problem} (y {count} más).</translation>
        </message>
        <message>
            <source>The Hub at {host} listed files in {repo} that Emberly cannot use: {problem}.</source>
            <translation>El Hub en {host} listó archivos en {repo} que Emberly no puede usar: {problem}.</translation>
        </message>
        <message>
            <source>{type} where a file entry goes</source>
            <translation>{type} donde va una entrada de archivo</translation>
        </message>
        <message>
            <source>{type} as a file name</source>
            <translation>{type} como nombre de archivo</translation>
        </message>
        <message>
            <source>{problem} ({name})</source>
            <translation>{problem} ({name})</translation>
        </message>
        <message>
            <source>a size of {size} for {name}</source>
            <translation>un tamaño de {size} para {name}</translation>
        </message>
        <message>
            <source>a sha256 of {sha256} for {name}</source>
            <translation>un sha256 {sha256} para {name}</translation>
        </message>
        <message>
            <source>the curated list and the models on this computer still work.</source>
            <translation>la lista seleccionada y los modelos de este equipo siguen funcionando.</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with {type} where a list goes.</source>
            <translation>El Hub en {host} respondió a {what} con {type} donde va una lista.</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>un objeto</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>una lista</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>una cadena</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>verdadero o falso</translation>
        </message>
        <message>
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <source>The Hub at {host} listed more than {count} entries for {what}: Emberly stops there.</source>
            <translation>El Hub en {host} listó más de {count} entradas para {what}: Emberly se detiene ahí.</translation>
        </message>
        <message>
            <source>The Hub at {host} kept sending pages for {what} past {count}: Emberly stops there.</source>
            <translation>El Hub en {host} siguió enviando páginas para {what} más allá de {count}: Emberly se detiene ahí.</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>un número</translation>
        </message>
        <message>
            <source>Hugging Face is switched off on this computer (HF_HUB_OFFLINE is set).</source>
            <translation>Hugging Face está desactivado en este equipo (HF_HUB_OFFLINE está definido).</translation>
        </message>
        <message>
            <source>HF_ENDPOINT {endpoint} is not an http:// or https:// address.</source>
            <translation>HF_ENDPOINT {endpoint} no es una dirección http:// ni https://.</translation>
        </message>
        <message>
            <source>The Hub at {host} redirected {what} more than {count} times.</source>
            <translation>El Hub en {host} redirigió {what} más de {count} veces.</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {status} for {what}.</source>
            <translation>El Hub en {host} respondió {status} a {what}.</translation>
        </message>
        <message>
            <source>The Hub at {host} redirected {what} to {target}: Emberly follows the Hub only within {address}.</source>
            <translation>El Hub en {host} redirigió {what} a {target}: Emberly solo sigue al Hub dentro de {address}.</translation>
        </message>
        <message>
            <source>The Hub at {host} sent the next page of {what} to {target}: Emberly follows the Hub only within {address}.</source>
            <translation>El Hub en {host} envió la siguiente página de {what} a {target}: Emberly solo sigue al Hub dentro de {address}.</translation>
        </message>
        <message>
            <source>The Hub at {host} encoded {what} as {coding}, which Emberly did not ask for.</source>
            <translation>El Hub en {host} codificó {what} como {coding}, algo que Emberly no pidió.</translation>
        </message>
        <message>
            <source>The Hub at {host} sent {what} as broken gzip ({error}).</source>
            <translation>El Hub en {host} envió {what} como gzip dañado ({error}).</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with JSON nested too deeply.</source>
            <translation>El Hub en {host} respondió a {what} con JSON con demasiados niveles de anidamiento.</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with something that is not JSON ({error}).</source>
            <translation>El Hub en {host} respondió a {what} con algo que no es JSON ({error}).</translation>
        </message>
        <message>
            <source>The Hub is limiting requests from this computer for now; try again in a minute. The curated list still works.</source>
            <translation>El Hub está limitando por ahora las solicitudes de este equipo; vuelve a intentarlo en un minuto. La lista seleccionada sigue funcionando.</translation>
        </message>
        <message>
            <source>{what} is gated: accept its licence on huggingface.co and log in first.</source>
            <translation>{what} tiene acceso restringido: acepta su licencia en huggingface.co e inicia sesión primero.</translation>
        </message>
        <message>
            <source>{what} was not found on the Hub.</source>
            <translation>No se encontró {what} en el Hub.</translation>
        </message>
        <message>
            <source>{what} is private or gated on the Hub ({status}).</source>
            <translation>{what} es privado o tiene acceso restringido en el Hub ({status}).</translation>
        </message>
        <message>
            <source>The Hub at {host} sent more than {size} MB for {what}: Emberly stops reading there.</source>
            <translation>El Hub en {host} envió más de {size} MB para {what}: Emberly deja de leer ahí.</translation>
        </message>
        <message>
            <source>The Hub at {host} took more than {seconds} s to answer {what}; try again later: {hint}</source>
            <translation>El Hub en {host} tardó más de {seconds} s en responder a {what}; vuelve a intentarlo más tarde: {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} did not take the connection within {seconds} s. You seem to be offline: {hint}</source>
            <translation>El Hub en {host} no aceptó la conexión en {seconds} s. Parece que no tienes conexión: {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} sent nothing for {seconds} s while Emberly asked for {what}; try again later: {hint}</source>
            <translation>El Hub en {host} no envió nada durante {seconds} s mientras Emberly pedía {what}; vuelve a intentarlo más tarde: {hint}</translation>
        </message>
        <message>
            <source>Cannot reach {host} ({detail}). You seem to be offline: {hint}</source>
            <translation>No se puede conectar con {host} ({detail}). Parece que no tienes conexión: {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} broke the connection while answering {what} ({detail}): {hint}</source>
            <translation>El Hub en {host} cortó la conexión mientras respondía a {what} ({detail}): {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} did not answer {what} as HTTP should ({detail}).</source>
            <translation>El Hub en {host} no respondió a {what} como exige HTTP ({detail}).</translation>
        </message>
    </context>
    <context>
        <name>Images</name>
        <message>
            <source>The image</source>
            <translation>La imagen</translation>
        </message>
        <message>
            <source>An image of {width} × {height} needs {needed} bytes of pixels, not {given}.</source>
            <translation>Una imagen de {width} × {height} necesita {needed} bytes de píxeles, no {given}.</translation>
        </message>
        <message>
            <source>{name} is {size} MB; images up to {limit} MB are read.</source>
            <translation>{name} ocupa {size} MB; se leen imágenes de hasta {limit} MB.</translation>
        </message>
        <message>
            <source>{name} is {width} × {height} pixels: too large to open (up to {limit} million pixels).</source>
            <translation>{name} mide {width} × {height} píxeles: demasiado grande para abrirse (hasta {limit} millones de píxeles).</translation>
        </message>
        <message>
            <source>{name} declares more pixels than it could hold: not opened ({error}).</source>
            <translation>{name} declara más píxeles de los que podría contener: la imagen no se abrió ({error}).</translation>
        </message>
        <message>
            <source>{name} is not a PNG, JPEG, WebP or GIF image.</source>
            <translation>{name} no es una imagen PNG, JPEG, WebP ni GIF.</translation>
        </message>
        <message>
            <source>{name} could not be read: it is damaged or cut short ({error}).</source>
            <translation>No se pudo leer {name}: sus datos están dañados o incompletos ({error}).</translation>
        </message>
    </context>
    <context>
        <name>Import</name>
        <message>
            <source>no date</source>
            <translation>sin fecha</translation>
        </message>
        <message numerus="yes">
            <source>%Ln message(s)</source>
            <translation>
                <numerusform>%Ln mensaje</numerusform>
                <numerusform>%Ln mensajes</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Sin título</translation>
        </message>
        <message numerus="yes">
            <source>%Ln more in other versions</source>
            <translation>
                <numerusform>%Ln más en otras versiones</numerusform>
                <numerusform>%Ln más en otras versiones</numerusform>
            </translation>
        </message>
        <message>
            <source>imported before</source>
            <translation>ya importado</translation>
        </message>
        <message>
            <source>skipped: {why}</source>
            <translation>omitido: {why}</translation>
        </message>
        <message>
            <source>Import chats</source>
            <translation>Importar chats</translation>
        </message>
        <message>
            <source>Choose an export of ChatGPT, Claude or Open WebUI (its zip or JSON), or a folder of LM Studio or Jan chats.</source>
            <translation>Elige una exportación de ChatGPT, Claude u Open WebUI (su zip o JSON), o una carpeta de chats de LM Studio o Jan.</translation>
        </message>
        <message>
            <source>Choose a file…</source>
            <translation>Elegir un archivo…</translation>
        </message>
        <message>
            <source>Choose a folder…</source>
            <translation>Elegir una carpeta…</translation>
        </message>
        <message>
            <source>{app}'s chats on this computer</source>
            <translation>Chats de {app} en este equipo</translation>
        </message>
        <message>
            <source>Chats to import</source>
            <translation>Chats para importar</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importar</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Choose an export</source>
            <translation>Elige una exportación</translation>
        </message>
        <message>
            <source>Exports (*.zip *.json *.jsonl);;All files (*)</source>
            <translation>Exportaciones (*.zip *.json *.jsonl);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Choose a folder of chats</source>
            <translation>Elige una carpeta de chats</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>Leyendo {file}…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln chat(s) in {file}</source>
            <translation>
                <numerusform>%Ln chat en {file}</numerusform>
                <numerusform>%Ln chats en {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%Ln imported before: unchecked)</source>
            <translation>
                <numerusform> (%Ln ya importado: sin marcar)</numerusform>
                <numerusform> (%Ln ya importados: sin marcar)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %Ln skipped, with nothing to import</source>
            <translation>
                <numerusform>; %Ln omitido, sin nada que importar</numerusform>
                <numerusform>; %Ln omitidos, sin nada que importar</numerusform>
            </translation>
        </message>
        <message>
            <source>{found}. Versions (edits, regenerations) come as each chat's versions.</source>
            <translation>{found}. Las versiones (ediciones, regeneraciones) llegan como versiones de cada chat.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Importing: {done} of {total}</source>
            <translation>Importando: {done} de {total}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln chat(s) imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>%Ln chat importado (detenido: el resto no se importó).</numerusform>
                <numerusform>%Ln chats importados (detenido: el resto no se importó).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln chat(s) imported.</source>
            <translation>
                <numerusform>%Ln chat importado.</numerusform>
                <numerusform>%Ln chats importados.</numerusform>
            </translation>
        </message>
        <message>
            <source>The import stopped: {error}</source>
            <translation>La importación se detuvo: {error}</translation>
        </message>
        <message>
            <source>Stopping after the chat being imported…</source>
            <translation>Deteniendo tras el chat que se está importando…</translation>
        </message>
    </context>
    <context>
        <name>Libraries</name>
        <message>
            <source>by meaning ({model}) and by keywords</source>
            <translation>por significado ({model}) y por palabras clave</translation>
        </message>
        <message>
            <source>by keywords (BM25; choose an embedding model in Settings to search by meaning too)</source>
            <translation>por palabras clave (BM25; elige un modelo de embeddings en Ajustes para buscar también por significado)</translation>
        </message>
        <message>
            <source>{folder} files</source>
            <translation>Archivos de {folder}</translation>
        </message>
        <message numerus="yes">
            <source>paused: {done} of %n new or changed files</source>
            <translation>
                <numerusform>en pausa: {done} de %n archivo nuevo o modificado</numerusform>
                <numerusform>en pausa: {done} de %n archivos nuevos o modificados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>indexing: {done} of %n new or changed files</source>
            <translation>
                <numerusform>indexando: {done} de %n archivo nuevo o modificado</numerusform>
                <numerusform>indexando: {done} de %n archivos nuevos o modificados</numerusform>
            </translation>
        </message>
        <message>
            <source>waiting to be indexed</source>
            <translation>esperando a indexarse</translation>
        </message>
        <message>
            <source>no documents found</source>
            <translation>no se encontraron documentos</translation>
        </message>
        <message numerus="yes">
            <source>%Ln document</source>
            <translation>
                <numerusform>%Ln documento</numerusform>
                <numerusform>%Ln documentos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln documents</source>
            <translation>
                <numerusform>%Ln documento</numerusform>
                <numerusform>%Ln documentos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln passages</source>
            <translation>
                <numerusform>%Ln fragmento</numerusform>
                <numerusform>%Ln fragmentos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unreadable</source>
            <translation>
                <numerusform>%n ilegible</numerusform>
                <numerusform>%n ilegibles</numerusform>
            </translation>
        </message>
        <message>
            <source>Resume indexing</source>
            <translation>Reanudar la indexación</translation>
        </message>
        <message>
            <source>Pause indexing (resumes where it stopped)</source>
            <translation>Pausar la indexación (se reanuda donde se detuvo)</translation>
        </message>
        <message>
            <source>Paused the library {name}: {file}
Click to see your libraries</source>
            <translation>Biblioteca {name} en pausa: {file}
Haz clic para ver tus bibliotecas</translation>
        </message>
        <message>
            <source>Indexing the library {name}: {file}
Click to see your libraries</source>
            <translation>Indexando la biblioteca {name}: {file}
Haz clic para ver tus bibliotecas</translation>
        </message>
        <message>
            <source>No libraries yet</source>
            <translation>Aún no hay bibliotecas</translation>
        </message>
        <message>
            <source>Manage libraries…</source>
            <translation>Gestionar bibliotecas…</translation>
        </message>
        <message>
            <source>This chat searches {libraries} for every message</source>
            <translation>Este chat busca en {libraries} para cada mensaje</translation>
        </message>
        <message>
            <source>Libraries: folders this chat searches for every message</source>
            <translation>Bibliotecas: carpetas en las que este chat busca para cada mensaje</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>Bibliotecas</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>Añadir carpeta…</translation>
        </message>
        <message>
            <source>Add files…</source>
            <translation>Añadir archivos…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Quitar</translation>
        </message>
        <message>
            <source>Remove the library and its index (your files stay where they are)</source>
            <translation>Quitar la biblioteca y su índice (tus archivos se quedan donde están)</translation>
        </message>
        <message>
            <source>Folders and files Emberly indexes on this computer, kept in sync while it runs. Attach a library to a chat (the books button beside the message box) and every message is answered with the passages found in it, cited. Search is {search}; nothing leaves this computer.</source>
            <translation>Carpetas y archivos que Emberly indexa en este equipo, sincronizados mientras se ejecuta. Adjunta una biblioteca a un chat (el botón de los libros junto al cuadro de mensaje) y cada mensaje se responde con los fragmentos encontrados en ella, citados. La búsqueda es {search}; nada sale de este equipo.</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>Pausar la indexación</translation>
        </message>
        <message>
            <source>Add a folder as a library</source>
            <translation>Añadir una carpeta como biblioteca</translation>
        </message>
        <message>
            <source>Add files as a library</source>
            <translation>Añadir archivos como biblioteca</translation>
        </message>
        <message>
            <source>Paused {name} {done}/{total}</source>
            <translation>{name} en pausa {done}/{total}</translation>
        </message>
        <message>
            <source>Indexing {name} {done}/{total}</source>
            <translation>Indexando {name} {done}/{total}</translation>
        </message>
        <message>
            <source>Paused {name}</source>
            <translation>{name} en pausa</translation>
        </message>
        <message>
            <source>Indexing {name}</source>
            <translation>Indexando {name}</translation>
        </message>
        <message>
            <source>{library} › {name} — the passage the model read, highlighted in the file</source>
            <translation>{library} › {name} — el fragmento que leyó el modelo, resaltado en el archivo</translation>
        </message>
        <message>
            <source>{library} › {name} — the passage the model read (the file has changed or left its library since)</source>
            <translation>{library} › {name} — el fragmento que leyó el modelo (el archivo ha cambiado o ha salido de su biblioteca desde entonces)</translation>
        </message>
        <message>
            <source>the list of libraries</source>
            <translation>la lista de bibliotecas</translation>
        </message>
        <message>
            <source>The list of libraries cannot be read ({error}); it starts empty.</source>
            <translation>No se puede leer la lista de bibliotecas ({error}); empieza vacía.</translation>
        </message>
        <message>
            <source>{id} is not a library's id</source>
            <translation>{id} no es un id de biblioteca</translation>
        </message>
        <message>
            <source>The list of libraries cannot be saved: {reason}</source>
            <translation>No se puede guardar la lista de bibliotecas: {reason}</translation>
        </message>
        <message>
            <source>The embedding model failed: {error}</source>
            <translation>El modelo de embeddings falló: {error}</translation>
        </message>
        <message>
            <source>The library {name} is not indexed yet</source>
            <translation>La biblioteca {name} aún no está indexada</translation>
        </message>
        <message>
            <source>The library {name} cannot be opened: {error}</source>
            <translation>No se puede abrir la biblioteca {name}: {error}</translation>
        </message>
        <message>
            <source>The library {name} was made by a newer Emberly</source>
            <translation>La biblioteca {name} la creó un Emberly más reciente</translation>
        </message>
    </context>
    <context>
        <name>LibrarySearch</name>
        <message>
            <source>A library this chat searched was removed; the others are still searched.</source>
            <translation>Se quitó una biblioteca en la que buscaba este chat; se sigue buscando en las demás.</translation>
        </message>
        <message>
            <source>The library {name} cannot be searched: {error}</source>
            <translation>No se puede buscar en la biblioteca {name}: {error}</translation>
        </message>
        <message>
            <source>Passages from your libraries are left out: {error}</source>
            <translation>Se omiten los fragmentos de tus bibliotecas: {error}</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>&amp;Chat</source>
            <translation>&amp;Chat</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Ay&amp;uda</translation>
        </message>
        <message>
            <source>&amp;New chat</source>
            <translation>Chat &amp;nuevo</translation>
        </message>
        <message>
            <source>Choose &amp;model…</source>
            <translation>Elegir &amp;modelo…</translation>
        </message>
        <message>
            <source>&amp;Export chat as Markdown…</source>
            <translation>&amp;Exportar chat como Markdown…</translation>
        </message>
        <message>
            <source>Export chat as Markdown with all &amp;versions…</source>
            <translation>Exportar chat como Markdown con todas las &amp;versiones…</translation>
        </message>
        <message>
            <source>Export chat as &amp;HTML…</source>
            <translation>Exportar chat como &amp;HTML…</translation>
        </message>
        <message>
            <source>Export chat as &amp;PDF…</source>
            <translation>Exportar chat como &amp;PDF…</translation>
        </message>
        <message>
            <source>Export chat as &amp;JSON…</source>
            <translation>Exportar chat como &amp;JSON…</translation>
        </message>
        <message>
            <source>Export chat as JSON with its &amp;cache…</source>
            <translation>Exportar chat como JSON con su &amp;caché…</translation>
        </message>
        <message>
            <source>Export &amp;all chats (or those the search finds)…</source>
            <translation>Exportar &amp;todos los chats (o los que encuentre la búsqueda)…</translation>
        </message>
        <message>
            <source>&amp;Import chat…</source>
            <translation>&amp;Importar chat…</translation>
        </message>
        <message>
            <source>Import chats from &amp;other apps…</source>
            <translation>Importar chats de &amp;otras apps…</translation>
        </message>
        <message>
            <source>&amp;Libraries…</source>
            <translation>&amp;Bibliotecas…</translation>
        </message>
        <message>
            <source>Local &amp;API server…</source>
            <translation>Servidor de API &amp;local…</translation>
        </message>
        <message>
            <source>&amp;Tools (MCP servers)…</source>
            <translation>He&amp;rramientas (servidores MCP)…</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Ajustes…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;Regenerate reply</source>
            <translation>&amp;Regenerar respuesta</translation>
        </message>
        <message>
            <source>Regenerate ×&amp;N</source>
            <translation>Regenerar ×&amp;N</translation>
        </message>
        <message>
            <source>&amp;Continue reply</source>
            <translation>&amp;Continuar respuesta</translation>
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation>&amp;Detener</translation>
        </message>
        <message>
            <source>C&amp;opy last reply</source>
            <translation>C&amp;opiar la última respuesta</translation>
        </message>
        <message>
            <source>Re&amp;name chat…</source>
            <translation>Renom&amp;brar chat…</translation>
        </message>
        <message>
            <source>Search chats</source>
            <translation>Buscar chats</translation>
        </message>
        <message>
            <source>Go to the message &amp;box</source>
            <translation>Ir al cuadro de &amp;mensaje</translation>
        </message>
        <message>
            <source>Scroll to the &amp;first message</source>
            <translation>Desplazarse al &amp;primer mensaje</translation>
        </message>
        <message>
            <source>Scroll to the &amp;newest message</source>
            <translation>Desplazarse al ú&amp;ltimo mensaje</translation>
        </message>
        <message>
            <source>Chat settings…</source>
            <translation>Ajustes del chat…</translation>
        </message>
        <message>
            <source>Co&amp;mpare with another model…</source>
            <translation>Compar&amp;ar con otro modelo…</translation>
        </message>
        <message>
            <source>Attach a &amp;web page…</source>
            <translation>Adjuntar una página &amp;web…</translation>
        </message>
        <message>
            <source>Copy &amp;diagnostics</source>
            <translation>Copiar &amp;diagnóstico</translation>
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation>Abrir la carpeta de &amp;registros</translation>
        </message>
        <message>
            <source>&amp;About Emberly</source>
            <translation>&amp;Acerca de Emberly</translation>
        </message>
    </context>
    <context>
        <name>ModelContext</name>
        <message>
            <source>This message needs {needed} tokens, but the context holds {context} with {reserve} kept free for the reply. Shorten it or load the model with a larger context.</source>
            <translation>Este mensaje necesita {needed} tokens, pero el contexto admite {context} y reserva {reserve} para la respuesta. Acórtalo o carga el modelo con un contexto más grande.</translation>
        </message>
    </context>
    <context>
        <name>ModelFiles</name>
        <message>
            <source>The model file {path} does not exist.</source>
            <translation>El archivo de modelo {path} no existe.</translation>
        </message>
        <message>
            <source>{path} is a folder, not a GGUF model file.</source>
            <translation>{path} es una carpeta, no un archivo de modelo GGUF.</translation>
        </message>
        <message>
            <source>{name} is not a regular file, so not a GGUF model file.</source>
            <translation>{name} no es un archivo normal, así que no es un archivo de modelo GGUF.</translation>
        </message>
        <message>
            <source>Emberly may not read {path}: {reason}.</source>
            <translation>Emberly no tiene permiso para leer {path}: {reason}.</translation>
        </message>
        <message>
            <source>{path} could not be read: {reason}.</source>
            <translation>No se pudo leer {path}: {reason}.</translation>
        </message>
        <message>
            <source>{name} is empty, not a GGUF model.</source>
            <translation>{name} está vacío, no es un modelo GGUF.</translation>
        </message>
        <message>
            <source>{name} is a text file, not a GGUF model.</source>
            <translation>{name} es un archivo de texto, no un modelo GGUF.</translation>
        </message>
        <message>
            <source>{name} is not a GGUF model file (it does not start with 'GGUF').</source>
            <translation>{name} no es un archivo de modelo GGUF (no empieza por 'GGUF').</translation>
        </message>
        <message>
            <source>{name} has no general.architecture: it is not a language model GGUF.</source>
            <translation>{name} no tiene general.architecture: no es un GGUF de modelo de lenguaje.</translation>
        </message>
        <message>
            <source>{name} is damaged or cut off: its GGUF header is incomplete ({error}).</source>
            <translation>{name} está dañado o incompleto: su cabecera GGUF está incompleta ({error}).</translation>
        </message>
        <message>
            <source>{name} is not a valid GGUF file ({error}).</source>
            <translation>{name} no es un archivo GGUF válido ({error}).</translation>
        </message>
        <message>
            <source>{name} is cut off: it holds {size} bytes but its tensors need {needed}. Download it again.</source>
            <translation>{name} está incompleto: contiene {size} bytes, pero sus tensores necesitan {needed}. Descárgalo de nuevo.</translation>
        </message>
        <message>
            <source>Parts of this split model are missing: {parts}.</source>
            <translation>Faltan partes de este modelo dividido: {parts}.</translation>
        </message>
        <message>
            <source>the header ends early at byte {at}</source>
            <translation>la cabecera termina antes de tiempo en el byte {at}</translation>
        </message>
    </context>
    <context>
        <name>Picker</name>
        <message>
            <source>no preset</source>
            <translation>sin preajuste</translation>
        </message>
        <message>
            <source>The preset (Chat settings ▸ Preset) every new chat with this model starts with</source>
            <translation>El preajuste (Ajustes del chat ▸ Preajuste) con el que empieza cada chat nuevo con este modelo</translation>
        </message>
        <message>
            <source>{size} tokens</source>
            <translation>{size} tokens</translation>
        </message>
        <message>
            <source>This build of llama.cpp runs on the CPU only. For GPU offload, reinstall llama-cpp-python with CMAKE_ARGS="-DGGML_CUDA=on" (NVIDIA), "-DGGML_METAL=on" (Apple) or "-DGGML_VULKAN=on".</source>
            <translation>Esta compilación de llama.cpp solo funciona en la CPU. Para usar la GPU, reinstala llama-cpp-python con CMAKE_ARGS="-DGGML_CUDA=on" (NVIDIA), "-DGGML_METAL=on" (Apple) o "-DGGML_VULKAN=on".</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>Elegir un modelo</translation>
        </message>
        <message>
            <source>Model files</source>
            <translation>Archivos de modelo</translation>
        </message>
        <message>
            <source>Model file</source>
            <translation>Archivo de modelo</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Tamaño</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Origen</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Examinar…</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>Añadir carpeta…</translation>
        </message>
        <message>
            <source>Select a model to see its details.</source>
            <translation>Selecciona un modelo para ver sus detalles.</translation>
        </message>
        <message>
            <source>GPU layers</source>
            <translation>Capas en GPU</translation>
        </message>
        <message>
            <source>A vision projector (mmproj) lets the model read images in messages. Get models downloads a vision model's projector beside it.</source>
            <translation>Un proyector de visión (mmproj) permite al modelo leer imágenes en los mensajes. Obtener modelos descarga el proyector de un modelo de visión junto a él.</translation>
        </message>
        <message>
            <source>automatic</source>
            <translation>automático</translation>
        </message>
        <message>
            <source>Try the fast path again</source>
            <translation>Probar de nuevo la ruta rápida</translation>
        </message>
        <message>
            <source>Forget the safer setting chosen after a crash; the next model load checks again</source>
            <translation>Olvidar el ajuste más seguro elegido tras un fallo; la próxima carga de un modelo vuelve a comprobarlo</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Cargar</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Context size</source>
            <translation>Tamaño del contexto</translation>
        </message>
        <message>
            <source>KV cache type</source>
            <translation>Tipo de caché KV</translation>
        </message>
        <message>
            <source>Threads</source>
            <translation>Hilos</translation>
        </message>
        <message>
            <source>Images</source>
            <translation>Imágenes</translation>
        </message>
        <message>
            <source>Speculation</source>
            <translation>Especulación</translation>
        </message>
        <message>
            <source>New chats</source>
            <translation>Chats nuevos</translation>
        </message>
        <message>
            <source>Memory needed</source>
            <translation>Memoria necesaria</translation>
        </message>
        <message>
            <source>Engine path</source>
            <translation>Ruta del motor</translation>
        </message>
        <message>
            <source>On this computer</source>
            <translation>En este equipo</translation>
        </message>
        <message>
            <source>Get models</source>
            <translation>Obtener modelos</translation>
        </message>
        <message>
            <source>Servers</source>
            <translation>Servidores</translation>
        </message>
        <message numerus="yes">
            <source>{name}  (%n parts)</source>
            <translation>
                <numerusform>{name}  (%n parte)</numerusform>
                <numerusform>{name}  (%n partes)</numerusform>
            </translation>
        </message>
        <message>
            <source>Added</source>
            <translation>Añadida</translation>
        </message>
        <message>
            <source>{source} · recent</source>
            <translation>{source} · reciente</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>Conectando con {url}…</translation>
        </message>
        <message>
            <source>Choose a GGUF model</source>
            <translation>Elige un modelo GGUF</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf);;All files (*)</source>
            <translation>Modelos GGUF (*.gguf);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Add a folder of models</source>
            <translation>Añadir una carpeta de modelos</translation>
        </message>
        <message>
            <source>none: text only</source>
            <translation>ninguno: solo texto</translation>
        </message>
        <message>
            <source>none in the model's folder</source>
            <translation>ninguno en la carpeta del modelo</translation>
        </message>
        <message>
            <source>CPU only</source>
            <translation>Solo CPU</translation>
        </message>
        <message>
            <source>all</source>
            <translation>todas</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguna</translation>
        </message>
        <message>
            <source>, recurrent state {size}</source>
            <translation>, estado recurrente {size}</translation>
        </message>
        <message>
            <source>, image projector {size}</source>
            <translation>, proyector de imágenes {size}</translation>
        </message>
        <message>
            <source>about {total} (weights {weights}{vision}, KV cache {kv_cache}{state}, work buffers {compute})</source>
            <translation>unos {total} (pesos {weights}{vision}, caché KV {kv_cache}{state}, búferes de trabajo {compute})</translation>
        </message>
        <message>
            <source>checked when the next model loads (once per llama.cpp build and CPU)</source>
            <translation>se comprueba cuando se cargue el próximo modelo (una vez por compilación de llama.cpp y CPU)</translation>
        </message>
        <message>
            <source>{path}: it works on this computer</source>
            <translation>{path}: funciona en este equipo</translation>
        </message>
        <message>
            <source>The fast path will be tried again when the next model loads.</source>
            <translation>La ruta rápida se volverá a probar cuando se cargue el próximo modelo.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>no (a format is chosen by architecture)</source>
            <translation>no (se elige un formato según la arquitectura)</translation>
        </message>
        <message>
            <source>, sliding window {size}</source>
            <translation>, ventana deslizante {size}</translation>
        </message>
        <message numerus="yes">
            <source>native context {context} tokens · %n layers{window}</source>
            <translation>
                <numerusform>contexto nativo {context} tokens · %n capa{window}</numerusform>
                <numerusform>contexto nativo {context} tokens · %n capas{window}</numerusform>
            </translation>
        </message>
        <message>
            <source>chat template: {template}</source>
            <translation>plantilla de chat: {template}</translation>
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>Apply a preset…</source>
            <translation>Aplicar un preajuste…</translation>
        </message>
        <message>
            <source>A preset's system prompt, sampling and tools, copied into this chat</source>
            <translation>El prompt del sistema, el muestreo y las herramientas de un preajuste, copiados en este chat</translation>
        </message>
        <message>
            <source>Save as preset…</source>
            <translation>Guardar como preajuste…</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>Importar…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportar…</translation>
        </message>
        <message>
            <source>A preset file: Emberly's, or LM Studio's (0.2 or 0.3)</source>
            <translation>Un archivo de preajuste: de Emberly, o de LM Studio (0.2 o 0.3)</translation>
        </message>
        <message>
            <source>{name} (built in)</source>
            <translation>{name} (incluido)</translation>
        </message>
        <message>
            <source>Save as preset</source>
            <translation>Guardar como preajuste</translation>
        </message>
        <message>
            <source>Name of the preset:</source>
            <translation>Nombre del preajuste:</translation>
        </message>
        <message>
            <source>Import a preset</source>
            <translation>Importar un preajuste</translation>
        </message>
        <message>
            <source>Presets (*.json);;All files (*)</source>
            <translation>Preajustes (*.json);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>{name} ({source}) is imported; Emberly has no place for its {skipped}, which were left out.</source>
            <translation>{name} ({source}) se ha importado; Emberly no tiene dónde poner estos ajustes, que se han omitido: {skipped}.</translation>
        </message>
        <message>
            <source>Presets</source>
            <translation>Preajustes</translation>
        </message>
        <message>
            <source>The preset could not be saved: {error}</source>
            <translation>No se pudo guardar el preajuste: {error}</translation>
        </message>
        <message>
            <source>Export a preset</source>
            <translation>Exportar un preajuste</translation>
        </message>
        <message>
            <source>Presets (*.json)</source>
            <translation>Preajustes (*.json)</translation>
        </message>
        <message>
            <source>{file} could not be written: {error}</source>
            <translation>No se pudo escribir {file}: {error}</translation>
        </message>
        <message>
            <source>stop strings</source>
            <translation>cadenas de parada</translation>
        </message>
        <message>
            <source>a token limit</source>
            <translation>un límite de tokens</translation>
        </message>
        <message>
            <source>a prompt format</source>
            <translation>un formato de prompt</translation>
        </message>
        <message>
            <source>a frequency penalty</source>
            <translation>una penalización por frecuencia</translation>
        </message>
        <message>
            <source>a presence penalty</source>
            <translation>una penalización por presencia</translation>
        </message>
        <message>
            <source>a preset file</source>
            <translation>puede tener un archivo de preajuste</translation>
        </message>
        <message>
            <source>{name} cannot be read as a preset: {error}</source>
            <translation>No se puede leer {name} como preajuste: {error}</translation>
        </message>
        <message>
            <source>{name} is not a preset: it holds no settings object.</source>
            <translation>{name} no es un preajuste: no contiene ningún objeto de ajustes.</translation>
        </message>
        <message>
            <source>{name} is not a preset Emberly knows (its own, or LM Studio's).</source>
            <translation>{name} no es un preajuste que Emberly conozca (ni propio ni de LM Studio).</translation>
        </message>
        <message>
            <source>The presets file</source>
            <translation>El archivo de preajustes</translation>
        </message>
        <message>
            <source>Your presets could not be read ({error}); the built-in ones are shown.</source>
            <translation>No se pudieron leer tus preajustes ({error}); se muestran los incluidos.</translation>
        </message>
    </context>
    <context>
        <name>Projector</name>
        <message>
            <source>No model is loaded for the projector.</source>
            <translation>No hay ningún modelo cargado para el proyector.</translation>
        </message>
        <message>
            <source>The prompt has {count} images where {given} were given.</source>
            <translation>El prompt tiene {count} imágenes y se dieron {given}.</translation>
        </message>
        <message>
            <source>This model reads no images: choose its projector (mmproj) file with it.</source>
            <translation>Este modelo no lee imágenes: elige su archivo de proyector (mmproj) junto con él.</translation>
        </message>
        <message>
            <source>An image in this chat must be read again, which needs the model's projector (mmproj) and the image.</source>
            <translation>Hay que volver a leer una imagen de este chat, y para eso se necesitan el proyector del modelo (mmproj) y la imagen.</translation>
        </message>
        <message>
            <source>An image's span in the prompt was cut.</source>
            <translation>Se cortó el tramo de una imagen en el prompt.</translation>
        </message>
        <message>
            <source>This projector reads the image into another span than the saved chat's: load the projector the chat was written with.</source>
            <translation>Este proyector lee la imagen en un tramo distinto del del chat guardado: carga el proyector con el que se escribió el chat.</translation>
        </message>
        <message>
            <source>An image of {count} tokens does not fit in the context of {n_ctx}.</source>
            <translation>Una imagen de {count} tokens no cabe en el contexto de {n_ctx}.</translation>
        </message>
        <message>
            <source>The image took other positions than its span says.</source>
            <translation>La imagen ocupó posiciones distintas de las que indica su tramo.</translation>
        </message>
        <message>
            <source>The projector {name} is not there: {path}.</source>
            <translation>El proyector {name} no está ahí: {path}.</translation>
        </message>
        <message>
            <source>{name} is not a projector for this model (not a vision projector llama.cpp reads, or made for a model other than {width} wide).</source>
            <translation>{name} no es un proyector para este modelo (no es un proyector de visión que llama.cpp pueda leer, o se hizo para un modelo con un ancho distinto de {width}).</translation>
        </message>
        <message>
            <source>{name} has no vision encoder (an audio projector?).</source>
            <translation>{name} no tiene codificador de visión (¿un proyector de audio?).</translation>
        </message>
        <message>
            <source>The projector is closed.</source>
            <translation>El proyector está cerrado.</translation>
        </message>
        <message>
            <source>libmtmd refused an image of {width} × {height}.</source>
            <translation>libmtmd rechazó una imagen de {width} × {height}.</translation>
        </message>
        <message>
            <source>libmtmd could not prepare the image (code {code}).</source>
            <translation>libmtmd no pudo preparar la imagen (código {code}).</translation>
        </message>
        <message>
            <source>libmtmd made no image chunk of the image.</source>
            <translation>libmtmd no generó ningún bloque de imagen a partir de la imagen.</translation>
        </message>
        <message>
            <source>This projector's images take {positions} positions for {count} tokens: not supported.</source>
            <translation>Las imágenes de este proyector ocupan {positions} posiciones para {count} tokens: no se admite.</translation>
        </message>
        <message>
            <source>{name} needs image tokens this model's vocabulary does not have: it was made for another model.</source>
            <translation>{name} necesita tokens de imagen que el vocabulario de este modelo no tiene: se hizo para otro modelo.</translation>
        </message>
        <message>
            <source>The projector or the image was closed.</source>
            <translation>Se cerró el proyector o la imagen.</translation>
        </message>
        <message>
            <source>The image could not be read (libmtmd code {code}).</source>
            <translation>No se pudo leer la imagen (código de libmtmd {code}).</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{name} is not a regular file</source>
            <translation>{name} no es un archivo normal</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {reason}</source>
            <translation>No se puede abrir {name}: {reason}</translation>
        </message>
        <message>
            <source>{name} is {size} bytes, more than a record of Emberly's can be</source>
            <translation>{name} ocupa {size} bytes, más de lo que puede ocupar un archivo de datos de Emberly</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation>No se puede leer {name}: {reason}</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>no es un archivo normal</translation>
        </message>
        <message>
            <source>it has {size} bytes, more than {what} ({limit})</source>
            <translation>tiene {size} bytes, más de lo que {what} ({limit})</translation>
        </message>
        <message>
            <source>it has more than {limit} bytes</source>
            <translation>tiene más de {limit} bytes</translation>
        </message>
        <message>
            <source>{name} is more than {limit} bytes</source>
            <translation>{name} tiene más de {limit} bytes</translation>
        </message>
        <message>
            <source>{what} is not valid JSON ({error})</source>
            <translation>{what} no es JSON válido ({error})</translation>
        </message>
        <message>
            <source>{what} is nested more than {depth} levels deep</source>
            <translation>{what} tiene más de {depth} niveles de anidamiento</translation>
        </message>
    </context>
    <context>
        <name>Remote</name>
        <message>
            <source>Several replies at once need a model on this computer.</source>
            <translation>Varias respuestas a la vez necesitan un modelo en este equipo.</translation>
        </message>
        <message>
            <source>the slot save</source>
            <translation>el guardado de la ranura</translation>
        </message>
        <message>
            <source>the slot restore</source>
            <translation>la restauración de la ranura</translation>
        </message>
        <message>
            <source>the slot erase</source>
            <translation>el borrado de la ranura</translation>
        </message>
        <message>
            <source>the server could not save it ({error})</source>
            <translation>el servidor no pudo guardar la caché ({error})</translation>
        </message>
        <message>
            <source>the server could not restore it ({error})</source>
            <translation>el servidor no pudo restaurar la caché ({error})</translation>
        </message>
        <message>
            <source>the server could not erase it ({error})</source>
            <translation>el servidor no pudo borrar la caché ({error})</translation>
        </message>
        <message>
            <source>the server's template</source>
            <translation>la plantilla del servidor</translation>
        </message>
        <message>
            <source>The server at {server} does not serve {model} (it serves {models}).</source>
            <translation>El servidor en {server} no sirve {model} (sirve {models}).</translation>
        </message>
        <message>
            <source>The server at {server} sent far more than the {count} tokens asked for, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>El servidor en {server} envió muchos más tokens que los {count} pedidos, así que Emberly dejó de leer. Se conserva lo que escribió antes.</translation>
        </message>
        <message>
            <source>The model on {server} does not take images ({error}). Send again to go on without them, or load a vision model there (llama-server: --mmproj).</source>
            <translation>El modelo en {server} no acepta imágenes ({error}). Vuelve a enviar para continuar sin ellas, o carga allí un modelo de visión (llama-server: --mmproj).</translation>
        </message>
        <message>
            <source>The server read the whole chat again right after restoring it. On a sliding-window model (Gemma 3 and others) start llama-server with --swa-full, or it cannot reuse a restored slot.</source>
            <translation>El servidor volvió a leer todo el chat justo después de restaurarlo. En un modelo de ventana deslizante (Gemma 3 y otros), inicia llama-server con --swa-full; si no, no puede reutilizar una ranura restaurada.</translation>
        </message>
        <message>
            <source>the server keeps no chat files (start llama-server with --slot-save-path)</source>
            <translation>el servidor no guarda archivos de chat (inicia llama-server con --slot-save-path)</translation>
        </message>
        <message>
            <source>its record could not be written ({error})</source>
            <translation>no se pudo escribir su archivo de datos ({error})</translation>
        </message>
        <message>
            <source>cache on server: prefix only</source>
            <translation>caché en el servidor: solo el prefijo</translation>
        </message>
        <message>
            <source>every slot of the server is busy with other chats</source>
            <translation>todas las ranuras del servidor están ocupadas con otros chats</translation>
        </message>
        <message>
            <source>the server's file holds {tokens} tokens in {size} bytes, not the {saved_tokens} in {saved_size} saved</source>
            <translation>el archivo del servidor contiene {tokens} tokens en {size} bytes, no los {saved_tokens} en {saved_size} guardados</translation>
        </message>
        <message>
            <source>Type the server's address, such as http://127.0.0.1:8080.</source>
            <translation>Escribe la dirección del servidor, como http://127.0.0.1:8080.</translation>
        </message>
        <message>
            <source>{url} is not an http:// or https:// address.</source>
            <translation>{url} no es una dirección http:// ni https://.</translation>
        </message>
        <message>
            <source>Emberly cannot reach the server at {server}: is it running? ({error})</source>
            <translation>Emberly no puede conectar con el servidor en {server}: ¿está en ejecución? ({error})</translation>
        </message>
        <message>
            <source>The server at {server} did not answer in time.</source>
            <translation>El servidor en {server} no respondió a tiempo.</translation>
        </message>
        <message>
            <source>The server at {server} sent a body Emberly cannot decode ({error}).</source>
            <translation>El servidor en {server} envió un cuerpo que Emberly no puede decodificar ({error}).</translation>
        </message>
        <message>
            <source>The server at {server} redirected to no usable address ({error}).</source>
            <translation>El servidor en {server} redirigió a una dirección inutilizable ({error}).</translation>
        </message>
        <message>
            <source>The connection to {server} was lost ({error}).</source>
            <translation>Se perdió la conexión con {server} ({error}).</translation>
        </message>
        <message>
            <source>Emberly could not talk to {server}: {error}</source>
            <translation>Emberly no pudo comunicarse con {server}: {error}</translation>
        </message>
        <message>
            <source>The server at {server} refused the request ({status}): {message}</source>
            <translation>El servidor en {server} rechazó la solicitud ({status}): {message}</translation>
        </message>
        <message>
            <source>The server at {server} refused the API key ({status}): check it in Servers.</source>
            <translation>El servidor en {server} rechazó la clave de API ({status}): revísala en Servidores.</translation>
        </message>
        <message>
            <source>The chat is longer than the server's context: start a new chat, or fork a new chat from an earlier message. ({message})</source>
            <translation>El chat es más largo que el contexto del servidor: empieza un chat nuevo o bifurca un chat nuevo desde un mensaje anterior. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} no longer serves the model {model}: choose another in Servers. ({message})</source>
            <translation>El servidor en {server} ya no sirve el modelo {model}: elige otro en Servidores. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} no longer serves what Emberly asked for: choose another in Servers. ({message})</source>
            <translation>El servidor en {server} ya no sirve lo que pidió Emberly: elige otro en Servidores. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} is busy ({status}): try again in a moment. ({message})</source>
            <translation>El servidor en {server} está ocupado ({status}): vuelve a intentarlo en un momento. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to no usable address ({target}).</source>
            <translation>El servidor en {server} redirigió {what} a una dirección inutilizable ({target}).</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to {target}; Emberly does not send a request on to another address. If the server moved, add its new address in Servers.</source>
            <translation>El servidor en {server} redirigió {what} a {target}; Emberly no reenvía una solicitud a otra dirección. Si el servidor se ha movido, añade su nueva dirección en Servidores.</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to {target}, another address; Emberly follows a server's redirects only within its own address. If the server moved, add its new address in Servers.</source>
            <translation>El servidor en {server} redirigió {what} a {target}, otra dirección; Emberly solo sigue las redirecciones de un servidor dentro de su propia dirección. Si el servidor se ha movido, añade su nueva dirección en Servidores.</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} more than {count} times.</source>
            <translation>El servidor en {server} redirigió {what} más de {count} veces.</translation>
        </message>
        <message>
            <source>The server at {server} answered {what} with a {encoding}-compressed body, though Emberly asks for none.</source>
            <translation>El servidor en {server} respondió a {what} con un cuerpo comprimido con {encoding}, aunque Emberly no pide compresión.</translation>
        </message>
        <message>
            <source>The server at {server} was still answering {what} after the time allowed, so Emberly stopped waiting.</source>
            <translation>El servidor en {server} seguía respondiendo a {what} pasado el tiempo permitido, así que Emberly dejó de esperar.</translation>
        </message>
        <message>
            <source>The server at {server} answered {what} with over {size} MiB, more than such an answer is; Emberly stopped reading it.</source>
            <translation>El servidor en {server} respondió a {what} con más de {size} MiB, más de lo que ocupa una respuesta así; Emberly dejó de leerla.</translation>
        </message>
        <message>
            <source>the chat</source>
            <translation>el chat</translation>
        </message>
        <message>
            <source>The server at {server} sent nothing for {seconds} s, so Emberly stopped waiting. What it wrote before is kept.</source>
            <translation>El servidor en {server} no envió nada durante {seconds} s, así que Emberly dejó de esperar. Se conserva lo que escribió antes.</translation>
        </message>
        <message>
            <source>{error} What it wrote before is kept.</source>
            <translation>{error} Se conserva lo que escribió antes.</translation>
        </message>
        <message>
            <source>The server at {server} sent a line of over {size} MiB, which no reply chunk is. What it wrote before is kept.</source>
            <translation>El servidor en {server} envió una línea de más de {size} MiB, y ningún fragmento de respuesta ocupa tanto. Se conserva lo que escribió antes.</translation>
        </message>
        <message>
            <source>The server at {server} sent over {count} lines for one reply, more than any reply is, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>El servidor en {server} envió más de {count} líneas para una respuesta, más de las que tiene cualquier respuesta, así que Emberly dejó de leer. Se conserva lo que escribió antes.</translation>
        </message>
        <message>
            <source>The server at {server} sent over {size} MiB for one reply, more than any reply is, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>El servidor en {server} envió más de {size} MiB para una respuesta, más de lo que ocupa cualquier respuesta, así que Emberly dejó de leer. Se conserva lo que escribió antes.</translation>
        </message>
        <message>
            <source>The reply from {server} stopped: {error}</source>
            <translation>La respuesta de {server} se detuvo: {error}</translation>
        </message>
        <message>
            <source>The server sent tool calls of more arguments than its reply could hold, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>El servidor envió llamadas a herramientas con más argumentos de los que cabían en su respuesta, así que Emberly dejó de leer. Se conserva lo que escribió antes.</translation>
        </message>
        <message>
            <source>The server at {server} sent a tool call without a name or with arguments that are not a JSON object ({arguments}).</source>
            <translation>El servidor en {server} envió una llamada a herramienta sin nombre o con argumentos que no son un objeto JSON ({arguments}).</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>un objeto</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>una lista</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>un número</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>una cadena</translation>
        </message>
        <message>
            <source>the answer</source>
            <translation>la respuesta</translation>
        </message>
        <message>
            <source>reply event</source>
            <translation>evento de respuesta</translation>
        </message>
        <message>
            <source>slot file answer</source>
            <translation>respuesta sobre el archivo de ranura</translation>
        </message>
        <message>
            <source>{endpoint} answer</source>
            <translation>respuesta de {endpoint}</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>nulo</translation>
        </message>
        <message>
            <source>The server at {server} sent a bad {what}: {name} is {value}, not {wanted}.</source>
            <translation>El servidor en {server} envió datos erróneos ({what}): {name} es {value}, no {wanted}.</translation>
        </message>
        <message>
            <source>The server at {server} sent a {what} nested too deeply to read.</source>
            <translation>El servidor en {server} envió datos ({what}) con demasiados niveles de anidamiento para leerlos.</translation>
        </message>
        <message>
            <source>The server at {server} sent a {what} that is not JSON ({error}).</source>
            <translation>El servidor en {server} envió datos ({what}) que no son JSON ({error}).</translation>
        </message>
        <message>
            <source>a string of at most {limit} characters</source>
            <translation>una cadena de {limit} caracteres como máximo</translation>
        </message>
        <message>
            <source>{server} does not answer /v1/models as an OpenAI-compatible server does (it sent {value}, not an object).</source>
            <translation>{server} no responde a /v1/models como lo hace un servidor compatible con OpenAI (envió {value}, no un objeto).</translation>
        </message>
        <message>
            <source>The server at {server} sent a reply event that is {value}, not an object.</source>
            <translation>El servidor en {server} envió un evento de respuesta que es {value}, no un objeto.</translation>
        </message>
        <message>
            <source>a slot</source>
            <translation>una ranura</translation>
        </message>
        <message>
            <source>the rendered chat (a string)</source>
            <translation>una cadena con el chat renderizado</translation>
        </message>
        <message>
            <source>a list of token ids</source>
            <translation>una lista de ids de tokens</translation>
        </message>
    </context>
    <context>
        <name>Runner</name>
        <message>
            <source>no saved cache</source>
            <translation>no hay caché guardada</translation>
        </message>
        <message>
            <source>There is no message to answer.</source>
            <translation>No hay ningún mensaje que responder.</translation>
        </message>
        <message>
            <source>No model is loaded.</source>
            <translation>No hay ningún modelo cargado.</translation>
        </message>
        <message>
            <source>Only your own messages can be edited and sent again.</source>
            <translation>Solo puedes editar y reenviar tus propios mensajes.</translation>
        </message>
        <message>
            <source>The web is off: turn it on in Settings ▸ Web. The message went without it.</source>
            <translation>La web está desactivada: actívala en Ajustes ▸ Web. El mensaje se envió sin ella.</translation>
        </message>
        <message>
            <source>The model was loaded for {parallel} replies at once, not {n}: load it again after changing the number in Settings.</source>
            <translation>El modelo se cargó para {parallel} respuestas a la vez, no {n}: vuelve a cargarlo después de cambiar el número en Ajustes.</translation>
        </message>
        <message>
            <source>The other replies are saved, but not all their caches: {error}</source>
            <translation>Las otras respuestas se guardaron, pero no todas sus cachés: {error}</translation>
        </message>
        <message>
            <source>There is no other version of that message.</source>
            <translation>No hay otra versión de ese mensaje.</translation>
        </message>
        <message>
            <source>That message is no longer in this chat.</source>
            <translation>Ese mensaje ya no está en este chat.</translation>
        </message>
        <message>
            <source>There is no reply to continue.</source>
            <translation>No hay ninguna respuesta que continuar.</translation>
        </message>
        <message>
            <source>The tools of {name} are not available: {why}</source>
            <translation>Las herramientas de {name} no están disponibles: {why}</translation>
        </message>
        <message>
            <source>The tool {name} ({server}) is left out: {error}</source>
            <translation>Se omite la herramienta {name} ({server}): {error}</translation>
        </message>
        <message>
            <source>The tool {name} is left out: {error}</source>
            <translation>Se omite la herramienta {name}: {error}</translation>
        </message>
        <message>
            <source>This chat's replies cannot be held to its setting: {error}</source>
            <translation>Las respuestas de este chat no pueden ajustarse a su configuración: {error}</translation>
        </message>
        <message>
            <source>{error}. The model is told the file is no longer available.</source>
            <translation>{error}. Se le indica al modelo que el archivo ya no está disponible.</translation>
        </message>
        <message>
            <source>The chat is saved, but its cache could not be: {error}</source>
            <translation>El chat se guardó, pero su caché no: {error}</translation>
        </message>
        <message>
            <source>No chat is open.</source>
            <translation>No hay ningún chat abierto.</translation>
        </message>
        <message>
            <source>The model's chat template failed, so Emberly uses its built-in {format} format now. ({error})</source>
            <translation>La plantilla de chat del modelo falló, así que Emberly usa ahora su formato {format} incorporado. ({error})</translation>
        </message>
    </context>
    <context>
        <name>Server</name>
        <message>
            <source>Off</source>
            <translation>Desactivado</translation>
        </message>
        <message numerus="yes">
            <source>%Ln request served</source>
            <translation>
                <numerusform>%Ln solicitud atendida</numerusform>
                <numerusform>%Ln solicitudes atendidas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln requests served</source>
            <translation>
                <numerusform>%Ln solicitud atendida</numerusform>
                <numerusform>%Ln solicitudes atendidas</numerusform>
            </translation>
        </message>
        <message>
            <source>running: {request}</source>
            <translation>en curso: {request}</translation>
        </message>
        <message numerus="yes">
            <source>%n waiting</source>
            <translation>
                <numerusform>%n en espera</numerusform>
                <numerusform>%n en espera</numerusform>
            </translation>
        </message>
        <message>
            <source>no model loaded: requests are refused</source>
            <translation>ningún modelo cargado: se rechazan las solicitudes</translation>
        </message>
        <message>
            <source>Local API server</source>
            <translation>Servidor de API local</translation>
        </message>
        <message>
            <source>Other apps on this computer (editors, notes, scripts) can use the model loaded here through an OpenAI-compatible API: point them at the address below with the key. Your chats in this window are never touched, and conversations a client sends again continue warm.</source>
            <translation>Otras apps de este equipo (editores, notas, scripts) pueden usar el modelo cargado aquí a través de una API compatible con OpenAI: configúralas con la dirección de abajo y la clave. Tus chats de esta ventana nunca se tocan, y las conversaciones que un cliente vuelve a enviar continúan en caliente.</translation>
        </message>
        <message>
            <source>Serve the loaded model to other apps</source>
            <translation>Servir el modelo cargado a otras apps</translation>
        </message>
        <message>
            <source>Allow other computers on my network</source>
            <translation>Permitir otros equipos de mi red</translation>
        </message>
        <message>
            <source>⚠ Anyone on your network who has the key can use the model.</source>
            <translation>⚠ Cualquiera en tu red que tenga la clave puede usar el modelo.</translation>
        </message>
        <message>
            <source>none (browser pages may not call it); e.g. http://localhost:3000</source>
            <translation>ninguno (las páginas del navegador no pueden llamarlo); p. ej. http://localhost:3000</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Clave de API</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Copy key</source>
            <translation>Copiar clave</translation>
        </message>
        <message>
            <source>New key</source>
            <translation>Clave nueva</translation>
        </message>
        <message>
            <source>Make a new key: apps using the old one must be given the new one</source>
            <translation>Crear una clave nueva: a las apps que usen la antigua habrá que darles la nueva</translation>
        </message>
        <message>
            <source>Stop the request</source>
            <translation>Detener la solicitud</translation>
        </message>
        <message>
            <source>Requests served</source>
            <translation>Solicitudes atendidas</translation>
        </message>
        <message>
            <source>Each request served appears here, with its tokens and time.</source>
            <translation>Cada solicitud atendida aparece aquí, con sus tokens y su tiempo.</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>Puerto</translation>
        </message>
        <message>
            <source>Browser origins</source>
            <translation>Orígenes del navegador</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Dirección</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>The key is kept {place}.</source>
            <translation>La clave se guarda {place}.</translation>
        </message>
        <message>
            <source>Let apps have the web searched first (web_search_options)</source>
            <translation>Dejar que las apps pidan buscar primero en la web (web_search_options)</translation>
        </message>
        <message>
            <source>With the search service of Settings ▸ Web: the pages read go into the request's prompt, and the reply cites them. Off: such requests are refused.</source>
            <translation>Con el servicio de búsqueda de Ajustes ▸ Web: las páginas leídas van al prompt de la solicitud, y la respuesta las cita. Desactivado: esas solicitudes se rechazan.</translation>
        </message>
        <message>
            <source>for this run only (no usable keyring, and the key file could not be written)</source>
            <translation>solo durante esta ejecución (no hay un llavero utilizable y no se pudo escribir el archivo de la clave)</translation>
        </message>
        <message>
            <source>in the system keyring</source>
            <translation>en el llavero del sistema</translation>
        </message>
        <message>
            <source>in {file} (readable by you only)</source>
            <translation>en {file} (solo tú puedes leerlo)</translation>
        </message>
    </context>
    <context>
        <name>Servers</name>
        <message>
            <source>Server address</source>
            <translation>Dirección del servidor</translation>
        </message>
        <message>
            <source>optional</source>
            <translation>opcional</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Clave de API</translation>
        </message>
        <message>
            <source>Add server</source>
            <translation>Añadir servidor</translation>
        </message>
        <message>
            <source>Servers and their models</source>
            <translation>Servidores y sus modelos</translation>
        </message>
        <message>
            <source>Server and its models</source>
            <translation>Servidor y sus modelos</translation>
        </message>
        <message>
            <source>Context</source>
            <translation>Contexto</translation>
        </message>
        <message>
            <source>Add a server to chat with the models it serves.</source>
            <translation>Añade un servidor para chatear con los modelos que sirve.</translation>
        </message>
        <message>
            <source>Test again</source>
            <translation>Probar de nuevo</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Quitar</translation>
        </message>
        <message>
            <source>Chat with this model</source>
            <translation>Chatear con este modelo</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Dirección</translation>
        </message>
        <message>
            <source>{url} could not be asked ({error}).</source>
            <translation>No se pudo consultar {url} ({error}).</translation>
        </message>
        <message>
            <source>Asking {url}…</source>
            <translation>Consultando {url}…</translation>
        </message>
        <message>
            <source>Added {url}.</source>
            <translation>Se añadió {url}.</translation>
        </message>
        <message>
            <source>cannot be reached</source>
            <translation>no se puede conectar</translation>
        </message>
        <message>
            <source>asking…</source>
            <translation>consultando…</translation>
        </message>
        <message>
            <source>{size} tokens</source>
            <translation>{size} tokens</translation>
        </message>
        <message>
            <source>{server} at {url}</source>
            <translation>{server} en {url}</translation>
        </message>
        <message numerus="yes">
            <source>%n slot of {size} tokens · build {build}</source>
            <translation>
                <numerusform>%n ranura de {size} tokens · compilación {build}</numerusform>
                <numerusform>%n ranuras de {size} tokens · compilación {build}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n slots of {size} tokens · build {build}</source>
            <translation>
                <numerusform>%n ranura de {size} tokens · compilación {build}</numerusform>
                <numerusform>%n ranuras de {size} tokens · compilación {build}</numerusform>
            </translation>
        </message>
        <message>
            <source>Chats resume from the server's slot files when it runs with --slot-save-path (and with -np set, so that chats keep their own slot).</source>
            <translation>Los chats se reanudan desde los archivos de ranura del servidor cuando este se ejecuta con --slot-save-path (y con -np, para que cada chat conserve su propia ranura).</translation>
        </message>
        <message>
            <source>Cache on server: prefix only. A reopened chat is read again by the server, unless it still holds the start of it.</source>
            <translation>Caché en el servidor: solo el prefijo. El servidor vuelve a leer un chat reabierto, salvo que aún conserve su comienzo.</translation>
        </message>
        <message>
            <source>Removed {url}.</source>
            <translation>Se quitó {url}.</translation>
        </message>
        <message>
            <source>There is no system keyring here, so the key is kept only until Emberly closes.</source>
            <translation>Aquí no hay llavero del sistema, así que la clave solo se guarda hasta que se cierre Emberly.</translation>
        </message>
        <message>
            <source>OpenAI-compatible server</source>
            <translation>Servidor compatible con OpenAI</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>Follow the system</source>
            <translation>Según el sistema</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Oscuro</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Examinar…</translation>
        </message>
        <message>
            <source>Choose a folder</source>
            <translation>Elige una carpeta</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>Elige un modelo</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf)</source>
            <translation>Modelos GGUF (*.gguf)</translation>
        </message>
        <message>
            <source>System size</source>
            <translation>Tamaño del sistema</translation>
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
            <translation>ilimitado</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Ajustes</translation>
        </message>
        <message>
            <source>none: documents and libraries are searched by keywords</source>
            <translation>ninguno: los documentos y las bibliotecas se buscan por palabras clave</translation>
        </message>
        <message>
            <source>A GGUF embedding model (all-MiniLM-L6-v2, nomic-embed-text, EmbeddingGemma…; Get models lists some): passages are then found by meaning as well as by words</source>
            <translation>Un modelo de embeddings GGUF (all-MiniLM-L6-v2, nomic-embed-text, EmbeddingGemma…; Obtener modelos muestra algunos): así los fragmentos se encuentran por significado además de por palabras</translation>
        </message>
        <message>
            <source>the standard folder for your system</source>
            <translation>la carpeta estándar de tu sistema</translation>
        </message>
        <message>
            <source>Default model</source>
            <translation>Modelo predeterminado</translation>
        </message>
        <message>
            <source>Embedding model</source>
            <translation>Modelo de embeddings</translation>
        </message>
        <message>
            <source>Data folder</source>
            <translation>Carpeta de datos</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Tema</translation>
        </message>
        <message>
            <source>Font size</source>
            <translation>Tamaño de letra</translation>
        </message>
        <message>
            <source>Choose an embedding model</source>
            <translation>Elige un modelo de embeddings</translation>
        </message>
        <message>
            <source>A new data folder is used from the next start.</source>
            <translation>La nueva carpeta de datos se usará a partir del próximo inicio.</translation>
        </message>
        <message>
            <source>The system's ({language})</source>
            <translation>El del sistema ({language})</translation>
        </message>
        <message>
            <source>off</source>
            <translation>desactivado</translation>
        </message>
        <message>
            <source>Versions of a reply written at once by Regenerate ×N (Ctrl+Shift+G). Used from the next model load.</source>
            <translation>Versiones de una respuesta escritas a la vez con Regenerar ×N (Ctrl+Shift+G). Se aplica a partir de la próxima carga del modelo.</translation>
        </message>
        <message>
            <source>Chat caches on disk</source>
            <translation>Cachés de chats en disco</translation>
        </message>
        <message>
            <source>Regenerate ×N: versions at once</source>
            <translation>Regenerar ×N: versiones a la vez</translation>
        </message>
        <message>
            <source>{speculation} (the model picker's Speculation setting)</source>
            <translation>{speculation} (el ajuste Especulación del selector de modelos)</translation>
        </message>
        <message>
            <source>Speculation</source>
            <translation>Especulación</translation>
        </message>
        <message>
            <source>Reopen the last chat and model on start</source>
            <translation>Reabrir el último chat y modelo al iniciar</translation>
        </message>
        <message>
            <source>Off: Emberly starts with a new chat (the default model still loads).</source>
            <translation>Desactivado: Emberly empieza con un chat nuevo (el modelo predeterminado se carga igualmente).</translation>
        </message>
        <message>
            <source>Tell me when a new version of Emberly exists (asks GitHub once a day)</source>
            <translation>Avisarme cuando haya una nueva versión de Emberly (consulta GitHub una vez al día)</translation>
        </message>
        <message>
            <source>Local API server ({state})…</source>
            <translation>Servidor de API local ({state})…</translation>
        </message>
        <message>
            <source>Other apps on this computer (editors, scripts, aider, Continue) can use the loaded model through an OpenAI-compatible API: its address, key, port and browser origins</source>
            <translation>Otras apps de este equipo (editores, scripts, aider, Continue) pueden usar el modelo cargado a través de una API compatible con OpenAI: su dirección, clave, puerto y orígenes del navegador</translation>
        </message>
        <message>
            <source>Local server</source>
            <translation>Servidor local</translation>
        </message>
        <message>
            <source>Tools (MCP servers: {n})…</source>
            <translation>Herramientas (servidores MCP: {n})…</translation>
        </message>
        <message>
            <source>Programs and addresses whose tools the model may call in the chats where you turn them on: add them, import an mcp.json, read their logs</source>
            <translation>Programas y direcciones cuyas herramientas puede llamar el modelo en los chats donde las actives: añádelos, importa un mcp.json, lee sus registros</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>Herramientas</translation>
        </message>
        <message>
            <source>off</source>
            <comment>the web search</comment>
            <translation>desactivada</translation>
        </message>
        <message>
            <source>Web ({provider})…</source>
            <translation>Web ({provider})…</translation>
        </message>
        <message>
            <source>Search the web for a message (the composer's Web button): where searches go, and what leaves your computer</source>
            <translation>Buscar en la web para un mensaje (el botón Web del cuadro de mensaje): adónde van las búsquedas y qué sale de tu equipo</translation>
        </message>
        <message>
            <source>Web</source>
            <translation>Web</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>{error} Emberly keeps its chats and models in {folder} for now.</source>
            <translation>{error} Por ahora, Emberly guarda sus chats y modelos en {folder}.</translation>
        </message>
        <message>
            <source>{error} Nor can the standard one: {reason}</source>
            <translation>{error} Tampoco se puede usar la estándar: {reason}</translation>
        </message>
        <message>
            <source>The settings file</source>
            <translation>El archivo de ajustes</translation>
        </message>
        <message>
            <source>The settings file is not a JSON object</source>
            <translation>El archivo de ajustes no es un objeto JSON</translation>
        </message>
        <message>
            <source>Your settings could not be read ({error}); Emberly uses its defaults. The old file is kept as {name}.</source>
            <translation>No se pudieron leer tus ajustes ({error}); Emberly usa los predeterminados. El archivo antiguo se conserva como {name}.</translation>
        </message>
        <message>
            <source>Some settings had values Emberly cannot use ({names}); they are back to their defaults, or those entries left out.</source>
            <translation>Algunos ajustes tenían valores que Emberly no puede usar ({names}); han vuelto a sus valores predeterminados, o se han omitido esas entradas.</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Warm: reopens from its saved cache</source>
            <translation>Caliente: se reabre desde su caché guardada</translation>
        </message>
        <message>
            <source>Cold: will be re-read when opened</source>
            <translation>Frío: se releerá al abrirlo</translation>
        </message>
        <message>
            <source>Stale: its cache is for other model settings</source>
            <translation>Desfasado: su caché es de otros ajustes del modelo</translation>
        </message>
        <message>
            <source>{title}, {when}, cache warm</source>
            <translation>{title}, {when}, caché caliente</translation>
        </message>
        <message>
            <source>{title}, {when}, cache cold</source>
            <translation>{title}, {when}, caché fría</translation>
        </message>
        <message>
            <source>{title}, {when}, cache stale</source>
            <translation>{title}, {when}, caché desfasada</translation>
        </message>
        <message>
            <source>Search chats (Ctrl+K)</source>
            <translation>Buscar chats (Ctrl+K)</translation>
        </message>
        <message>
            <source>Search chats</source>
            <translation>Buscar chats</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>Borrar la búsqueda</translation>
        </message>
        <message>
            <source>New chat</source>
            <translation>Chat nuevo</translation>
        </message>
        <message>
            <source>New chat (Ctrl+N)</source>
            <translation>Chat nuevo (Ctrl+N)</translation>
        </message>
        <message>
            <source>Chats</source>
            <translation>Chats</translation>
        </message>
        <message>
            <source>Reading your chats…</source>
            <translation>Leyendo tus chats…</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>Fijados</translation>
        </message>
        <message>
            <source>{title}, {when}, empty</source>
            <translation>{title}, {when}, vacío</translation>
        </message>
        <message>
            <source>, forked from {title}</source>
            <translation>, bifurcado de {title}</translation>
        </message>
        <message numerus="yes">
            <source>%n message(s) · {when}</source>
            <translation>
                <numerusform>%n mensaje · {when}</numerusform>
                <numerusform>%n mensajes · {when}</numerusform>
            </translation>
        </message>
        <message>
            <source>Forked from “{title}”</source>
            <translation>Bifurcado de “{title}”</translation>
        </message>
        <message>
            <source>Today</source>
            <translation>Hoy</translation>
        </message>
        <message>
            <source>Yesterday</source>
            <translation>Ayer</translation>
        </message>
        <message>
            <source>Previous 7 days</source>
            <translation>Últimos 7 días</translation>
        </message>
        <message>
            <source>Older</source>
            <translation>Anteriores</translation>
        </message>
        <message>
            <source> ({tokens} tokens, {size})</source>
            <translation> ({tokens} tokens, {size})</translation>
        </message>
        <message>
            <source>Last opened: restored in {ms} ms</source>
            <translation>Última apertura: restaurado en {ms} ms</translation>
        </message>
        <message>
            <source>Last opened: re-read in {s} s</source>
            <translation>Última apertura: releído en {s} s</translation>
        </message>
    </context>
    <context>
        <name>Speculation</name>
        <message>
            <source>Runs with a q8_0 or q4_0 KV cache only: with f16 a batch of tokens and a single one round differently here, and a reply must not change.</source>
            <translation>Solo funciona con una caché KV q8_0 o q4_0: con f16, un lote de tokens y un token suelto se redondean de forma distinta aquí, y una respuesta no debe cambiar.</translation>
        </message>
        <message>
            <source>Replies stay exactly what they would be without it, only faster where guesses are right.</source>
            <translation>Las respuestas quedan exactamente como serían sin ella, solo que más rápido donde las conjeturas aciertan.</translation>
        </message>
        <message>
            <source>Speculative decoding: guesses of the next tokens, checked by the model in one step</source>
            <translation>Decodificación especulativa: conjeturas de los siguientes tokens, que el modelo comprueba en un solo paso</translation>
        </message>
        <message>
            <source>A draft model for it: {name} ({size}), in Get models; once beside this model it is offered here.</source>
            <translation>Un modelo borrador para ella: {name} ({size}), en Obtener modelos; cuando esté junto a este modelo, se ofrecerá aquí.</translation>
        </message>
        <message>
            <source>its own MTP head (multi-token prediction)</source>
            <translation>su propia cabeza MTP (predicción de varios tokens)</translation>
        </message>
        <message>
            <source>guesses from the chat (prompt lookup)</source>
            <translation>conjeturas a partir del chat (prompt lookup)</translation>
        </message>
        <message>
            <source>draft model: {name}</source>
            <translation>modelo borrador: {name}</translation>
        </message>
        <message>
            <source>off</source>
            <translation>desactivada</translation>
        </message>
        <message>
            <source>The draft model did not load: {error}</source>
            <translation>El modelo borrador no se cargó: {error}</translation>
        </message>
        <message>
            <source>{name} cannot draft for this model: {reason}.</source>
            <translation>{name} no puede hacer de borrador para este modelo: {reason}.</translation>
        </message>
        <message>
            <source>its tokenizer is of another kind</source>
            <translation>su tokenizador es de otro tipo</translation>
        </message>
        <message>
            <source>its vocabulary has {count} tokens, this model's {target}</source>
            <translation>su vocabulario tiene {count} tokens; el de este modelo, {target}</translation>
        </message>
        <message>
            <source>its {token} token is another</source>
            <translation>su token {token} es distinto</translation>
        </message>
        <message>
            <source>token {token} is {there} there, {here} here</source>
            <translation>el token {token} es {there} allí y {here} aquí</translation>
        </message>
        <message>
            <source>prompt lookup</source>
            <translation>prompt lookup</translation>
        </message>
        <message>
            <source>off: {reason}</source>
            <translation>desactivada: {reason}</translation>
        </message>
        <message>
            <source>no drafter</source>
            <translation>sin generador de borradores</translation>
        </message>
        <message>
            <source>draft model {name}</source>
            <translation>modelo borrador {name}</translation>
        </message>
        <message>
            <source>the model's own MTP head</source>
            <translation>la propia cabeza MTP del modelo</translation>
        </message>
        <message>
            <source>{drafter}, up to {count} guesses checked at once</source>
            <translation>{drafter}, hasta {count} conjeturas comprobadas a la vez</translation>
        </message>
        <message>
            <source>turned off</source>
            <translation>así lo indica el ajuste Especulación</translation>
        </message>
        <message>
            <source>an encoder-decoder model decodes after its encoder: its memory cannot drop a refused guess</source>
            <translation>un modelo codificador-decodificador decodifica después de su codificador: su memoria no puede descartar una conjetura rechazada</translation>
        </message>
        <message>
            <source>it needs a q8_0 or q4_0 KV cache and flash attention</source>
            <translation>necesita una caché KV q8_0 o q4_0 y flash attention</translation>
        </message>
        <message>
            <source>the model's memory cannot drop the guesses it refuses</source>
            <translation>la memoria del modelo no puede descartar las conjeturas que rechaza</translation>
        </message>
        <message>
            <source>this model's kernels give a batch other logits than a single token on this computer</source>
            <translation>los kernels de este modelo dan a un lote logits distintos de los de un token suelto en este equipo</translation>
        </message>
    </context>
    <context>
        <name>StateFiles</name>
        <message>
            <source>another model file</source>
            <translation>otro archivo de modelo</translation>
        </message>
        <message>
            <source>another version of llama-cpp-python</source>
            <translation>otra versión de llama-cpp-python</translation>
        </message>
        <message>
            <source>another build of llama.cpp</source>
            <translation>otra compilación de llama.cpp</translation>
        </message>
        <message>
            <source>another context size</source>
            <translation>otro tamaño de contexto</translation>
        </message>
        <message>
            <source>another KV cache type</source>
            <translation>otro tipo de caché KV</translation>
        </message>
        <message>
            <source>another flash-attention setting</source>
            <translation>otro ajuste de flash attention</translation>
        </message>
        <message>
            <source>another sliding-window setting</source>
            <translation>otro ajuste de ventana deslizante</translation>
        </message>
        <message>
            <source>another micro-batch size</source>
            <translation>otro tamaño de microlote</translation>
        </message>
        <message>
            <source>another GPU offload setting</source>
            <translation>otro ajuste de capas en GPU</translation>
        </message>
        <message>
            <source>another compute device</source>
            <translation>otro dispositivo de cálculo</translation>
        </message>
        <message>
            <source>another number of parallel replies</source>
            <translation>otro número de respuestas en paralelo</translation>
        </message>
        <message>
            <source>The sidecar of {name} is unreadable ({error}).</source>
            <translation>El archivo de metadatos de {name} no se puede leer ({error}).</translation>
        </message>
        <message>
            <source>No saved cache at {name}.</source>
            <translation>No hay ninguna caché guardada en {name}.</translation>
        </message>
        <message>
            <source>The saved cache {name} has no sidecar, so it cannot be trusted.</source>
            <translation>La caché guardada {name} no tiene archivo de metadatos, así que no es fiable.</translation>
        </message>
        <message>
            <source>{reasons}, {reason}</source>
            <translation>{reasons}, {reason}</translation>
        </message>
        <message>
            <source>its record</source>
            <translation>su archivo de datos</translation>
        </message>
        <message>
            <source>no saved cache on the server</source>
            <translation>no hay caché guardada en el servidor</translation>
        </message>
        <message>
            <source>its record is unreadable ({error})</source>
            <translation>su archivo de datos no se puede leer ({error})</translation>
        </message>
        <message>
            <source>its record is not one Emberly wrote</source>
            <translation>su archivo de datos no lo escribió Emberly</translation>
        </message>
        <message>
            <source>it was saved on another server ({url})</source>
            <translation>se guardó en otro servidor ({url})</translation>
        </message>
        <message>
            <source>the server's {fields} changed since it was saved</source>
            <translation>desde que se guardó cambió en el servidor: {fields}</translation>
        </message>
        <message>
            <source>llama.cpp could not write {name} (disk full or folder not writable?)</source>
            <translation>llama.cpp no pudo escribir {name} (¿disco lleno o carpeta sin permiso de escritura?)</translation>
        </message>
        <message>
            <source>The chat's cache could not be saved to {folder}: {reason}</source>
            <translation>No se pudo guardar la caché del chat en {folder}: {reason}</translation>
        </message>
        <message>
            <source>The saved cache was made with {reasons}.</source>
            <translation>La caché guardada se creó con {reasons}.</translation>
        </message>
        <message>
            <source>the file changed while it was read</source>
            <translation>el archivo cambió mientras se leía</translation>
        </message>
        <message>
            <source>The saved cache {name} could not be read: {error}</source>
            <translation>No se pudo leer la caché guardada {name}: {error}</translation>
        </message>
        <message>
            <source>No saved cache at {name}: that is not a file.</source>
            <translation>No hay ninguna caché guardada en {name}: no es un archivo.</translation>
        </message>
        <message>
            <source>The saved cache {name} has {size} bytes, not {expected}.</source>
            <translation>La caché guardada {name} tiene {size} bytes, no {expected}.</translation>
        </message>
        <message>
            <source>The saved cache {name} is damaged (checksum mismatch).</source>
            <translation>La caché guardada {name} está dañada (la suma de comprobación no coincide).</translation>
        </message>
        <message>
            <source>The saved cache {name} is too short.</source>
            <translation>La caché guardada {name} es demasiado corta.</translation>
        </message>
        <message>
            <source>{name} is not a llama.cpp sequence state of this version.</source>
            <translation>{name} no es un estado de secuencia de llama.cpp de esta versión.</translation>
        </message>
        <message>
            <source>{name} holds {count} tokens where its sidecar says {expected}.</source>
            <translation>{name} contiene {count} tokens, pero su archivo de metadatos indica {expected}.</translation>
        </message>
        <message>
            <source>{name} holds tokens that are not in this model's vocabulary.</source>
            <translation>{name} contiene tokens que no están en el vocabulario de este modelo.</translation>
        </message>
        <message>
            <source>llama.cpp refused the saved cache data.</source>
            <translation>llama.cpp rechazó los datos de la caché guardada.</translation>
        </message>
        <message>
            <source>The chat's checkpoints could not be saved: {reason}</source>
            <translation>No se pudieron guardar los puntos de control del chat: {reason}</translation>
        </message>
        <message>
            <source>No extras saved with {name}.</source>
            <translation>No hay datos adicionales guardados con {name}.</translation>
        </message>
        <message>
            <source>The extras of {name} could not be read: {error}</source>
            <translation>No se pudieron leer los datos adicionales de {name}: {error}</translation>
        </message>
        <message>
            <source>The extras of {name} are damaged.</source>
            <translation>Los datos adicionales de {name} están dañados.</translation>
        </message>
        <message>
            <source>The extras of {name} are unreadable ({error}).</source>
            <translation>Los datos adicionales de {name} no se pueden leer ({error}).</translation>
        </message>
        <message>
            <source>The extras next to {name} belong to another save of it.</source>
            <translation>Los datos adicionales junto a {name} pertenecen a otro guardado suyo.</translation>
        </message>
        <message>
            <source>The extras of {name} do not fit their state file.</source>
            <translation>Los datos adicionales de {name} no encajan con su archivo de estado.</translation>
        </message>
        <message>
            <source>{name} restored cells up to position {last} for {count} tokens</source>
            <translation>{name} restauró celdas hasta la posición {last} para {count} tokens</translation>
        </message>
    </context>
    <context>
        <name>Tools</name>
        <message>
            <source>Allow a tool call?</source>
            <translation>¿Permitir una llamada a herramienta?</translation>
        </message>
        <message>
            <source>The model wants to call &lt;b&gt;{tool}&lt;/b&gt; from {server} with:</source>
            <translation>El modelo quiere llamar a &lt;b&gt;{tool}&lt;/b&gt; de {server} con:</translation>
        </message>
        <message>
            <source>The model wants to call &lt;b&gt;{tool}&lt;/b&gt; with:</source>
            <translation>El modelo quiere llamar a &lt;b&gt;{tool}&lt;/b&gt; con:</translation>
        </message>
        <message>
            <source>Arguments</source>
            <translation>Argumentos</translation>
        </message>
        <message>
            <source>Allow once</source>
            <translation>Permitir una vez</translation>
        </message>
        <message>
            <source>Always allow {tool}</source>
            <translation>Permitir siempre {tool}</translation>
        </message>
        <message>
            <source>Decline</source>
            <translation>Rechazar</translation>
        </message>
        <message>
            <source>Never allow {tool}</source>
            <translation>No permitir nunca {tool}</translation>
        </message>
        <message>
            <source>An MCP server in the settings is left out: {problem}</source>
            <translation>Se omite un servidor MCP de los ajustes: {problem}</translation>
        </message>
        <message>
            <source>Running a tool…</source>
            <translation>Ejecutando una herramienta…</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>Escribiendo…</translation>
        </message>
        <message>
            <source>Tools (MCP servers)</source>
            <translation>Herramientas (servidores MCP)</translation>
        </message>
        <message>
            <source>MCP servers</source>
            <translation>Servidores MCP</translation>
        </message>
        <message>
            <source>Servers whose tools the model may call, in the chats where you turn them on (Chat settings). Each call asks you first, unless you always allow that tool.</source>
            <translation>Servidores cuyas herramientas puede llamar el modelo, en los chats donde las actives (Ajustes del chat). Cada llamada te pregunta primero, salvo que siempre permitas esa herramienta.</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>Añadir…</translation>
        </message>
        <message>
            <source>Edit…</source>
            <translation>Editar…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Quitar</translation>
        </message>
        <message>
            <source>Import mcp.json…</source>
            <translation>Importar mcp.json…</translation>
        </message>
        <message>
            <source>Tools…</source>
            <translation>Herramientas…</translation>
        </message>
        <message>
            <source>Show log</source>
            <translation>Mostrar registro</translation>
        </message>
        <message numerus="yes">
            <source>Ask again for every tool (%n remembered)</source>
            <translation>
                <numerusform>Volver a preguntar por cada herramienta (%n recordada)</numerusform>
                <numerusform>Volver a preguntar por cada herramienta (%n recordadas)</numerusform>
            </translation>
        </message>
        <message>
            <source>Left out: {problems}</source>
            <translation>Omitidos: {problems}</translation>
        </message>
        <message>
            <source>Import an mcp.json</source>
            <translation>Importar un mcp.json</translation>
        </message>
        <message>
            <source>MCP settings (*.json)</source>
            <translation>Ajustes de MCP (*.json)</translation>
        </message>
        <message numerus="yes">
            <source>%n server imported from {file}.</source>
            <translation>
                <numerusform>%n servidor importado de {file}.</numerusform>
                <numerusform>%n servidores importados de {file}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n servers imported from {file}.</source>
            <translation>
                <numerusform>%n servidor importado de {file}.</numerusform>
                <numerusform>%n servidores importados de {file}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{imported}

Left out:
{problems}</source>
            <translation>{imported}

Omitidos:
{problems}</translation>
        </message>
        <message>
            <source>{name}: its tools</source>
            <translation>{name}: sus herramientas</translation>
        </message>
        <message>
            <source>{name}: its log</source>
            <translation>{name}: su registro</translation>
        </message>
        <message>
            <source>A server at an address keeps its own log, where it runs; Emberly has none for it. A failed call says what went wrong.</source>
            <translation>Un servidor en una dirección guarda su propio registro, allí donde se ejecuta; Emberly no tiene ninguno para él. Una llamada fallida indica qué salió mal.</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>(vacío)</translation>
        </message>
        <message>
            <source>Nothing logged yet: the server has not been started.</source>
            <translation>Aún no hay nada registrado: el servidor no se ha iniciado.</translation>
        </message>
        <message>
            <source>{name}: its log ({path})</source>
            <translation>{name}: su registro ({path})</translation>
        </message>
        <message>
            <source>Every tool asks again</source>
            <translation>Todas las herramientas vuelven a preguntar</translation>
        </message>
        <message>
            <source>MCP server</source>
            <translation>Servidor MCP</translation>
        </message>
        <message>
            <source>A program on this computer (stdio)</source>
            <translation>Un programa en este equipo (stdio)</translation>
        </message>
        <message>
            <source>An address (streamable HTTP)</source>
            <translation>Una dirección (streamable HTTP)</translation>
        </message>
        <message>
            <source>npx, uvx, python, /path/to/server</source>
            <translation>npx, uvx, python, /ruta/al/servidor</translation>
        </message>
        <message>
            <source>NAME=value, one a line (kept in the system keyring)</source>
            <translation>NOMBRE=valor, uno por línea (se guardan en el llavero del sistema)</translation>
        </message>
        <message>
            <source>Authorization: Bearer …, one a line (kept in the system keyring)</source>
            <translation>Authorization: Bearer …, uno por línea (se guardan en el llavero del sistema)</translation>
        </message>
        <message>
            <source> s</source>
            <comment>seconds</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>Let this server see the chat's library folders</source>
            <translation>Dejar que este servidor vea las carpetas de las bibliotecas del chat</translation>
        </message>
        <message>
            <source>Sent as the server's MCP roots: the folders of the libraries the open chat searches (none when it searches none). A file server then works in those folders instead of the ones in its arguments.</source>
            <translation>Se envían como raíces MCP del servidor: las carpetas de las bibliotecas en las que busca el chat abierto (ninguna si no busca en ninguna). Así, un servidor de archivos trabaja en esas carpetas en lugar de en las de sus argumentos.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Command</source>
            <translation>Comando</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Carpeta</translation>
        </message>
        <message>
            <source>Environment</source>
            <translation>Entorno</translation>
        </message>
        <message>
            <source>URL</source>
            <translation>URL</translation>
        </message>
        <message>
            <source>Headers</source>
            <translation>Cabeceras</translation>
        </message>
        <message>
            <source>Time limit</source>
            <translation>Límite de tiempo</translation>
        </message>
        <message>
            <source>Folders</source>
            <translation>Carpetas</translation>
        </message>
        <message>
            <source>{line} has no {separator}</source>
            <translation>{line} no tiene {separator}</translation>
        </message>
        <message>
            <source>it runs only as an MCP task (taskSupport "required"), which Emberly does not support</source>
            <translation>solo se ejecuta como tarea MCP (taskSupport "required"), algo que Emberly no admite</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize); its log: {log}</source>
            <translation>{server} no se inició en {seconds} s (nunca respondió a initialize); su registro: {log}</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize; {note}); its log: {log}</source>
            <translation>{server} no se inició en {seconds} s (nunca respondió a initialize; {note}); su registro: {log}</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize) (at {address})</source>
            <translation>{server} no se inició en {seconds} s (nunca respondió a initialize) (en {address})</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize; {note}) (at {address})</source>
            <translation>{server} no se inició en {seconds} s (nunca respondió a initialize; {note}) (en {address})</translation>
        </message>
        <message>
            <source>{server} could not start: {error}; its log: {log}</source>
            <translation>{server} no pudo iniciarse: {error}; su registro: {log}</translation>
        </message>
        <message>
            <source>{server} could not start: {error} (at {address})</source>
            <translation>{server} no pudo iniciarse: {error} (en {address})</translation>
        </message>
        <message>
            <source>The tools did not answer within {seconds} s.</source>
            <translation>Las herramientas no respondieron en {seconds} s.</translation>
        </message>
        <message>
            <source>{server}

Its tools could not be listed: {problem}</source>
            <translation>{server}

No se pudieron listar sus herramientas: {problem}</translation>
        </message>
        <message>
            <source>{server}: 1 tool offered to the model</source>
            <translation>{server}: 1 herramienta ofrecida al modelo</translation>
        </message>
        <message>
            <source>{server}: {count} tools offered to the model</source>
            <translation>{server}: {count} herramientas ofrecidas al modelo</translation>
        </message>
        <message>
            <source>… and {count} more</source>
            <translation>… y {count} más</translation>
        </message>
        <message>
            <source>Left out ({count}):</source>
            <translation>Omitidas ({count}):</translation>
        </message>
        <message>
            <source>{name}: {reason}</source>
            <translation>{name}: {reason}</translation>
        </message>
        <message>
            <source>not an object</source>
            <translation>no es un objeto</translation>
        </message>
        <message>
            <source>an argument</source>
            <translation>un argumento</translation>
        </message>
        <message>
            <source>The file has {count} characters: an mcp.json has far fewer.</source>
            <translation>El archivo tiene {count} caracteres: un mcp.json tiene muchos menos.</translation>
        </message>
        <message>
            <source>The file is not JSON: {error}</source>
            <translation>El archivo no es JSON: {error}</translation>
        </message>
        <message>
            <source>The file has no "mcpServers" object.</source>
            <translation>El archivo no tiene ningún objeto "mcpServers".</translation>
        </message>
        <message>
            <source>{count} more servers left out (at most {most}).</source>
            <translation>Se omitieron {count} servidores más (como máximo {most}).</translation>
        </message>
        <message>
            <source>an mcp.json can</source>
            <translation>puede tener un mcp.json</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {reason}.</source>
            <translation>No se puede importar {name}: {reason}.</translation>
        </message>
        <message>
            <source>{name}: {error}</source>
            <translation>{name}: {error}</translation>
        </message>
        <message>
            <source>a name of letters, digits, spaces, dots, dashes or underscores (at most 64) is needed</source>
            <translation>hace falta un nombre de letras, dígitos, espacios, puntos, guiones o guiones bajos (como máximo 64)</translation>
        </message>
        <message>
            <source>timeout must be seconds between 1 and 3600</source>
            <translation>timeout debe ser un número de segundos entre 1 y 3600</translation>
        </message>
        <message>
            <source>args must be a list of at most {count} strings</source>
            <translation>args debe ser una lista de {count} cadenas como máximo</translation>
        </message>
        <message>
            <source>url must be an http:// or https:// address</source>
            <translation>url debe ser una dirección http:// o https://</translation>
        </message>
        <message>
            <source>SSE servers (the older HTTP transport) are not supported: use its streamable HTTP address</source>
            <translation>los servidores SSE (el transporte HTTP antiguo) no se admiten: usa su dirección de streamable HTTP</translation>
        </message>
        <message>
            <source>unknown type {type} (stdio or http)</source>
            <translation>tipo desconocido {type} (stdio o http)</translation>
        </message>
        <message>
            <source>{what} must be a string of at most {count} characters</source>
            <translation>{what} debe ser una cadena de {count} caracteres como máximo</translation>
        </message>
        <message>
            <source>{what} must be an object of at most {count} strings</source>
            <translation>{what} debe ser un objeto de {count} cadenas como máximo</translation>
        </message>
        <message>
            <source>{what} must map names to strings (at most {count} characters)</source>
            <translation>{what} debe asociar nombres a cadenas (de {count} caracteres como máximo)</translation>
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
            <translation>Emberly puede avisarte cuando haya una nueva versión: una vez al día pregunta a GitHub el número y las notas de su última versión. No se descarga ni se instala nada.</translation>
        </message>
        <message>
            <source>Tell me</source>
            <translation>Avisarme</translation>
        </message>
        <message>
            <source>Emberly {version} is out: {headline}</source>
            <translation>Ya está disponible Emberly {version}: {headline}</translation>
        </message>
        <message>
            <source>Emberly {version} is out.</source>
            <translation>Ya está disponible Emberly {version}.</translation>
        </message>
        <message>
            <source>See what is new</source>
            <translation>Ver las novedades</translation>
        </message>
    </context>
    <context>
        <name>Web</name>
        <message>
            <source>Off</source>
            <translation>Desactivado</translation>
        </message>
        <message>
            <source>SearXNG: your own instance (private, recommended)</source>
            <translation>SearXNG: tu propia instancia (privada, recomendada)</translation>
        </message>
        <message>
            <source>Brave Search API</source>
            <translation>API de Brave Search</translation>
        </message>
        <message>
            <source>your SearXNG instance at {url}</source>
            <translation>tu instancia de SearXNG en {url}</translation>
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
            <translation>Un mensaje enviado con Web activado va a {where} como búsqueda. Las páginas que encuentra se leen después desde sus propios sitios (sin cookies ni scripts), y los fragmentos que responden al mensaje se guardan con él. Nada más sale de tu equipo.</translation>
        </message>
        <message>
            <source>Web</source>
            <translation>Web</translation>
        </message>
        <message>
            <source>http://searx.lan:8080 (its settings.yml must allow the json format)</source>
            <translation>http://searx.lan:8080 (su settings.yml debe permitir el formato json)</translation>
        </message>
        <message>
            <source>kept in your system's keyring</source>
            <translation>se guarda en el llavero de tu sistema</translation>
        </message>
        <message>
            <source>none: pages on this computer and its network are never read</source>
            <translation>ninguno: nunca se leen páginas de este equipo ni de su red</translation>
        </message>
        <message>
            <source>Hosts on this computer's network that pages may be read from, by name (a wiki on the LAN). Your SearXNG instance's host is allowed by itself.</source>
            <translation>Hosts de la red de este equipo desde los que se pueden leer páginas, por nombre (una wiki en la LAN). El host de tu instancia de SearXNG se permite por sí solo.</translation>
        </message>
        <message>
            <source>Search with</source>
            <translation>Buscar con</translation>
        </message>
        <message>
            <source>SearXNG address</source>
            <translation>Dirección de SearXNG</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Clave de API</translation>
        </message>
        <message>
            <source>Allowed local hosts</source>
            <translation>Hosts locales permitidos</translation>
        </message>
        <message>
            <source>kept in your system's keyring (one is kept: leave empty to keep it)</source>
            <translation>se guarda en el llavero de tu sistema (ya hay una guardada: déjalo vacío para conservarla)</translation>
        </message>
        <message>
            <source>Off: nothing is searched, no page is read.</source>
            <translation>Desactivado: no se busca nada ni se lee ninguna página.</translation>
        </message>
        <message>
            <source>The web is off: {provider} needs its API key (Settings ▸ Web).</source>
            <translation>La web está desactivada: {provider} necesita su clave de API (Ajustes ▸ Web).</translation>
        </message>
        <message>
            <source>{notice}

Send it?</source>
            <translation>{notice}

¿Enviarlo?</translation>
        </message>
        <message>
            <source>Search the web</source>
            <translation>Buscar en la web</translation>
        </message>
        <message>
            <source>{host} could not be found ({error}): check the address, or your connection.</source>
            <translation>No se encontró {host} ({error}): revisa la dirección o tu conexión.</translation>
        </message>
        <message>
            <source>{host} could not be found: check the address, or your connection.</source>
            <translation>No se encontró {host}: revisa la dirección o tu conexión.</translation>
        </message>
        <message>
            <source>{host} is an address on this computer or its network ({address}): Emberly reads only public pages, unless you allow {name} in Settings ▸ Web.</source>
            <translation>{host} es una dirección de este equipo o de su red ({address}): Emberly solo lee páginas públicas, salvo que permitas {name} en Ajustes ▸ Web.</translation>
        </message>
        <message>
            <source>{host} answered {status} for {url}.</source>
            <translation>{host} respondió {status} para {url}.</translation>
        </message>
        <message>
            <source>{url} is {type}, not a page Emberly reads.</source>
            <translation>{url} es {type}, no una página que Emberly lea.</translation>
        </message>
        <message>
            <source>{url} is of no stated type, not a page Emberly reads.</source>
            <translation>{url} no declara ningún tipo, así que no es una página que Emberly lea.</translation>
        </message>
        <message>
            <source>{host} sent nothing for {seconds} s: {url} was given up.</source>
            <translation>{host} no envió nada durante {seconds} s: se abandonó {url}.</translation>
        </message>
        <message>
            <source>{url} could not be read ({error}).</source>
            <translation>No se pudo leer {url} ({error}).</translation>
        </message>
        <message>
            <source>{url} redirected more than {count} times.</source>
            <translation>{url} redirigió más de {count} veces.</translation>
        </message>
        <message>
            <source>{url} is not a web address.</source>
            <translation>{url} no es una dirección web.</translation>
        </message>
        <message>
            <source>{url} is not an http:// or https:// address.</source>
            <translation>{url} no es una dirección http:// ni https://.</translation>
        </message>
        <message>
            <source>{url} carries a name or password: Emberly does not send those.</source>
            <translation>{url} incluye un nombre de usuario o una contraseña: Emberly no los envía.</translation>
        </message>
        <message>
            <source>{url} redirected to {target}, which is not a web address.</source>
            <translation>{url} redirigió a {target}, que no es una dirección web.</translation>
        </message>
        <message>
            <source>{url} is larger than {size} MB: Emberly stops reading there.</source>
            <translation>{url} ocupa más de {size} MB: Emberly deja de leer ahí.</translation>
        </message>
        <message>
            <source>{url} came encoded as {coding}, which Emberly did not ask for.</source>
            <translation>{url} llegó codificada como {coding}, algo que Emberly no pidió.</translation>
        </message>
        <message>
            <source>{url} took more than {seconds} s to arrive: it was given up.</source>
            <translation>{url} tardó más de {seconds} s en llegar: se abandonó.</translation>
        </message>
        <message>
            <source>{url} came as broken gzip ({error}).</source>
            <translation>{url} llegó como gzip dañado ({error}).</translation>
        </message>
        <message>
            <source>{url} is a PDF Emberly cannot read: {error}</source>
            <translation>{url} es un PDF que Emberly no puede leer: {error}</translation>
        </message>
        <message>
            <source>{url} has no text to read (a page built by JavaScript, or an empty one).</source>
            <translation>{url} no tiene texto que leer (una página creada con JavaScript, o una vacía).</translation>
        </message>
        <message>
            <source>Brave Search (api.search.brave.com), with your API key</source>
            <translation>Brave Search (api.search.brave.com), con tu clave de API</translation>
        </message>
        <message>
            <source>Tavily (api.tavily.com), with your API key</source>
            <translation>Tavily (api.tavily.com), con tu clave de API</translation>
        </message>
        <message>
            <source>{provider} answered with JSON nested too deeply.</source>
            <translation>{provider} respondió con JSON con demasiados niveles de anidamiento.</translation>
        </message>
        <message>
            <source>{provider} answered with something that is not JSON ({error}).</source>
            <translation>{provider} respondió con algo que no es JSON ({error}).</translation>
        </message>
        <message>
            <source>the release feed</source>
            <translation>el feed de versiones</translation>
        </message>
        <message>
            <source>The release feed is not JSON: {error}</source>
            <translation>El feed de versiones no es JSON: {error}</translation>
        </message>
        <message>
            <source>The release feed's answer is not a release.</source>
            <translation>La respuesta del feed de versiones no es una versión.</translation>
        </message>
        <message>
            <source>The release feed names no version.</source>
            <translation>El feed de versiones no indica ninguna versión.</translation>
        </message>
        <message>
            <source>The release feed's link is not an https address.</source>
            <translation>El enlace del feed de versiones no es una dirección https.</translation>
        </message>
    </context>
    <context>
        <name>WebSearch</name>
        <message>
            <source>Pages from the web are left out: {error}</source>
            <translation>Se omiten las páginas de la web: {error}</translation>
        </message>
        <message>
            <source>The web was not searched: {error}</source>
            <translation>No se buscó en la web: {error}</translation>
        </message>
        <message>
            <source>A page was left out: {error}</source>
            <translation>Se omitió una página: {error}</translation>
        </message>
    </context>
    <context>
        <name>Welcome</name>
        <message>
            <source>Explain how a KV cache speeds up a chat, simply.</source>
            <translation>Explica de forma sencilla cómo una caché KV acelera un chat.</translation>
        </message>
        <message>
            <source>Write a Python function that checks for a palindrome.</source>
            <translation>Escribe una función de Python que compruebe si un texto es un palíndromo.</translation>
        </message>
        <message>
            <source>Give me three ideas for a quick vegetarian dinner.</source>
            <translation>Dame tres ideas para una cena vegetariana rápida.</translation>
        </message>
        <message>
            <source>Summarise the plot of Hamlet in five sentences.</source>
            <translation>Resume el argumento de Hamlet en cinco frases.</translation>
        </message>
        <message>
            <source>The demo model is a tiny base model: it continues text, it does not answer.</source>
            <translation>El modelo de demostración es un modelo base diminuto: continúa el texto, no responde.</translation>
        </message>
        <message>
            <source>fits this computer</source>
            <translation>cabe en este equipo</translation>
        </message>
        <message>
            <source>tight on this computer's memory</source>
            <translation>justo para la memoria de este equipo</translation>
        </message>
        <message>
            <source>too big for this computer</source>
            <translation>demasiado grande para este equipo</translation>
        </message>
        <message>
            <source>{name}, {size}: {verdict}</source>
            <translation>{name}, {size}: {verdict}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Bienvenida</translation>
        </message>
        <message>
            <source>Welcome to Emberly</source>
            <translation>Te damos la bienvenida a Emberly</translation>
        </message>
        <message>
            <source>Chat with a language model that runs on this computer. Every chat is saved with its memory, so it reopens in an instant, even after a restart.</source>
            <translation>Chatea con un modelo de lenguaje que se ejecuta en este equipo. Cada chat se guarda con su memoria, así que se reabre al instante, incluso después de reiniciar.</translation>
        </message>
        <message>
            <source>Choose a GGUF model file to begin, or get one.</source>
            <translation>Elige un archivo de modelo GGUF para empezar, o consigue uno.</translation>
        </message>
        <message>
            <source>Choose a model…</source>
            <translation>Elegir un modelo…</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>Elegir un modelo</translation>
        </message>
        <message>
            <source>Choose a model (Ctrl+O)</source>
            <translation>Elegir un modelo (Ctrl+O)</translation>
        </message>
        <message>
            <source>Get a model…</source>
            <translation>Obtener un modelo…</translation>
        </message>
        <message>
            <source>Get a model</source>
            <translation>Obtener un modelo</translation>
        </message>
        <message>
            <source>Download a model from the curated list or Hugging Face</source>
            <translation>Descarga un modelo de la lista seleccionada o de Hugging Face</translation>
        </message>
        <message>
            <source>Suggested prompts</source>
            <translation>Prompts sugeridos</translation>
        </message>
        <message>
            <source>What shall we talk about?</source>
            <translation>¿De qué hablamos?</translation>
        </message>
        <message>
            <source>Type below, or start from one of these.</source>
            <translation>Escribe abajo, o empieza con una de estas.</translation>
        </message>
        <message>
            <source>Get a chat model</source>
            <translation>Obtener un modelo de chat</translation>
        </message>
        <message>
            <source>Suggested prompt: {text}</source>
            <translation>Prompt sugerido: {text}</translation>
        </message>
        <message>
            <source>Open Get models on {name} ({size})</source>
            <translation>Abrir Obtener modelos en {name} ({size})</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>Notice</source>
            <translation>Aviso</translation>
        </message>
        <message>
            <source>The notice's action</source>
            <translation>La acción del aviso</translation>
        </message>
        <message>
            <source>Close the notice</source>
            <translation>Cerrar el aviso</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Code copied</source>
            <translation>Código copiado</translation>
        </message>
        <message>
            <source>The local API server is off: {error}</source>
            <translation>El servidor de API local está desactivado: {error}</translation>
        </message>
        <message>
            <source>Loading {name}…</source>
            <translation>Cargando {name}…</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>Conectando con {url}…</translation>
        </message>
        <message>
            <source>Your message goes as soon as the model is ready…</source>
            <translation>Tu mensaje se enviará en cuanto el modelo esté listo…</translation>
        </message>
        <message>
            <source>Choose a model first (Ctrl+O)</source>
            <translation>Elige un modelo primero (Ctrl+O)</translation>
        </message>
        <message>
            <source>A document or image is still being read: send once its chip shows it is in</source>
            <translation>Todavía se está leyendo un documento o una imagen: envía cuando su etiqueta muestre que ya está dentro</translation>
        </message>
        <message>
            <source>Reply copied</source>
            <translation>Respuesta copiada</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copiado</translation>
        </message>
        <message>
            <source>Regenerate ×{n}</source>
            <translation>Regenerar ×{n}</translation>
        </message>
        <message>
            <source>Settings could not be saved: {error}</source>
            <translation>No se pudieron guardar los ajustes: {error}</translation>
        </message>
        <message>
            <source>Saving chat…</source>
            <translation>Guardando el chat…</translation>
        </message>
        <message>
            <source>Downloaded {name}: choose it in the model picker (Ctrl+O) to chat with it.</source>
            <translation>{name} descargado: elígelo en el selector de modelos (Ctrl+O) para chatear con él.</translation>
        </message>
        <message>
            <source>on at {address}</source>
            <translation>activo en {address}</translation>
        </message>
        <message>
            <source>off</source>
            <comment>the local API server</comment>
            <translation>desactivado</translation>
        </message>
        <message>
            <source>Local API server at {address}: {status}
Click for its address, key and log</source>
            <translation>Servidor de API local en {address}: {status}
Haz clic para ver su dirección, su clave y su registro</translation>
        </message>
        <message>
            <source>Documents and libraries are now searched by meaning with {name}, as well as by keywords (Settings ▸ Embedding model).</source>
            <translation>Ahora los documentos y las bibliotecas se buscan por significado con {name}, además de por palabras clave (Ajustes ▸ Modelo de embeddings).</translation>
        </message>
        <message>
            <source>Attach a web page</source>
            <translation>Adjuntar una página web</translation>
        </message>
        <message>
            <source>The page's address (it is read from its site):</source>
            <translation>La dirección de la página (se lee desde su sitio):</translation>
        </message>
        <message>
            <source>Open a chat on a model first</source>
            <translation>Primero abre un chat con un modelo</translation>
        </message>
        <message>
            <source>yes</source>
            <comment>GPU offload</comment>
            <translation>sí</translation>
        </message>
        <message>
            <source>no (CPU build)</source>
            <translation>no (compilación para CPU)</translation>
        </message>
        <message>
            <source>About Emberly</source>
            <translation>Acerca de Emberly</translation>
        </message>
        <message>
            <source>&lt;b&gt;Emberly {version}&lt;/b&gt;&lt;br&gt;Local chats that reopen instantly.&lt;br&gt;&lt;br&gt;llama-cpp-python {llama} · PySide6 {pyside}&lt;br&gt;GPU offload: {gpu}&lt;br&gt;&lt;br&gt;Help ▸ Copy diagnostics puts a full report on the clipboard for a bug report.</source>
            <translation>&lt;b&gt;Emberly {version}&lt;/b&gt;&lt;br&gt;Chats locales que se reabren al instante.&lt;br&gt;&lt;br&gt;llama-cpp-python {llama} · PySide6 {pyside}&lt;br&gt;Uso de GPU: {gpu}&lt;br&gt;&lt;br&gt;Ayuda ▸ Copiar diagnóstico pone un informe completo en el portapapeles para un informe de errores.</translation>
        </message>
        <message>
            <source>Diagnostics copied to the clipboard</source>
            <translation>Diagnóstico copiado al portapapeles</translation>
        </message>
    </context>
    <context>
        <name>Work</name>
        <message>
            <source>The model ended its turn without writing anything: Regenerate asks it again.</source>
            <translation>El modelo terminó su turno sin escribir nada: Regenerar se lo vuelve a pedir.</translation>
        </message>
        <message>
            <source>Preparing the demo model (first start)…</source>
            <translation>Preparando el modelo de demostración (primer inicio)…</translation>
        </message>
        <message>
            <source>The demo model could not be prepared in {folder}: {error}</source>
            <translation>No se pudo preparar el modelo de demostración en {folder}: {error}</translation>
        </message>
        <message>
            <source>Connecting to {server}…</source>
            <translation>Conectando con {server}…</translation>
        </message>
        <message>
            <source>{error} The chat is open on the current model instead.</source>
            <translation>{error} El chat se abrió con el modelo actual en su lugar.</translation>
        </message>
        <message>
            <source>Export failed: {error}</source>
            <translation>Error al exportar: {error}</translation>
        </message>
        <message>
            <source>Exported to {dest}, with the chat's cache in {name}.cache</source>
            <translation>Exportado a {dest}, con la caché del chat en {name}.cache</translation>
        </message>
    </context>
</TS>
