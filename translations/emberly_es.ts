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
            <source>{name} cannot be read: {reason}.</source>
            <translation>{name} no se puede leer: {reason}.</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}</source>
            <translation>No se pudo leer {name}: {reason}</translation>
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
            <source>An embedding model: once downloaded, Use makes it the one documents and libraries are searched with by meaning (Settings ▸ Embedding model).</source>
            <translation>Un modelo de embeddings: una vez descargado, Usar lo convierte en el modelo con el que se busca por significado en documentos y bibliotecas (Ajustes ▸ Modelo de embeddings).</translation>
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
        <name>Import</name>
        <message>
            <source>no date</source>
            <translation>sin fecha</translation>
        </message>
        <message numerus="yes">
            <source>%n message</source>
            <translation>
                <numerusform>%n mensaje</numerusform>
                <numerusform>%n mensajes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n messages</source>
            <translation>
                <numerusform>%n mensaje</numerusform>
                <numerusform>%n mensajes</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Sin título</translation>
        </message>
        <message numerus="yes">
            <source>%n more in other versions</source>
            <translation>
                <numerusform>%n más en otras versiones</numerusform>
                <numerusform>%n más en otras versiones</numerusform>
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
            <source>%n chat in {file}</source>
            <translation>
                <numerusform>%n chat en {file}</numerusform>
                <numerusform>%n chats en {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats in {file}</source>
            <translation>
                <numerusform>%n chat en {file}</numerusform>
                <numerusform>%n chats en {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%n imported before: unchecked)</source>
            <translation>
                <numerusform> (%n ya importado: sin marcar)</numerusform>
                <numerusform> (%n ya importados: sin marcar)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %n skipped, with nothing to import</source>
            <translation>
                <numerusform>; %n omitido, sin nada que importar</numerusform>
                <numerusform>; %n omitidos, sin nada que importar</numerusform>
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
            <source>%n chat imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>%n chat importado (detenido: el resto no se importó).</numerusform>
                <numerusform>%n chats importados (detenido: el resto no se importó).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>%n chat importado (detenido: el resto no se importó).</numerusform>
                <numerusform>%n chats importados (detenido: el resto no se importó).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chat imported.</source>
            <translation>
                <numerusform>%n chat importado.</numerusform>
                <numerusform>%n chats importados.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats imported.</source>
            <translation>
                <numerusform>%n chat importado.</numerusform>
                <numerusform>%n chats importados.</numerusform>
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
            <source>{title}, {when}, cache {state}</source>
            <translation>{title}, {when}, caché {state}</translation>
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
</TS>
