<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
    <context>
        <name>App</name>
        <message>
            <source>Emberly is already running on {folder}; its window was brought to the front.</source>
            <translation>O Emberly já está rodando em {folder}; a janela dele foi trazida para a frente.</translation>
        </message>
    </context>
    <context>
        <name>Attachments</name>
        <message>
            <source>Documents and images (*.txt *.md *.markdown *.rst *.py *.js *.ts *.c *.h *.cpp *.rs *.go *.java *.csv *.json *.html *.htm *.pdf *.docx *.png *.jpg *.jpeg *.webp *.gif);;All files (*)</source>
            <translation>Documentos e imagens (*.txt *.md *.markdown *.rst *.py *.js *.ts *.c *.h *.cpp *.rs *.go *.java *.csv *.json *.html *.htm *.pdf *.docx *.png *.jpg *.jpeg *.webp *.gif);;Todos os arquivos (*)</translation>
        </message>
        <message>
            <source>Show the text the model reads</source>
            <translation>Mostrar o texto que o modelo lê</translation>
        </message>
        <message>
            <source>Reading {name}…</source>
            <translation>Lendo {name}…</translation>
        </message>
        <message>
            <source>Stop reading {name}</source>
            <translation>Parar de ler {name}</translation>
        </message>
        <message>
            <source>Reading {name}… {done}/{total}</source>
            <translation>Lendo {name}… {done}/{total}</translation>
        </message>
        <message>
            <source>Remove {name}</source>
            <translation>Remover {name}</translation>
        </message>
        <message>
            <source>{document} — the text the model reads</source>
            <translation>{document} — o texto que o modelo lê</translation>
        </message>
        <message>
            <source>Text of {name}</source>
            <translation>Texto de {name}</translation>
        </message>
        <message>
            <source>a picture may have</source>
            <translation>uma imagem pode ter</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}.</source>
            <translation>{name} não pode ser lido: {reason}.</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}</source>
            <translation>Não foi possível ler {name}: {reason}</translation>
        </message>
        <message>
            <source>{sha} is not an attachment's sha256</source>
            <translation>{sha} não é o sha256 de um anexo</translation>
        </message>
        <message>
            <source>A document of {chars} characters is more than Emberly keeps ({limit})</source>
            <translation>Um documento de {chars} caracteres passa do que o Emberly guarda ({limit})</translation>
        </message>
        <message>
            <source>The document's text is not valid Unicode</source>
            <translation>O texto do documento não é Unicode válido</translation>
        </message>
        <message>
            <source>The attached document could not be saved: {error}</source>
            <translation>Não foi possível salvar o documento anexado: {error}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” is missing from {folder}</source>
            <translation>O texto do arquivo anexado “{name}” não está em {folder}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” cannot be read: {error}</source>
            <translation>Não é possível ler o texto do arquivo anexado “{name}”: {error}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” was altered or damaged ({file} no longer matches its hash)</source>
            <translation>O texto do arquivo anexado “{name}” foi alterado ou está danificado ({file} não corresponde mais ao hash dele)</translation>
        </message>
        <message>
            <source>{sha} is not an image's sha256</source>
            <translation>{sha} não é o sha256 de uma imagem</translation>
        </message>
        <message>
            <source>The image could not be saved: {error}</source>
            <translation>Não foi possível salvar a imagem: {error}</translation>
        </message>
        <message>
            <source>The attached image “{name}” is missing from {folder}</source>
            <translation>A imagem anexada “{name}” não está em {folder}</translation>
        </message>
        <message>
            <source>The attached image “{name}” cannot be read: {error}</source>
            <translation>Não é possível ler a imagem anexada “{name}”: {error}</translation>
        </message>
        <message>
            <source>The attached image “{name}” was altered or replaced (its file no longer matches its hash)</source>
            <translation>A imagem anexada “{name}” foi alterada ou substituída (o arquivo dela não corresponde mais ao hash)</translation>
        </message>
        <message>
            <source>its images are not an object of PNGs</source>
            <translation>as imagens dela não são um objeto de PNGs</translation>
        </message>
        <message>
            <source>an image</source>
            <translation>uma imagem</translation>
        </message>
        <message>
            <source>image {sha}… is not an image: {error}</source>
            <translation>a imagem {sha}… não é uma imagem: {error}</translation>
        </message>
        <message>
            <source>image {sha}… is not the image it names</source>
            <translation>a imagem {sha}… não é a imagem que o nome dela indica</translation>
        </message>
        <message>
            <source>image {sha}… is not base64 text</source>
            <translation>a imagem {sha}… não é texto base64</translation>
        </message>
        <message>
            <source>This chat has images, and the model reads no images (no projector, mmproj, loaded with it): it reads the text only.</source>
            <translation>Esta conversa tem imagens, e o modelo não lê imagens (nenhum projetor, mmproj, foi carregado com ele): ele lê só o texto.</translation>
        </message>
        <message>
            <source>{error}. The model is told the image is no longer available.</source>
            <translation>{error}. O modelo é avisado de que a imagem não está mais disponível.</translation>
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
            <translation>Raciocínio</translation>
        </message>
        <message>
            <source>Thought for {n} s</source>
            <translation>Pensou por {n} s</translation>
        </message>
        <message>
            <source>Thought for {n} min</source>
            <translation>Pensou por {n} min</translation>
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
            <translation>(vazio)</translation>
        </message>
        <message>
            <source>Tool call: {summary}</source>
            <translation>Chamada de ferramenta: {summary}</translation>
        </message>
        <message>
            <source>… {n} more characters</source>
            <translation>… mais {n} caracteres</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Edit and resend</source>
            <translation>Editar e reenviar</translation>
        </message>
        <message>
            <source>Regenerate (Ctrl+R)</source>
            <translation>Gerar novamente (Ctrl+R)</translation>
        </message>
        <message>
            <source>Fork into a new chat</source>
            <translation>Ramificar em uma nova conversa</translation>
        </message>
        <message>
            <source>ran</source>
            <translation>executada</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>falhou</translation>
        </message>
        <message>
            <source>declined</source>
            <translation>recusada</translation>
        </message>
        <message>
            <source>waiting</source>
            <translation>aguardando</translation>
        </message>
        <message numerus="yes">
            <source>%n messages · exported from Emberly on {date}</source>
            <translation>
                <numerusform>%n mensagem · exportada do Emberly em {date}</numerusform>
                <numerusform>%n mensagens · exportadas do Emberly em {date}</numerusform>
            </translation>
        </message>
        <message>
            <source>System prompt: {prompt}</source>
            <translation>Prompt do sistema: {prompt}</translation>
        </message>
        <message>
            <source>Another version of this message ({k} of {n})</source>
            <translation>Outra versão desta mensagem ({k} de {n})</translation>
        </message>
        <message>
            <source>{who} · {when} · stopped</source>
            <translation>{who} · {when} · parada</translation>
        </message>
        <message>
            <source>{who} · {when}</source>
            <translation>{who} · {when}</translation>
        </message>
        <message>
            <source>[image: {name}]</source>
            <translation>[imagem: {name}]</translation>
        </message>
        <message>
            <source>Attached: {name}</source>
            <translation>Anexado: {name}</translation>
        </message>
        <message>
            <source>Tool call: {name} · {status}</source>
            <translation>Chamada de ferramenta: {name} · {status}</translation>
        </message>
        <message>
            <source>the PDF could not be written to {folder}</source>
            <translation>não foi possível gravar o PDF em {folder}</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Você</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>Assistente</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
        </message>
        <message>
            <source>failed · {seconds} s</source>
            <translation>falhou · {seconds} s</translation>
        </message>
        <message>
            <source>waiting…</source>
            <translation>aguardando…</translation>
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
            <translation>{done} até agora</translation>
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
            <translation>rascunhados {drafted} · aceitos {accepted} ({percent}%)</translation>
        </message>
        <message>
            <source>read {read} · reused {reused}</source>
            <translation>lidos {read} · reaproveitados {reused}</translation>
        </message>
        <message numerus="yes">
            <source>%n old messages left out (context full)</source>
            <translation>
                <numerusform>%n mensagem antiga deixada de fora (contexto cheio)</numerusform>
                <numerusform>%n mensagens antigas deixadas de fora (contexto cheio)</numerusform>
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
            <translation>documentos lidos uma vez, restaurados em {ms} ms ({tokens} tokens)</translation>
        </message>
        <message>
            <source>documents read: {tokens} tokens in {seconds} s, kept for new chats</source>
            <translation>documentos lidos: {tokens} tokens em {seconds} s, guardados para novas conversas</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>parada</translation>
        </message>
        <message>
            <source>interrupted</source>
            <translation>interrompida</translation>
        </message>
        <message>
            <source>cut off at the length limit</source>
            <translation>cortada no limite de tamanho</translation>
        </message>
        <message>
            <source>stopped: too many tool calls in one reply</source>
            <translation>parada: chamadas de ferramenta demais em uma resposta</translation>
        </message>
        <message>
            <source>code</source>
            <comment>a code block of no named language</comment>
            <translation>código</translation>
        </message>
        <message>
            <source>Sources (found by keywords)</source>
            <translation>Fontes (encontradas por palavras-chave)</translation>
        </message>
        <message>
            <source>Sources (found by meaning and keywords)</source>
            <translation>Fontes (encontradas por significado e palavras-chave)</translation>
        </message>
        <message>
            <source>Show more · {shown} of {total} characters shown</source>
            <translation>Mostrar mais · {shown} de {total} caracteres exibidos</translation>
        </message>
        <message>
            <source>Sources (found by {how})</source>
            <translation>Fontes (encontradas por {how})</translation>
        </message>
        <message>
            <source>{who}: {text}</source>
            <translation>{who}: {text}</translation>
        </message>
        <message>
            <source>Conversation</source>
            <translation>Conversa</translation>
        </message>
        <message>
            <source>Scroll to the newest message</source>
            <translation>Rolar até a mensagem mais recente</translation>
        </message>
        <message>
            <source>Scroll to the newest message (Ctrl+End)</source>
            <translation>Rolar até a mensagem mais recente (Ctrl+End)</translation>
        </message>
        <message>
            <source>New</source>
            <comment>more of the reply came below</comment>
            <translation>Novo</translation>
        </message>
    </context>
    <context>
        <name>ChatExport</name>
        <message>
            <source>{name} is not an Emberly chat export: {why}</source>
            <translation>{name} não é uma exportação de conversa do Emberly: {why}</translation>
        </message>
        <message>
            <source>a chat export can</source>
            <translation>uma exportação de conversa pode ter</translation>
        </message>
        <message>
            <source>its attachments are not an object of texts</source>
            <translation>os anexos dela não são um objeto de textos</translation>
        </message>
        <message>
            <source>the text of attachment {sha}… is not the text it names</source>
            <translation>o texto do anexo {sha}… não é o texto que o nome dele indica</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>tem níveis de aninhamento demais</translation>
        </message>
    </context>
    <context>
        <name>ChatImport</name>
        <message>
            <source>it is {what}</source>
            <translation>é {what}</translation>
        </message>
        <message>
            <source>{name} is {what}</source>
            <translation>{name} é {what}</translation>
        </message>
        <message>
            <source>{name}: its one chat has nothing to import ({why})</source>
            <translation>{name}: a única conversa dele não tem nada para importar ({why})</translation>
        </message>
        <message>
            <source>{name}: none of its {count} chats has anything to import (the first: {why})</source>
            <translation>{name}: nenhuma das {count} conversas dele tem algo para importar (a primeira: {why})</translation>
        </message>
        <message>
            <source>{name} holds no chats: {what}</source>
            <translation>{name} não contém conversas: {what}</translation>
        </message>
        <message>
            <source>{name} holds no chats of Emberly, ChatGPT, Claude, Open WebUI, LM Studio or Jan</source>
            <translation>{name} não contém conversas do Emberly, ChatGPT, Claude, Open WebUI, LM Studio ou Jan</translation>
        </message>
        <message>
            <source>The chats are imported, but the record of what was imported could not be kept: {error}</source>
            <translation>As conversas foram importadas, mas não foi possível guardar o registro do que foi importado: {error}</translation>
        </message>
        <message>
            <source>it has no messages</source>
            <translation>não tem mensagens</translation>
        </message>
        <message>
            <source>it has no message of the user or the assistant</source>
            <translation>não tem mensagens do usuário nem do assistente</translation>
        </message>
        <message>
            <source>its one message has no text in the export</source>
            <translation>a única mensagem dela não tem texto na exportação</translation>
        </message>
        <message>
            <source>its {count} messages have no text in the export</source>
            <translation>as {count} mensagens dela não têm texto na exportação</translation>
        </message>
        <message>
            <source>a list of {count} ChatGPT chats without their messages (the list its site shows, not an export)</source>
            <translation>uma lista de {count} conversas do ChatGPT sem as mensagens (a lista que o site mostra, não uma exportação)</translation>
        </message>
        <message>
            <source>a Claude chat without its messages (claude.ai's list of chats, not its export: Settings ▸ Privacy ▸ Export data)</source>
            <translation>uma conversa do Claude sem as mensagens (a lista de conversas do claude.ai, não a exportação dele: Configurações ▸ Privacidade ▸ Exportar dados)</translation>
        </message>
        <message>
            <source>a list of {count} Claude chats without their messages (claude.ai's list of chats, not its export: Settings ▸ Privacy ▸ Export data)</source>
            <translation>uma lista de {count} conversas do Claude sem as mensagens (a lista de conversas do claude.ai, não a exportação dele: Configurações ▸ Privacidade ▸ Exportar dados)</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>não é um arquivo comum</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>tem níveis de aninhamento demais</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {why}</source>
            <translation>Não é possível importar {name}: {why}</translation>
        </message>
        <message>
            <source>an export of chats</source>
            <translation>uma exportação de conversas pode ter</translation>
        </message>
        <message>
            <source>it has {size} bytes, more than an export of chats ({limit})</source>
            <translation>tem {size} bytes, mais do que uma exportação de conversas ocupa ({limit})</translation>
        </message>
        <message>
            <source>{name} cannot be imported: it has more than {limit} bytes</source>
            <translation>Não é possível importar {name}: tem mais de {limit} bytes</translation>
        </message>
        <message>
            <source>{name} is not an export Emberly can read: {error}</source>
            <translation>{name} não é uma exportação que o Emberly consiga ler: {error}</translation>
        </message>
        <message>
            <source>{name} is not UTF-8 text (near byte {at})</source>
            <translation>{name} não é texto UTF-8 (perto do byte {at})</translation>
        </message>
        <message>
            <source>{name} is not UTF-8 text (it ends inside a character)</source>
            <translation>{name} não é texto UTF-8 (termina no meio de um caractere)</translation>
        </message>
        <message>
            <source>{name} is not JSON Lines: {error}</source>
            <translation>{name} não é JSON Lines: {error}</translation>
        </message>
        <message>
            <source>{name} is not JSON: {error}</source>
            <translation>{name} não é JSON: {error}</translation>
        </message>
        <message>
            <source>extra data after the list</source>
            <translation>há dados extras depois da lista</translation>
        </message>
        <message>
            <source>expected ',' or ']' at character {at}</source>
            <translation>era esperado ',' ou ']' no caractere {at}</translation>
        </message>
        <message>
            <source>{name} holds {count} files, more than an export of chats</source>
            <translation>{name} contém {count} arquivos, mais do que uma exportação de conversas tem</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {member} would unpack to {size} bytes from {packed} (a zip bomb?)</source>
            <translation>Não é possível importar {name}: {member} seria descompactado de {packed} para {size} bytes (uma bomba zip?)</translation>
        </message>
        <message>
            <source>{name}: {member} has {size} bytes, more than an export of chats ({limit})</source>
            <translation>{name}: {member} tem {size} bytes, mais do que uma exportação de conversas ocupa ({limit})</translation>
        </message>
        <message>
            <source>{name} holds more than {limit} files: choose the export itself</source>
            <translation>{name} contém mais de {limit} arquivos: escolha a própria exportação</translation>
        </message>
        <message>
            <source>{count} system message left out</source>
            <translation>{count} mensagem do sistema ignorada</translation>
        </message>
        <message>
            <source>{count} system messages left out</source>
            <translation>{count} mensagens do sistema ignoradas</translation>
        </message>
        <message>
            <source>{count} image not in the export left out</source>
            <translation>{count} imagem ausente da exportação ignorada</translation>
        </message>
        <message>
            <source>{count} images not in the export left out</source>
            <translation>{count} imagens ausentes da exportação ignoradas</translation>
        </message>
        <message>
            <source>{count} image of a reply left out</source>
            <translation>{count} imagem de uma resposta ignorada</translation>
        </message>
        <message>
            <source>{count} images of a reply left out</source>
            <translation>{count} imagens de respostas ignoradas</translation>
        </message>
        <message>
            <source>{count} attached document left out</source>
            <translation>{count} documento anexado ignorado</translation>
        </message>
        <message>
            <source>{count} attached documents left out</source>
            <translation>{count} documentos anexados ignorados</translation>
        </message>
        <message>
            <source>{count} missing or unreadable attached file left out</source>
            <translation>{count} arquivo anexado ausente ou ilegível ignorado</translation>
        </message>
        <message>
            <source>{count} missing or unreadable attached files left out</source>
            <translation>{count} arquivos anexados ausentes ou ilegíveis ignorados</translation>
        </message>
        <message>
            <source>{count} tool use left out</source>
            <translation>{count} uso de ferramenta ignorado</translation>
        </message>
        <message>
            <source>{count} tool uses left out</source>
            <translation>{count} usos de ferramenta ignorados</translation>
        </message>
        <message>
            <source>{count} tool step left out</source>
            <translation>{count} etapa de ferramenta ignorada</translation>
        </message>
        <message>
            <source>{count} tool steps left out</source>
            <translation>{count} etapas de ferramenta ignoradas</translation>
        </message>
        <message>
            <source>{count} picture named but not in the export</source>
            <translation>{count} imagem citada, mas ausente da exportação</translation>
        </message>
        <message>
            <source>{count} pictures named but not in the export</source>
            <translation>{count} imagens citadas, mas ausentes da exportação</translation>
        </message>
        <message>
            <source>{count} file named but not in the export</source>
            <translation>{count} arquivo citado, mas ausente da exportação</translation>
        </message>
        <message>
            <source>{count} files named but not in the export</source>
            <translation>{count} arquivos citados, mas ausentes da exportação</translation>
        </message>
        <message>
            <source>{count} {role} message left out</source>
            <translation>{count} mensagem com o papel {role} ignorada</translation>
        </message>
        <message>
            <source>{count} {role} messages left out</source>
            <translation>{count} mensagens com o papel {role} ignoradas</translation>
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
            <translation>Conversa do Emberly (*.json)</translation>
        </message>
        <message>
            <source>Web pages in a zip (*.zip)</source>
            <translation>Páginas web em um zip (*.zip)</translation>
        </message>
        <message>
            <source>Markdown files in a zip (*.zip)</source>
            <translation>Arquivos Markdown em um zip (*.zip)</translation>
        </message>
        <message>
            <source>Emberly chats in a zip (*.zip)</source>
            <translation>Conversas do Emberly em um zip (*.zip)</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Edit and resend…</source>
            <translation>Editar e reenviar…</translation>
        </message>
        <message>
            <source>Read the web again</source>
            <translation>Ler a web de novo</translation>
        </message>
        <message>
            <source>Regenerate</source>
            <translation>Gerar novamente</translation>
        </message>
        <message>
            <source>Regenerate ×{n}</source>
            <translation>Gerar novamente ×{n}</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continuar</translation>
        </message>
        <message>
            <source>Previous version ({k}/{n})</source>
            <translation>Versão anterior ({k}/{n})</translation>
        </message>
        <message>
            <source>Previous version</source>
            <translation>Versão anterior</translation>
        </message>
        <message>
            <source>Next version ({k}/{n})</source>
            <translation>Próxima versão ({k}/{n})</translation>
        </message>
        <message>
            <source>Next version</source>
            <translation>Próxima versão</translation>
        </message>
        <message>
            <source>Fork into a new chat</source>
            <translation>Ramificar em uma nova conversa</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Excluir</translation>
        </message>
        <message>
            <source>Open {name}</source>
            <translation>Abrir {name}</translation>
        </message>
        <message>
            <source>Source {mark}: {where}</source>
            <translation>Fonte {mark}: {where}</translation>
        </message>
        <message>
            <source>Hide the call to {tool}</source>
            <translation>Ocultar a chamada de {tool}</translation>
        </message>
        <message>
            <source>Show the call to {tool}</source>
            <translation>Mostrar a chamada de {tool}</translation>
        </message>
        <message>
            <source>Hide the thinking</source>
            <translation>Ocultar o raciocínio</translation>
        </message>
        <message>
            <source>Show the thinking</source>
            <translation>Mostrar o raciocínio</translation>
        </message>
        <message>
            <source>Edit message</source>
            <translation>Editar mensagem</translation>
        </message>
        <message>
            <source>Edit and resend:</source>
            <translation>Editar e reenviar:</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Renomear…</translation>
        </message>
        <message>
            <source>Unpin</source>
            <translation>Desafixar</translation>
        </message>
        <message>
            <source>Pin (keep its cache)</source>
            <translation>Fixar (manter o cache)</translation>
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
            <translation>Excluir…</translation>
        </message>
        <message>
            <source>Rename chat</source>
            <translation>Renomear conversa</translation>
        </message>
        <message>
            <source>Title:</source>
            <translation>Título:</translation>
        </message>
        <message>
            <source>Delete chat</source>
            <translation>Excluir conversa</translation>
        </message>
        <message>
            <source>Delete “{title}” and its saved cache? This cannot be undone.</source>
            <translation>Excluir “{title}” e o cache salvo dela? Isso não pode ser desfeito.</translation>
        </message>
        <message>
            <source>Export chat</source>
            <translation>Exportar conversa</translation>
        </message>
        <message>
            <source>Exporting…</source>
            <translation>Exportando…</translation>
        </message>
        <message>
            <source>Exported to {file}</source>
            <translation>Exportada para {file}</translation>
        </message>
        <message numerus="yes">
            <source>Export the %n chats found</source>
            <translation>
                <numerusform>Exportar a %n conversa encontrada</numerusform>
                <numerusform>Exportar as %n conversas encontradas</numerusform>
            </translation>
        </message>
        <message>
            <source>Export all chats</source>
            <translation>Exportar todas as conversas</translation>
        </message>
        <message>
            <source>Exporting every chat…</source>
            <translation>Exportando todas as conversas…</translation>
        </message>
        <message>
            <source>Import chat</source>
            <translation>Importar conversa</translation>
        </message>
        <message>
            <source>Importing…</source>
            <translation>Importando…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln chats exported to {file}</source>
            <translation>
                <numerusform>%Ln conversa exportada para {file}</numerusform>
                <numerusform>%Ln conversas exportadas para {file}</numerusform>
            </translation>
        </message>
        <message>
            <source>Export failed: {error}</source>
            <translation>Falha na exportação: {error}</translation>
        </message>
    </context>
    <context>
        <name>ChatSettings</name>
        <message>
            <source>The model decides when to call a tool</source>
            <translation>O modelo decide quando chamar uma ferramenta</translation>
        </message>
        <message>
            <source>Every reply begins with a tool call</source>
            <translation>Toda resposta começa com uma chamada de ferramenta</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>Ferramentas</translation>
        </message>
        <message>
            <source>Tools of {name}</source>
            <translation>Ferramentas de {name}</translation>
        </message>
        <message>
            <source>No MCP servers yet: add them in File ▸ Tools.</source>
            <translation>Nenhum servidor MCP ainda: adicione-os em Arquivo ▸ Ferramentas.</translation>
        </message>
        <message>
            <source>Every reply begins with a call of {name}</source>
            <translation>Toda resposta começa com uma chamada de {name}</translation>
        </message>
        <message>
            <source>Reply as JSON, with this schema:</source>
            <translation>Responder em JSON, com este esquema:</translation>
        </message>
        <message>
            <source>The schema must be a JSON object.</source>
            <translation>O esquema precisa ser um objeto JSON.</translation>
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
            <translation>Criativo</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Personalizado</translation>
        </message>
        <message>
            <source>Chat settings — {title}</source>
            <translation>Configurações da conversa — {title}</translation>
        </message>
        <message>
            <source>A system prompt for this chat (optional)</source>
            <translation>Um prompt do sistema para esta conversa (opcional)</translation>
        </message>
        <message>
            <source>&amp;Preset</source>
            <translation>&amp;Predefinição</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Prompt do sistema</translation>
        </message>
        <message>
            <source>Sampling</source>
            <translation>Amostragem</translation>
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
            <translation>Penalidade de repetição</translation>
        </message>
        <message>
            <source>Temperature 0 is greedy: the same reply every time.</source>
            <translation>Temperatura 0 é determinística (greedy): a mesma resposta toda vez.</translation>
        </message>
        <message>
            <source>“{name}” has changed since this chat took it: choose it again to take the new version.</source>
            <translation>“{name}” mudou desde que esta conversa a adotou: escolha-a de novo para usar a nova versão.</translation>
        </message>
    </context>
    <context>
        <name>ChatStore</name>
        <message>
            <source>{id} is not a message id</source>
            <translation>{id} não é um id de mensagem</translation>
        </message>
        <message>
            <source>no model is loaded</source>
            <translation>não há nenhum modelo carregado</translation>
        </message>
        <message>
            <source>made with {what}</source>
            <translation>feito com {what}</translation>
        </message>
        <message>
            <source>on the server {url}</source>
            <translation>no servidor {url}</translation>
        </message>
        <message>
            <source>a message must be a JSON object</source>
            <translation>uma mensagem precisa ser um objeto JSON</translation>
        </message>
        <message>
            <source>a message has the role {role}, not one of {roles}</source>
            <translation>uma mensagem tem o papel {role}, que não é nenhum de {roles}</translation>
        </message>
        <message>
            <source>a message's text must be a string</source>
            <translation>o texto de uma mensagem precisa ser uma string</translation>
        </message>
        <message>
            <source>the session's id or messages are of the wrong type</source>
            <translation>o id ou as mensagens da sessão são de um tipo errado</translation>
        </message>
        <message>
            <source>the session's other versions (branches) are of the wrong type</source>
            <translation>as outras versões (ramificações) da sessão são de um tipo errado</translation>
        </message>
        <message>
            <source>the session data has no {key}</source>
            <translation>os dados da sessão não têm {key}</translation>
        </message>
        <message>
            <source>the session data is malformed ({error})</source>
            <translation>os dados da sessão estão malformados ({error})</translation>
        </message>
        <message>
            <source>a session file must hold a JSON object</source>
            <translation>um arquivo de sessão precisa conter um objeto JSON</translation>
        </message>
        <message>
            <source>the session file has no schema version</source>
            <translation>o arquivo de sessão não tem versão de esquema</translation>
        </message>
        <message>
            <source>this chat was saved by a newer Emberly (format {version}); update Emberly to open it</source>
            <translation>esta conversa foi salva por um Emberly mais recente (formato {version}); atualize o Emberly para abri-la</translation>
        </message>
        <message>
            <source>no migration from session format {version}</source>
            <translation>não há migração a partir do formato de sessão {version}</translation>
        </message>
        <message>
            <source>The chat “{title}” could not be saved: {error}.</source>
            <translation>Não foi possível salvar a conversa “{title}”: {error}.</translation>
        </message>
        <message>
            <source>{name} could not be saved: {error}</source>
            <translation>Não foi possível salvar {name}: {error}</translation>
        </message>
        <message>
            <source>The file of the chat “{title}” was changed outside Emberly while it was open; Emberly saved its own copy and kept that version as {name}.</source>
            <translation>O arquivo da conversa “{title}” foi alterado fora do Emberly enquanto estava aberto; o Emberly salvou a própria cópia e guardou aquela versão como {name}.</translation>
        </message>
        <message>
            <source>The chats folder {folder} was removed while Emberly ran: it was made again, and the open chat saved into it.</source>
            <translation>A pasta de conversas {folder} foi removida enquanto o Emberly rodava: ela foi criada de novo, e a conversa aberta foi salva nela.</translation>
        </message>
        <message>
            <source>There is no saved chat {id}.</source>
            <translation>Não há nenhuma conversa salva com o id {id}.</translation>
        </message>
        <message>
            <source>The chat file {name} cannot be read: {error}</source>
            <translation>Não é possível ler o arquivo de conversa {name}: {error}</translation>
        </message>
        <message>
            <source>{id} is not a session id</source>
            <translation>{id} não é um id de sessão</translation>
        </message>
    </context>
    <context>
        <name>ChatTemplate</name>
        <message>
            <source>The chat template ({name}) failed to render: {error}</source>
            <translation>O template de conversa ({name}) falhou ao renderizar: {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) was stopped: {error}</source>
            <translation>O template de conversa ({name}) foi interrompido: {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) was refused: {error}</source>
            <translation>O template de conversa ({name}) foi recusado: {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) could not be rendered: {error}</source>
            <translation>Não foi possível renderizar o template de conversa ({name}): {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) is not valid Jinja: {error}</source>
            <translation>O template de conversa ({name}) não é Jinja válido: {error}</translation>
        </message>
        <message>
            <source>the template tried to output {size} characters (over {limit})</source>
            <translation>o template tentou gerar {size} caracteres (mais de {limit})</translation>
        </message>
        <message>
            <source>it needed more than {size} MB of memory</source>
            <translation>precisou de mais de {size} MB de memória</translation>
        </message>
        <message>
            <source>the template tried to build something of size {size} (over {limit} characters or items)</source>
            <translation>o template tentou construir algo de tamanho {size} (mais de {limit} caracteres ou itens)</translation>
        </message>
        <message>
            <source>the template tried to build a repetition of {size} × {count} (over {limit} characters or items)</source>
            <translation>o template tentou construir uma repetição de {size} × {count} (mais de {limit} caracteres ou itens)</translation>
        </message>
        <message>
            <source>the template tried to build a concatenation of {size} (over {limit} characters or items)</source>
            <translation>o template tentou construir uma concatenação de {size} (mais de {limit} caracteres ou itens)</translation>
        </message>
        <message>
            <source>the template tried to build a text of {size} characters (over {limit} characters or items)</source>
            <translation>o template tentou construir um texto de {size} caracteres (mais de {limit} caracteres ou itens)</translation>
        </message>
        <message>
            <source>the template tried to compute a {bits}-bit power</source>
            <translation>o template tentou calcular uma potência de {bits} bits</translation>
        </message>
        <message>
            <source>the template tried to build a join of {count} items with a {size}-character separator (over {limit} characters or items)</source>
            <translation>o template tentou construir uma junção de {count} itens com um separador de {size} caracteres (mais de {limit} caracteres ou itens)</translation>
        </message>
        <message>
            <source>the template tried to build a replacement of {size} characters (over {limit} characters or items)</source>
            <translation>o template tentou construir uma substituição de {size} caracteres (mais de {limit} caracteres ou itens)</translation>
        </message>
        <message>
            <source>the template passed tojson separators longer than {limit} characters</source>
            <translation>o template passou ao tojson separadores com mais de {limit} caracteres</translation>
        </message>
        <message>
            <source>the template passed strftime_now a format of {size} characters</source>
            <translation>o template passou ao strftime_now um formato de {size} caracteres</translation>
        </message>
        <message>
            <source>it is {size} characters long, more than the {limit} a chat template may have</source>
            <translation>tem {size} caracteres, mais do que os {limit} que um template de conversa pode ter</translation>
        </message>
        <message>
            <source>the template helper forgot the template twice</source>
            <translation>o processo auxiliar de templates esqueceu o template duas vezes</translation>
        </message>
        <message>
            <source>the template helper stopped ({error})</source>
            <translation>o processo auxiliar de templates parou ({error})</translation>
        </message>
        <message>
            <source>it did not finish within {seconds} s (an endless or huge loop)</source>
            <translation>não terminou em {seconds} s (um loop infinito ou enorme)</translation>
        </message>
        <message>
            <source>the template helper stopped (exit status {code})</source>
            <translation>o processo auxiliar de templates parou (código de saída {code})</translation>
        </message>
        <message>
            <source>the template helper could not start ({error})</source>
            <translation>não foi possível iniciar o processo auxiliar de templates ({error})</translation>
        </message>
        <message>
            <source>the template helper did not start ({error})</source>
            <translation>o processo auxiliar de templates não iniciou ({error})</translation>
        </message>
        <message>
            <source>it tried to output {size} bytes</source>
            <translation>tentou gerar {size} bytes</translation>
        </message>
    </context>
    <context>
        <name>Compare</name>
        <message>
            <source>Another model file…</source>
            <translation>Outro arquivo de modelo…</translation>
        </message>
        <message>
            <source>Loaded beside the chat's model</source>
            <translation>Carregado ao lado do modelo da conversa</translation>
        </message>
        <message>
            <source>On a server</source>
            <translation>Em um servidor</translation>
        </message>
        <message>
            <source>One at a time with the chat's model</source>
            <translation>Um de cada vez com o modelo da conversa</translation>
        </message>
        <message>
            <source>Second model's answer</source>
            <translation>Resposta do segundo modelo</translation>
        </message>
        <message>
            <source>Stop this answer</source>
            <translation>Parar esta resposta</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Parar</translation>
        </message>
        <message>
            <source>End the comparison (its answers stay as versions)</source>
            <translation>Encerrar a comparação (as respostas ficam como versões)</translation>
        </message>
        <message>
            <source>Use this answer</source>
            <translation>Usar esta resposta</translation>
        </message>
        <message>
            <source>Make it the chat's reply; the other stays as a version of it</source>
            <translation>Torná-la a resposta da conversa; a outra fica como uma versão dela</translation>
        </message>
        <message>
            <source>Use the second model's answer</source>
            <translation>Usar a resposta do segundo modelo</translation>
        </message>
        <message>
            <source>Waiting for the chat's model to finish…</source>
            <translation>Aguardando o modelo da conversa terminar…</translation>
        </message>
        <message>
            <source>{mode}: {why}</source>
            <translation>{mode}: {why}</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>Escrevendo…</translation>
        </message>
        <message>
            <source>No answer to the last message yet</source>
            <translation>Ainda não há resposta para a última mensagem</translation>
        </message>
        <message>
            <source>In the chat</source>
            <translation>Na conversa</translation>
        </message>
        <message>
            <source>Reading the chat…</source>
            <translation>Lendo a conversa…</translation>
        </message>
        <message>
            <source>A model on {server}…</source>
            <translation>Um modelo em {server}…</translation>
        </message>
        <message>
            <source>Compare with another model</source>
            <translation>Comparar com outro modelo</translation>
        </message>
        <message>
            <source>A second model answers each message beside the chat's:</source>
            <translation>Um segundo modelo responde a cada mensagem ao lado do modelo da conversa:</translation>
        </message>
        <message>
            <source>A model to compare with</source>
            <translation>Um modelo para comparar</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf)</source>
            <translation>Modelos GGUF (*.gguf)</translation>
        </message>
        <message>
            <source>Compare with a server's model</source>
            <translation>Comparar com o modelo de um servidor</translation>
        </message>
        <message>
            <source>The model on {url}:</source>
            <translation>O modelo em {url}:</translation>
        </message>
        <message>
            <source>{tokens} tokens · {rate} tok/s</source>
            <translation>{tokens} tokens · {rate} tok/s</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>parada</translation>
        </message>
        <message>
            <source>the chat's reply</source>
            <translation>a resposta da conversa</translation>
        </message>
        <message>
            <source>Open a chat to compare it with another model.</source>
            <translation>Abra uma conversa para compará-la com outro modelo.</translation>
        </message>
        <message>
            <source>That is the chat's own model: choose another one to compare it with.</source>
            <translation>Esse é o próprio modelo da conversa: escolha outro para comparar.</translation>
        </message>
        <message>
            <source>The model to compare with could not be used: {error}</source>
            <translation>Não foi possível usar o modelo para comparar: {error}</translation>
        </message>
        <message>
            <source>{name} could not answer: {error}</source>
            <translation>{name} não conseguiu responder: {error}</translation>
        </message>
        <message>
            <source>The second model could not answer: {error}</source>
            <translation>O segundo modelo não conseguiu responder: {error}</translation>
        </message>
        <message>
            <source>{name} needs about {need} and {free} is free beside the chat's model: the two answer one at a time</source>
            <translation>{name} precisa de cerca de {need}, e há {free} livres ao lado do modelo da conversa: os dois respondem um de cada vez</translation>
        </message>
        <message>
            <source>The chat's model could not be loaded again: {error}</source>
            <translation>Não foi possível carregar de novo o modelo da conversa: {error}</translation>
        </message>
    </context>
    <context>
        <name>Composer</name>
        <message>
            <source>Attach documents (text, Markdown, code, PDF, DOCX, HTML, CSV, JSON) or images (PNG, JPEG, WebP, GIF: for a vision model)</source>
            <translation>Anexar documentos (texto, Markdown, código, PDF, DOCX, HTML, CSV, JSON) ou imagens (PNG, JPEG, WebP, GIF: para um modelo de visão)</translation>
        </message>
        <message>
            <source>Attach documents or images</source>
            <translation>Anexar documentos ou imagens</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>Bibliotecas</translation>
        </message>
        <message>
            <source>Search the web for this message</source>
            <translation>Buscar na web para esta mensagem</translation>
        </message>
        <message>
            <source>Web: search the web for the message first and give the model the passages that answer it, with their sources</source>
            <translation>Web: buscar a mensagem na web primeiro e dar ao modelo os trechos que a respondem, com suas fontes</translation>
        </message>
        <message>
            <source>Message — Enter to send, Shift+Enter for a new line</source>
            <translation>Mensagem — Enter para enviar, Shift+Enter para nova linha</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Mensagem</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Parar</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Enviar</translation>
        </message>
        <message>
            <source>Stop the reply</source>
            <translation>Parar a resposta</translation>
        </message>
        <message>
            <source>Send the message</source>
            <translation>Enviar a mensagem</translation>
        </message>
        <message>
            <source>Stop the reply (Esc)</source>
            <translation>Parar a resposta (Esc)</translation>
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
            <translation>O Emberly encontrou um bug</translation>
        </message>
        <message>
            <source>Something went wrong inside Emberly. Your chats are saved and the app keeps running.&lt;br&gt;Please copy the report below into a bug report.</source>
            <translation>Algo deu errado dentro do Emberly. Suas conversas estão salvas e o app continua funcionando.&lt;br&gt;Copie o relatório abaixo em um relato de bug.</translation>
        </message>
        <message>
            <source>It was also written to {file}</source>
            <translation>Ele também foi gravado em {file}</translation>
        </message>
        <message>
            <source>Details of the bug</source>
            <translation>Detalhes do bug</translation>
        </message>
        <message>
            <source>Copy report</source>
            <translation>Copiar relatório</translation>
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
            <translation>não é uma pasta</translation>
        </message>
        <message>
            <source>it cannot be made ({reason})</source>
            <translation>não pode ser criada ({reason})</translation>
        </message>
        <message>
            <source>a path cannot hold a NUL character</source>
            <translation>um caminho não pode conter um caractere NUL</translation>
        </message>
        <message>
            <source>no file can be written in it ({reason})</source>
            <translation>não é possível gravar nenhum arquivo nela ({reason})</translation>
        </message>
        <message>
            <source>The data folder {folder} cannot be used: {reason}.</source>
            <translation>Não é possível usar a pasta de dados {folder}: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>the file holds no text</source>
            <translation>o arquivo não contém texto</translation>
        </message>
        <message>
            <source>{name} could not be read as HTML ({error})</source>
            <translation>Não foi possível ler {name} como HTML ({error})</translation>
        </message>
        <message>
            <source>{name} is a damaged PDF: its pages cannot be listed ({reason})</source>
            <translation>{name} é um PDF danificado: não é possível listar as páginas dele ({reason})</translation>
        </message>
        <message>
            <source>{name} is a damaged PDF: the text of none of its {count} pages could be read</source>
            <translation>{name} é um PDF danificado: não foi possível ler o texto de nenhuma das {count} páginas dele</translation>
        </message>
        <message>
            <source>{reason}; {other}</source>
            <translation>{reason}; {other}</translation>
        </message>
        <message>
            <source>{name} was not read: {reasons} ({count} more are damaged)</source>
            <translation>{name} não foi lido: {reasons} (mais {count} estão danificadas)</translation>
        </message>
        <message>
            <source>{name} was not read: {reasons}</source>
            <translation>{name} não foi lido: {reasons}</translation>
        </message>
        <message>
            <source>each holds more than the {limit} of drawing instructions Emberly reads on one page</source>
            <translation>cada uma contém mais do que os {limit} de instruções de desenho que o Emberly lê em uma página</translation>
        </message>
        <message>
            <source>its pages decode to more than the {limit} of content Emberly reads per PDF</source>
            <translation>as páginas dele se descompactam em mais do que os {limit} de conteúdo que o Emberly lê por PDF</translation>
        </message>
        <message>
            <source>its pages hold more than the {limit} of content Emberly reads per PDF (counted each time a page uses it)</source>
            <translation>as páginas dele contêm mais do que os {limit} de conteúdo que o Emberly lê por PDF (contado cada vez que uma página o usa)</translation>
        </message>
        <message>
            <source>page {page} was not read: {reason}</source>
            <translation>a página {page} não foi lida: {reason}</translation>
        </message>
        <message>
            <source>pages {first}-{last} were not read: {reason}</source>
            <translation>as páginas {first}-{last} não foram lidas: {reason}</translation>
        </message>
        <message>
            <source>pages {pages} were not read: {reason}</source>
            <translation>as páginas {pages} não foram lidas: {reason}</translation>
        </message>
        <message>
            <source>{name} is protected by a password; Emberly does not open protected PDFs. Save a copy without the password and attach that</source>
            <translation>{name} está protegido por senha; o Emberly não abre PDFs protegidos. Salve uma cópia sem a senha e anexe essa cópia</translation>
        </message>
        <message>
            <source>{name} is encrypted in a way this install cannot decrypt (AES needs the 'cryptography' package)</source>
            <translation>{name} está criptografado de um jeito que esta instalação não consegue descriptografar (o AES precisa do pacote 'cryptography')</translation>
        </message>
        <message>
            <source>{name} is not a PDF Emberly can read: it is damaged or malformed ({reason})</source>
            <translation>{name} não é um PDF que o Emberly consiga ler: está danificado ou malformado ({reason})</translation>
        </message>
        <message>
            <source>only the first {count} characters are kept (pages {first}-{last} are cut or left out)</source>
            <translation>só os primeiros {count} caracteres são mantidos (as páginas {first}-{last} foram cortadas ou deixadas de fora)</translation>
        </message>
        <message>
            <source>the text of pages {pages} could not be read</source>
            <translation>não foi possível ler o texto das páginas {pages}</translation>
        </message>
        <message>
            <source>the text of page {pages} could not be read</source>
            <translation>não foi possível ler o texto da página {pages}</translation>
        </message>
        <message>
            <source>no text was found: the pages may be scanned images, and Emberly does not read text in images</source>
            <translation>nenhum texto encontrado: as páginas podem ser imagens escaneadas, e o Emberly não lê texto em imagens</translation>
        </message>
        <message>
            <source>{name} is a folder, not a file</source>
            <translation>{name} é uma pasta, não um arquivo</translation>
        </message>
        <message>
            <source>{name} is {size}; Emberly reads documents up to {limit}</source>
            <translation>{name} tem {size}; o Emberly lê documentos de até {limit}</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation>Não é possível ler {name}: {reason}</translation>
        </message>
        <message>
            <source>{name} was not found: it was moved or deleted, or a link to it leads nowhere</source>
            <translation>{name} não foi encontrado: ele foi movido ou excluído, ou um link para ele não leva a lugar nenhum</translation>
        </message>
        <message>
            <source>{name} cannot be read: permission denied</source>
            <translation>Não é possível ler {name}: permissão negada</translation>
        </message>
        <message>
            <source>{name} is a symbolic link that leads back to itself (a loop of links)</source>
            <translation>{name} é um link simbólico que aponta para ele mesmo (um loop de links)</translation>
        </message>
        <message>
            <source>{name} is not a valid file name</source>
            <translation>{name} não é um nome de arquivo válido</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {reason}</source>
            <translation>Não é possível abrir {name}: {reason}</translation>
        </message>
        <message>
            <source>a named pipe</source>
            <translation>um pipe nomeado</translation>
        </message>
        <message>
            <source>a device</source>
            <translation>um dispositivo</translation>
        </message>
        <message>
            <source>special</source>
            <translation>especial</translation>
        </message>
        <message>
            <source>{name} is not a regular file ({what}); Emberly reads documents from ordinary files</source>
            <translation>{name} não é um arquivo comum ({what}); o Emberly lê documentos de arquivos comuns</translation>
        </message>
        <message>
            <source>{name} grew past {limit} while it was read; Emberly reads documents up to that</source>
            <translation>{name} passou de {limit} enquanto era lido; o Emberly lê documentos só até esse tamanho</translation>
        </message>
        <message>
            <source>Reading {name} was cancelled</source>
            <translation>A leitura de {name} foi cancelada</translation>
        </message>
        <message>
            <source>only the first {count} characters are kept</source>
            <translation>só os primeiros {count} caracteres são mantidos</translation>
        </message>
        <message>
            <source>{name} is an older Office file (.doc, .xls or .ppt); save it as .docx or PDF to attach it</source>
            <translation>{name} é um arquivo antigo do Office (.doc, .xls ou .ppt); salve-o como .docx ou PDF para anexá-lo</translation>
        </message>
        <message>
            <source>{name} is named .pdf but is not a PDF (it does not start like one)</source>
            <translation>{name} tem a extensão .pdf, mas não é um PDF (não começa como um)</translation>
        </message>
        <message>
            <source>{name} is named {ext} but is not a Word document (it is not a ZIP archive)</source>
            <translation>{name} tem a extensão {ext}, mas não é um documento do Word (não é um arquivo ZIP)</translation>
        </message>
        <message>
            <source>read as {encoding} (its byte-order mark says so)</source>
            <translation>lido como {encoding} (a marca de ordem de bytes dele indica isso)</translation>
        </message>
        <message>
            <source>{count} byte sequences that are not UTF-8 were replaced with �</source>
            <translation>{count} sequências de bytes que não são UTF-8 foram substituídas por �</translation>
        </message>
        <message>
            <source>read as Windows-1252: the file is not UTF-8</source>
            <translation>lido como Windows-1252: o arquivo não é UTF-8</translation>
        </message>
        <message>
            <source>{name} is not a text file (its bytes are binary data, or text in an encoding other than UTF-8, UTF-16 or Windows-1252)</source>
            <translation>{name} não é um arquivo de texto (os bytes dele são dados binários ou texto em uma codificação diferente de UTF-8, UTF-16 ou Windows-1252)</translation>
        </message>
        <message>
            <source>the JSON</source>
            <translation>o JSON</translation>
        </message>
        <message>
            <source>{error}; kept as written</source>
            <translation>{error}; mantido como está escrito</translation>
        </message>
        <message>
            <source>{name} holds {size} of text and markup, more than the {limit} Emberly reads in a Word document, so it was not opened</source>
            <translation>{name} contém {size} de texto e marcação, mais do que os {limit} que o Emberly lê em um documento do Word, então não foi aberto</translation>
        </message>
        <message>
            <source>{name} is not a Word document Emberly can read: it is damaged ({reason})</source>
            <translation>{name} não é um documento do Word que o Emberly consiga ler: está danificado ({reason})</translation>
        </message>
        <message>
            <source>{name} is a damaged ZIP archive, not a readable Word document ({reason})</source>
            <translation>{name} é um arquivo ZIP danificado, não um documento do Word legível ({reason})</translation>
        </message>
        <message>
            <source>{name} is a ZIP archive but not a Word document; Emberly reads .docx, PDF and text files</source>
            <translation>{name} é um arquivo ZIP, mas não um documento do Word; o Emberly lê arquivos .docx, PDF e de texto</translation>
        </message>
        <message>
            <source>{name} would unpack to {size}, more than the {limit} Emberly allows a Word document: it may be a zip bomb, so it was not opened</source>
            <translation>{name} seria descompactado para {size}, mais do que os {limit} que o Emberly permite para um documento do Word: pode ser uma bomba zip, então não foi aberto</translation>
        </message>
        <message>
            <source>{name} has a part that unpacks {ratio} times its packed size: it looks like a zip bomb, so it was not opened</source>
            <translation>{name} tem uma parte que se descompacta para {ratio} vezes o tamanho compactado: parece uma bomba zip, então não foi aberto</translation>
        </message>
        <message>
            <source>{name} holds {count} parts; a Word document has far fewer (Emberly allows {limit}), so it was not opened</source>
            <translation>{name} contém {count} partes; um documento do Word tem bem menos (o Emberly permite {limit}), então não foi aberto</translation>
        </message>
        <message>
            <source>{name} has a paragraph or table row of more than {limit} of XML, more than Emberly reads in one piece, so it was not read further</source>
            <translation>{name} tem um parágrafo ou uma linha de tabela com mais de {limit} de XML, mais do que o Emberly lê de uma vez, então a leitura parou ali</translation>
        </message>
        <message>
            <source>{name} is not a Word document Emberly can read: it is damaged (it has no body)</source>
            <translation>{name} não é um documento do Word que o Emberly consiga ler: está danificado (não tem corpo)</translation>
        </message>
        <message>
            <source>its package names {count} main documents</source>
            <translation>o pacote dele indica {count} documentos principais</translation>
        </message>
        <message>
            <source>its package names no main documents</source>
            <translation>o pacote dele não indica nenhum documento principal</translation>
        </message>
        <message>
            <source>its part {part} is missing</source>
            <translation>a parte {part} dele está faltando</translation>
        </message>
        <message>
            <source>{name} has a part ({part}) of {size}, more than the {limit} Emberly reads in a Word document, so it was not opened</source>
            <translation>{name} tem uma parte ({part}) de {size}, mais do que os {limit} que o Emberly lê em um documento do Word, então não foi aberto</translation>
        </message>
    </context>
    <context>
        <name>Downloads</name>
        <message>
            <source>{name} in the models folder is a link</source>
            <translation>{name} na pasta de modelos é um link</translation>
        </message>
        <message>
            <source>{name} in the models folder is not a folder</source>
            <translation>{name} na pasta de modelos não é uma pasta</translation>
        </message>
        <message>
            <source>{name} in the models folder is not a plain file</source>
            <translation>{name} na pasta de modelos não é um arquivo comum</translation>
        </message>
        <message>
            <source>{name} in the models folder has another name (a hard link)</source>
            <translation>{name} na pasta de modelos tem outro nome (um hard link)</translation>
        </message>
        <message>
            <source>{problem}: Emberly reads, writes and deletes only plain files and folders there, never through a link, so it left it (and anything it points to) untouched. Remove it from {folder} and try the download again.</source>
            <translation>{problem}: o Emberly só lê, grava e exclui arquivos e pastas comuns ali, nunca por meio de um link, então não mexeu nele (nem em nada para o qual ele aponte). Remova-o de {folder} e tente o download de novo.</translation>
        </message>
        <message>
            <source>{name} in the models folder is not inside it</source>
            <translation>{name} na pasta de modelos não está dentro dela</translation>
        </message>
        <message>
            <source>{name} in the models folder is a link or not a folder</source>
            <translation>{name} na pasta de modelos é um link ou não é uma pasta</translation>
        </message>
        <message>
            <source>{name} in the models folder leads out of it</source>
            <translation>{name} na pasta de modelos leva para fora dela</translation>
        </message>
        <message>
            <source>Emberly will not download into a folder named {name}.</source>
            <translation>O Emberly não vai baixar em uma pasta chamada {name}.</translation>
        </message>
        <message>
            <source>The Hub listed a file name Emberly will not write ({problem}): {name}.</source>
            <translation>O Hub listou um nome de arquivo que o Emberly não vai gravar ({problem}): {name}.</translation>
        </message>
        <message>
            <source>The Hub gave no sha256 for this file, so its download could not be checked.</source>
            <translation>O Hub não informou nenhum sha256 para este arquivo, então o download dele não pôde ser verificado.</translation>
        </message>
        <message>
            <source>The download stopped because of an error in Emberly: {error}</source>
            <translation>O download parou por causa de um erro no Emberly: {error}</translation>
        </message>
        <message>
            <source>Not enough disk space: this download needs {size} more, and {folder} has {free} free. Free some space and resume it.</source>
            <translation>Não há espaço em disco suficiente: este download precisa de mais {size}, e {folder} tem {free} livres. Libere espaço e retome o download.</translation>
        </message>
        <message>
            <source>The server redirected the download from {scheme}: to {target}; Emberly follows redirects to http(s) only, and never from https to http.</source>
            <translation>O servidor redirecionou o download de {scheme}: para {target}; o Emberly só segue redirecionamentos para http(s), e nunca de https para http.</translation>
        </message>
        <message>
            <source>The download keeps failing ({reason}); it is paused and can be resumed.</source>
            <translation>O download continua falhando ({reason}); ele está pausado e pode ser retomado.</translation>
        </message>
        <message>
            <source>The server keeps sending a different file than the one listed; the download stopped.</source>
            <translation>O servidor continua enviando um arquivo diferente do listado; o download parou.</translation>
        </message>
        <message>
            <source>the server answered {status}</source>
            <translation>o servidor respondeu {status}</translation>
        </message>
        <message>
            <source>The server refused the download ({status}): the model may be gated or need a login.</source>
            <translation>O servidor recusou o download ({status}): o modelo pode ter acesso restrito ou exigir login.</translation>
        </message>
        <message>
            <source>The file is no longer on the server (404).</source>
            <translation>O arquivo não está mais no servidor (404).</translation>
        </message>
        <message>
            <source>The server redirected the download where Emberly does not follow ({status}).</source>
            <translation>O servidor redirecionou o download para um lugar aonde o Emberly não o segue ({status}).</translation>
        </message>
        <message>
            <source>The server answered {status} {reason}.</source>
            <translation>O servidor respondeu {status} {reason}.</translation>
        </message>
        <message>
            <source>cannot reach the server: {reason}</source>
            <translation>não é possível conectar ao servidor: {reason}</translation>
        </message>
        <message>
            <source>the file changed on the server; starting over</source>
            <translation>o arquivo mudou no servidor; recomeçando</translation>
        </message>
        <message>
            <source>the server sent another range than bytes={start}-</source>
            <translation>o servidor enviou um intervalo diferente de bytes={start}-</translation>
        </message>
        <message>
            <source>The server's file is {size}, not the expected {expected}: it changed since it was listed. Search for it again.</source>
            <translation>O arquivo do servidor tem {size}, e não os {expected} esperados: ele mudou desde que foi listado. Busque-o de novo.</translation>
        </message>
        <message>
            <source>the connection closed at {done} of {size}</source>
            <translation>a conexão foi fechada em {done} de {size}</translation>
        </message>
        <message>
            <source>The disk is full: the download stopped at {size} and is kept; free some space and resume it.</source>
            <translation>O disco está cheio: o download parou em {size} e foi mantido; libere espaço e retome-o.</translation>
        </message>
        <message>
            <source>Cannot write {path}: {reason}.</source>
            <translation>Não é possível gravar {path}: {reason}.</translation>
        </message>
        <message>
            <source>The downloaded file is corrupted: its sha256 is {sha256}…, the server's {expected}…. The partial file was removed; try the download again.</source>
            <translation>O arquivo baixado está corrompido: o sha256 dele é {sha256}…, o do servidor é {expected}…. O arquivo parcial foi removido; tente o download de novo.</translation>
        </message>
        <message>
            <source>the server stopped sending (stalled)</source>
            <translation>o servidor parou de enviar dados (travado)</translation>
        </message>
        <message>
            <source>the server sent less than it announced</source>
            <translation>o servidor enviou menos do que anunciou</translation>
        </message>
        <message>
            <source>the connection broke ({error})</source>
            <translation>a conexão caiu ({error})</translation>
        </message>
    </context>
    <context>
        <name>Embedder</name>
        <message>
            <source>llama.cpp could not load {name}: {reason}</source>
            <translation>O llama.cpp não conseguiu carregar {name}: {reason}</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>nenhum motivo informado</translation>
        </message>
        <message>
            <source>{name} is not an embedding model: it gives no pooled sentence vector.</source>
            <translation>{name} não é um modelo de embeddings: ele não fornece um vetor de frase agregado (pooled).</translation>
        </message>
        <message>
            <source>llama.cpp gave no reason</source>
            <translation>o llama.cpp não informou o motivo</translation>
        </message>
        <message>
            <source>{name} loaded but its context could not be created ({reason}).</source>
            <translation>{name} carregou, mas não foi possível criar o contexto dele ({reason}).</translation>
        </message>
        <message>
            <source>The embedding model is closed.</source>
            <translation>O modelo de embeddings está fechado.</translation>
        </message>
        <message>
            <source>Embedding was cancelled.</source>
            <translation>O cálculo de embeddings foi cancelado.</translation>
        </message>
        <message>
            <source>llama.cpp could not embed a batch (code {code}): {reason}</source>
            <translation>O llama.cpp não conseguiu calcular os embeddings de um lote (código {code}): {reason}</translation>
        </message>
        <message>
            <source>llama.cpp returned no embedding for sequence {seq}.</source>
            <translation>O llama.cpp não retornou nenhum embedding para a sequência {seq}.</translation>
        </message>
        <message>
            <source>The embedding model was closed.</source>
            <translation>O modelo de embeddings foi fechado.</translation>
        </message>
        <message>
            <source>The embedding model {name} cannot be used: {error}</source>
            <translation>Não é possível usar o modelo de embeddings {name}: {error}</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>A reply is already being generated.</source>
            <translation>Uma resposta já está sendo gerada.</translation>
        </message>
        <message>
            <source>The prompt has {count} tokens; the context holds {n_ctx}.</source>
            <translation>O prompt tem {count} tokens; o contexto comporta {n_ctx}.</translation>
        </message>
        <message>
            <source>llama_decode failed with code {code}</source>
            <translation>llama_decode falhou com o código {code}</translation>
        </message>
        <message>
            <source>The engine is busy with a reply.</source>
            <translation>O motor está ocupado com uma resposta.</translation>
        </message>
        <message>
            <source>The model file {name} was changed on disk while it was loaded. Load it again to go on (nothing of the chat is lost).</source>
            <translation>O arquivo de modelo {name} foi alterado no disco enquanto estava carregado. Carregue-o de novo para continuar (nada da conversa é perdido).</translation>
        </message>
        <message>
            <source>The prefix has {count} tokens; the context holds {n_ctx}.</source>
            <translation>O prefixo tem {count} tokens; o contexto comporta {n_ctx}.</translation>
        </message>
        <message>
            <source>llama.cpp did not accept the grammar the schema became.</source>
            <translation>O llama.cpp não aceitou a gramática gerada a partir do esquema.</translation>
        </message>
        <message>
            <source>This model was loaded for {count} replies at once, not {asked}: load it again after changing the number in Settings.</source>
            <translation>Este modelo foi carregado para {count} respostas de uma vez, não {asked}: carregue-o de novo depois de mudar o número nas Configurações.</translation>
        </message>
        <message>
            <source>There is no reply {index} in the cache.</source>
            <translation>Não há nenhuma resposta {index} no cache.</translation>
        </message>
    </context>
    <context>
        <name>EngineEvents</name>
        <message>
            <source>Loaded {name} · faster replies: {speculation}</source>
            <translation>{name} carregado · respostas mais rápidas: {speculation}</translation>
        </message>
        <message>
            <source>Loaded {name}</source>
            <translation>{name} carregado</translation>
        </message>
        <message>
            <source>The model's chat template is broken; using the {format} format instead.</source>
            <translation>O template de conversa do modelo está com defeito; usando o formato {format} no lugar.</translation>
        </message>
        <message>
            <source>{error} The model reads text only.</source>
            <translation>{error} O modelo lê apenas texto.</translation>
        </message>
        <message>
            <source>{error} Guesses come from the chat instead (prompt lookup).</source>
            <translation>{error} Os palpites vêm da própria conversa (prompt lookup).</translation>
        </message>
        <message>
            <source>The model could not be loaded. Choose another one to begin.</source>
            <translation>Não foi possível carregar o modelo. Escolha outro para começar.</translation>
        </message>
        <message>
            <source>Loading cancelled</source>
            <translation>Carregamento cancelado</translation>
        </message>
        <message>
            <source>Loading was cancelled.</source>
            <translation>O carregamento foi cancelado.</translation>
        </message>
        <message numerus="yes">
            <source>Restoring %Ln tokens from disk…</source>
            <translation>
                <numerusform>Restaurando %Ln token do disco…</numerusform>
                <numerusform>Restaurando %Ln tokens do disco…</numerusform>
            </translation>
        </message>
        <message>
            <source>Re-reading the chat…</source>
            <translation>Relendo a conversa…</translation>
        </message>
        <message numerus="yes">
            <source>Restored %Ln tokens from disk in {ms} ms</source>
            <translation>
                <numerusform>%Ln token restaurado do disco em {ms} ms</numerusform>
                <numerusform>%Ln tokens restaurados do disco em {ms} ms</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Reopened warm: %Ln tokens of this chat's memory restored in {ms} ms.</source>
            <translation>
                <numerusform>Reaberta quente: %Ln token da memória desta conversa restaurado em {ms} ms.</numerusform>
                <numerusform>Reaberta quente: %Ln tokens da memória desta conversa restaurados em {ms} ms.</numerusform>
            </translation>
        </message>
        <message>
            <source>Stopped re-reading; the chat will be read when you send</source>
            <translation>Releitura interrompida; a conversa será lida quando você enviar</translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s ({reason})</source>
            <translation>
                <numerusform>%Ln token relido em {seconds} s ({reason})</numerusform>
                <numerusform>%Ln tokens relidos em {seconds} s ({reason})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s</source>
            <translation>
                <numerusform>%Ln token relido em {seconds} s</numerusform>
                <numerusform>%Ln tokens relidos em {seconds} s</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s because {reason}.</source>
            <translation>
                <numerusform>%Ln token relido em {seconds} s porque {reason}.</numerusform>
                <numerusform>%Ln tokens relidos em {seconds} s porque {reason}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s.</source>
            <translation>
                <numerusform>%Ln token relido em {seconds} s.</numerusform>
                <numerusform>%Ln tokens relidos em {seconds} s.</numerusform>
            </translation>
        </message>
        <message>
            <source>{title} — Emberly</source>
            <translation>{title} — Emberly</translation>
        </message>
        <message>
            <source>Reply streaming</source>
            <translation>Resposta em andamento</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>Escrevendo…</translation>
        </message>
        <message numerus="yes">
            <source>Writing %n versions…</source>
            <translation>
                <numerusform>Escrevendo %n versão…</numerusform>
                <numerusform>Escrevendo %n versões…</numerusform>
            </translation>
        </message>
        <message>
            <source>Characters written so far: {counts}</source>
            <translation>Caracteres escritos até agora: {counts}</translation>
        </message>
        <message>
            <source>Reply stopped</source>
            <translation>Resposta interrompida</translation>
        </message>
        <message>
            <source>Reply finished</source>
            <translation>Resposta concluída</translation>
        </message>
        <message>
            <source>Loading stopped because of an error in Emberly (see the report).</source>
            <translation>O carregamento parou por causa de um erro no Emberly (veja o relatório).</translation>
        </message>
    </context>
    <context>
        <name>EngineLoad</name>
        <message>
            <source>Loading was cancelled.</source>
            <translation>O carregamento foi cancelado.</translation>
        </message>
        <message>
            <source>KV cache type must be one of {choices}, not {value}</source>
            <translation>O tipo do cache KV precisa ser um de {choices}, não {value}</translation>
        </message>
        <message>
            <source>Flash attention must be one of {choices}, not {value}</source>
            <translation>Flash attention precisa ter um destes valores: {choices}; não {value}</translation>
        </message>
        <message>
            <source>A {kv_type} KV cache needs flash attention (auto or on).</source>
            <translation>Um cache KV {kv_type} precisa de flash attention (auto ou on).</translation>
        </message>
        <message>
            <source>Speculation must be one of {choices}, not {value}</source>
            <translation>A especulação precisa ter um destes valores: {choices}; não {value}</translation>
        </message>
        <message>
            <source>The GPU has too little memory for {asked} layers of {name}: {placed} of its {total} layers run there now, the rest on the CPU.</source>
            <translation>A GPU tem pouca memória para {asked} camadas de {name}: {placed} das {total} camadas dele rodam nela agora, e o resto na CPU.</translation>
        </message>
        <message>
            <source>{first}

{second}</source>
            <translation>{first}

{second}</translation>
        </message>
        <message>
            <source>the first decode failed on the GPU (llama_decode returned {code})</source>
            <translation>a primeira decodificação falhou na GPU (llama_decode retornou {code})</translation>
        </message>
        <message>
            <source>llama.cpp could not create a context</source>
            <translation>o llama.cpp não conseguiu criar um contexto</translation>
        </message>
        <message>
            <source>The model loaded but a context of {n_ctx} tokens could not be created ({reason}). Try a smaller context size or KV cache type q8_0.</source>
            <translation>O modelo carregou, mas não foi possível criar um contexto de {n_ctx} tokens ({reason}). Tente um tamanho de contexto menor ou o tipo de cache KV q8_0.</translation>
        </message>
        <message>
            <source>{name} needs about {needed} GiB with a {n_ctx}-token context, but only {free} GiB of memory is free. Choose a smaller context, a smaller KV cache type, or a smaller model.</source>
            <translation>{name} precisa de cerca de {needed} GiB com um contexto de {n_ctx} tokens, mas só há {free} GiB de memória livre. Escolha um contexto menor, um tipo de cache KV menor ou um modelo menor.</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>nenhum motivo informado</translation>
        </message>
        <message>
            <source>{name} uses the '{architecture}' architecture, which this version of llama.cpp does not support. Updating llama-cpp-python may help.</source>
            <translation>{name} usa a arquitetura '{architecture}', que esta versão do llama.cpp não suporta. Atualizar o llama-cpp-python pode ajudar.</translation>
        </message>
        <message>
            <source>Not enough memory to load {name} ({detail}).</source>
            <translation>Não há memória suficiente para carregar {name} ({detail}).</translation>
        </message>
        <message>
            <source>{name} is damaged or cut off ({detail}). Download it again.</source>
            <translation>{name} está danificado ou incompleto ({detail}). Baixe-o de novo.</translation>
        </message>
        <message>
            <source>llama.cpp could not load {name}: {detail}</source>
            <translation>O llama.cpp não conseguiu carregar {name}: {detail}</translation>
        </message>
    </context>
    <context>
        <name>EngineLoop</name>
        <message>
            <source>Emberly is closing: the request was not run.</source>
            <translation>O Emberly está fechando: a requisição não foi executada.</translation>
        </message>
    </context>
    <context>
        <name>EngineStart</name>
        <message>
            <source>fast path (extra buffer types on)</source>
            <translation>caminho rápido (tipos de buffer extras ligados)</translation>
        </message>
        <message>
            <source>safe CPU path (extra buffer types off)</source>
            <translation>caminho seguro de CPU (tipos de buffer extras desligados)</translation>
        </message>
        <message>
            <source>fast path (extra buffer types on), at most {layers} GPU layers</source>
            <translation>caminho rápido (tipos de buffer extras ligados), no máximo {layers} camadas na GPU</translation>
        </message>
        <message>
            <source>safe CPU path (extra buffer types off), at most {layers} GPU layers</source>
            <translation>caminho seguro de CPU (tipos de buffer extras desligados), no máximo {layers} camadas na GPU</translation>
        </message>
        <message>
            <source>illegal instruction, {signal}</source>
            <translation>instrução ilegal, {signal}</translation>
        </message>
        <message>
            <source>invalid memory access, {signal}</source>
            <translation>acesso inválido à memória, {signal}</translation>
        </message>
        <message>
            <source>bus error, {signal}</source>
            <translation>erro de barramento, {signal}</translation>
        </message>
        <message>
            <source>aborted, {signal}</source>
            <translation>abortado, {signal}</translation>
        </message>
        <message>
            <source>arithmetic fault, {signal}</source>
            <translation>erro aritmético, {signal}</translation>
        </message>
        <message>
            <source>killed, {signal}</source>
            <translation>encerrado à força, {signal}</translation>
        </message>
        <message>
            <source>no answer in time</source>
            <translation>sem resposta a tempo</translation>
        </message>
        <message>
            <source>exit code {code}</source>
            <translation>código de saída {code}</translation>
        </message>
        <message>
            <source>killed by signal {signal}</source>
            <translation>encerrado pelo sinal {signal}</translation>
        </message>
        <message>
            <source>died ({how}) after stage '{stage}': {detail}</source>
            <translation>falhou ({how}) após a etapa '{stage}': {detail}</translation>
        </message>
        <message>
            <source>died ({how}) after stage '{stage}'</source>
            <translation>falhou ({how}) após a etapa '{stage}'</translation>
        </message>
        <message>
            <source>the {name} path</source>
            <translation>o caminho {name}</translation>
        </message>
        <message>
            <source>the plain CPU path</source>
            <translation>o caminho de CPU básico</translation>
        </message>
        <message>
            <source>This CPU reports AMX but cannot run it ({signal}); using {path} instead.</source>
            <translation>Esta CPU informa suporte a AMX, mas não consegue executá-lo ({signal}); usando {path} no lugar.</translation>
        </message>
        <message>
            <source>extra buffer types</source>
            <translation>tipos de buffer extras</translation>
        </message>
        <message>
            <source>llama.cpp's fast CPU path ({used}) crashed on this computer ({signal}); using {path} instead.</source>
            <translation>O caminho rápido de CPU do llama.cpp ({used}) travou neste computador ({signal}); usando {path} no lugar.</translation>
        </message>
        <message>
            <source>llama.cpp crashed when using the GPU on this computer ({signal}); running on the CPU only.</source>
            <translation>O llama.cpp travou ao usar a GPU neste computador ({signal}); rodando só na CPU.</translation>
        </message>
        <message>
            <source>llama.cpp crashed on this computer ({signal}); using a safer setting: {path}.</source>
            <translation>O llama.cpp travou neste computador ({signal}); usando uma configuração mais segura: {path}.</translation>
        </message>
        <message>
            <source>Checking that llama.cpp runs on this computer (once per llama.cpp build and CPU)…</source>
            <translation>Verificando se o llama.cpp funciona neste computador (uma vez por build do llama.cpp e CPU)…</translation>
        </message>
        <message>
            <source>llama.cpp crashes on this computer whatever the settings ({reasons}). This llama-cpp-python may have been built for another CPU: reinstall it built here with 'pip install --force-reinstall --no-cache-dir --no-deps llama-cpp-python=={version}'.</source>
            <translation>O llama.cpp trava neste computador com qualquer configuração ({reasons}). Este llama-cpp-python pode ter sido compilado para outra CPU: reinstale-o compilando aqui com 'pip install --force-reinstall --no-cache-dir --no-deps llama-cpp-python=={version}'.</translation>
        </message>
    </context>
    <context>
        <name>GetModels</name>
        <message>
            <source>Download</source>
            <translation>Baixar</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Progresso</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>Downloads</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausar</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Retomar</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Remove from list</source>
            <translation>Remover da lista</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Carregar</translation>
        </message>
        <message>
            <source>{n} s left</source>
            <translation>{n} s restantes</translation>
        </message>
        <message>
            <source>{n} min left</source>
            <translation>{n} min restantes</translation>
        </message>
        <message>
            <source>{n} h left</source>
            <translation>{n} h restantes</translation>
        </message>
        <message>
            <source>{size}/s</source>
            <translation>{size}/s</translation>
        </message>
        <message>
            <source>checking what is on disk…</source>
            <translation>verificando o que já está no disco…</translation>
        </message>
        <message>
            <source>waiting · {share}</source>
            <translation>aguardando · {share}</translation>
        </message>
        <message>
            <source>paused at {share} ({done} of {total})</source>
            <translation>pausado em {share} ({done} de {total})</translation>
        </message>
        <message>
            <source>stopped at {share}</source>
            <translation>parado em {share}</translation>
        </message>
        <message>
            <source>done · {size}</source>
            <translation>concluído · {size}</translation>
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
            <translation>Baixando {what}: {progress}</translation>
        </message>
        <message numerus="yes">
            <source>%n download stopped: see Get models</source>
            <translation>
                <numerusform>%n download parado: veja Obter modelos</numerusform>
                <numerusform>%n downloads parados: veja Obter modelos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n downloads stopped: see Get models</source>
            <translation>
                <numerusform>%n download parado: veja Obter modelos</numerusform>
                <numerusform>%n downloads parados: veja Obter modelos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n download paused</source>
            <translation>
                <numerusform>%n download pausado</numerusform>
                <numerusform>%n downloads pausados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n downloads paused</source>
            <translation>
                <numerusform>%n download pausado</numerusform>
                <numerusform>%n downloads pausados</numerusform>
            </translation>
        </message>
        <message>
            <source>fits</source>
            <translation>cabe</translation>
        </message>
        <message>
            <source>tight</source>
            <translation>no limite</translation>
        </message>
        <message>
            <source>too big</source>
            <translation>grande demais</translation>
        </message>
        <message>
            <source>Fits in the memory free now, with a 4,096-token context.</source>
            <translation>Cabe na memória livre agora, com um contexto de 4.096 tokens.</translation>
        </message>
        <message>
            <source>Only fits if other programs give memory back; a smaller context helps.</source>
            <translation>Só cabe se outros programas liberarem memória; um contexto menor ajuda.</translation>
        </message>
        <message>
            <source>Needs more memory than this computer has.</source>
            <translation>Precisa de mais memória do que este computador tem.</translation>
        </message>
        <message>
            <source>Search Hugging Face for GGUF models, or paste a link or owner/repo</source>
            <translation>Buscar modelos GGUF no Hugging Face, ou colar um link ou dono/repo</translation>
        </message>
        <message>
            <source>Search models</source>
            <translation>Buscar modelos</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>Limpar a busca</translation>
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
            <translation>Tamanho</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>Memória</translation>
        </message>
        <message>
            <source>About</source>
            <translation>Sobre</translation>
        </message>
        <message>
            <source>Models to download</source>
            <translation>Modelos para baixar</translation>
        </message>
        <message>
            <source>Choose a model to see what it is and whether it fits.</source>
            <translation>Escolha um modelo para ver o que ele é e se ele cabe.</translation>
        </message>
        <message>
            <source>The Hub could not be asked ({error}).</source>
            <translation>Não foi possível consultar o Hub ({error}).</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Buscando…</translation>
        </message>
        <message>
            <source>Looking in {repo}…</source>
            <translation>Procurando em {repo}…</translation>
        </message>
        <message>
            <source>Recommended: instruct models that run well on a desktop, smallest first</source>
            <translation>Recomendados: modelos instruct que rodam bem em um desktop, dos menores para os maiores</translation>
        </message>
        <message>
            <source>{name} · for documents</source>
            <translation>{name} · para documentos</translation>
        </message>
        <message numerus="yes">
            <source>On Hugging Face: %n repository with GGUF files, most downloaded first; open one to see its files</source>
            <translation>
                <numerusform>No Hugging Face: %n repositório com arquivos GGUF, os mais baixados primeiro; abra um para ver os arquivos dele</numerusform>
                <numerusform>No Hugging Face: %n repositórios com arquivos GGUF, os mais baixados primeiro; abra um para ver os arquivos dele</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>On Hugging Face: %n repositories with GGUF files, most downloaded first; open one to see its files</source>
            <translation>
                <numerusform>No Hugging Face: %n repositório com arquivos GGUF, os mais baixados primeiro; abra um para ver os arquivos dele</numerusform>
                <numerusform>No Hugging Face: %n repositórios com arquivos GGUF, os mais baixados primeiro; abra um para ver os arquivos dele</numerusform>
            </translation>
        </message>
        <message>
            <source>No GGUF models matched; try fewer words, or paste owner/repo.</source>
            <translation>Nenhum modelo GGUF encontrado; tente menos palavras ou cole dono/repo.</translation>
        </message>
        <message>
            <source>{downloads} downloads · {likes} likes · updated {updated}</source>
            <translation>{downloads} downloads · {likes} curtidas · atualizado em {updated}</translation>
        </message>
        <message>
            <source>Listing files…</source>
            <translation>Listando arquivos…</translation>
        </message>
        <message>
            <source>No GGUF files in this repository</source>
            <translation>Nenhum arquivo GGUF neste repositório</translation>
        </message>
        <message>
            <source>vision projector: loads beside a model</source>
            <translation>projetor de visão: carrega ao lado de um modelo</translation>
        </message>
        <message>
            <source>On Hugging Face: {repo}</source>
            <translation>No Hugging Face: {repo}</translation>
        </message>
        <message numerus="yes">
            <source>%n GGUF files</source>
            <translation>
                <numerusform>%n arquivo GGUF</numerusform>
                <numerusform>%n arquivos GGUF</numerusform>
            </translation>
        </message>
        <message>
            <source>{repo} holds no GGUF files.</source>
            <translation>{repo} não tem arquivos GGUF.</translation>
        </message>
        <message>
            <source>Open it to see its files.</source>
            <translation>Abra-o para ver os arquivos dele.</translation>
        </message>
        <message>
            <source>An embedding model: once downloaded, Load makes it the one documents and libraries are searched with by meaning (Settings ▸ Embedding model).</source>
            <translation>Um modelo de embeddings: depois de baixado, Carregar faz dele o modelo com que documentos e bibliotecas são buscados por significado (Configurações ▸ Modelo de embeddings).</translation>
        </message>
        <message>
            <source>context {context} tokens · licence {licence}</source>
            <translation>contexto {context} tokens · licença {licence}</translation>
        </message>
        <message>
            <source>Memory with a 4,096-token context: about {size} — {verdict}</source>
            <translation>Memória com um contexto de 4.096 tokens: cerca de {size} — {verdict}</translation>
        </message>
        <message>
            <source>quantisation not named</source>
            <translation>quantização não informada</translation>
        </message>
        <message numerus="yes">
            <source>{quant} · {size} in %n parts</source>
            <translation>
                <numerusform>{quant} · {size} em %n parte</numerusform>
                <numerusform>{quant} · {size} em %n partes</numerusform>
            </translation>
        </message>
        <message>
            <source>a vision projector: it loads beside its model</source>
            <translation>um projetor de visão: carrega ao lado do seu modelo</translation>
        </message>
        <message>
            <source>about {size} of memory — {verdict}</source>
            <translation>cerca de {size} de memória — {verdict}</translation>
        </message>
    </context>
    <context>
        <name>Grammar</name>
        <message>
            <source>The schema is not JSON: {error}</source>
            <translation>O esquema não é JSON: {error}</translation>
        </message>
        <message>
            <source>The schema has {size} characters (at most {limit}).</source>
            <translation>O esquema tem {size} caracteres (no máximo {limit}).</translation>
        </message>
        <message>
            <source>The grammar helper is not available; the schema was not converted.</source>
            <translation>O processo auxiliar de gramáticas não está disponível; o esquema não foi convertido.</translation>
        </message>
        <message>
            <source>The grammar helper is not available; the grammar was not checked.</source>
            <translation>O processo auxiliar de gramáticas não está disponível; a gramática não foi verificada.</translation>
        </message>
        <message>
            <source>The schema cannot be used: {error}.</source>
            <translation>Não é possível usar o esquema: {error}.</translation>
        </message>
        <message>
            <source>The schema took over {seconds} s to convert into a grammar; it was stopped.</source>
            <translation>O esquema levou mais de {seconds} s para virar uma gramática; a conversão foi interrompida.</translation>
        </message>
        <message>
            <source>The schema needed more memory than a grammar may use; it was stopped.</source>
            <translation>O esquema precisou de mais memória do que uma gramática pode usar; a conversão foi interrompida.</translation>
        </message>
        <message>
            <source>The schema's grammar crashed the grammar checker; it is not used.</source>
            <translation>A gramática do esquema derrubou o verificador de gramáticas; ela não é usada.</translation>
        </message>
        <message>
            <source>The schema cannot be expressed as a grammar: {error}</source>
            <translation>O esquema não pode ser expresso como gramática: {error}</translation>
        </message>
        <message>
            <source>There is no tool {name} to call.</source>
            <translation>Não há nenhuma ferramenta {name} para chamar.</translation>
        </message>
        <message>
            <source>There are no tools to call.</source>
            <translation>Não há ferramentas para chamar.</translation>
        </message>
        <message>
            <source>a repetition of {low} to {high} times</source>
            <translation>uma repetição de {low} a {high} vezes</translation>
        </message>
        <message>
            <source>it nests too deeply for a grammar</source>
            <translation>tem níveis de aninhamento demais para uma gramática</translation>
        </message>
        <message>
            <source>it cannot be expressed as a grammar: {error}</source>
            <translation>não pode ser expresso como gramática: {error}</translation>
        </message>
        <message>
            <source>its grammar would have {size} characters (at most {limit})</source>
            <translation>a gramática dele teria {size} caracteres (no máximo {limit})</translation>
        </message>
        <message>
            <source>llama.cpp did not accept the grammar it became</source>
            <translation>o llama.cpp não aceitou a gramática resultante</translation>
        </message>
        <message>
            <source>The schema has over {limit} values.</source>
            <translation>O esquema tem mais de {limit} valores.</translation>
        </message>
        <message>
            <source>The schema nests over {limit} levels deep (at {at}).</source>
            <translation>O esquema tem mais de {limit} níveis de aninhamento (em {at}).</translation>
        </message>
        <message>
            <source>{key} at {at} must be a whole number of at least 0.</source>
            <translation>{key} em {at} precisa ser um número inteiro maior ou igual a 0.</translation>
        </message>
        <message>
            <source>{key} {value} at {at} is over {limit}: a grammar holds repetitions up to {limit}.</source>
            <translation>{key} {value} em {at} passa de {limit}: uma gramática comporta repetições de até {limit}.</translation>
        </message>
        <message>
            <source>{low} is over {high} at {at}: no value can match.</source>
            <translation>{low} é maior que {high} em {at}: nenhum valor pode corresponder.</translation>
        </message>
        <message>
            <source>{key} at {at} has over {limit} digits.</source>
            <translation>{key} em {at} tem mais de {limit} dígitos.</translation>
        </message>
        <message>
            <source>The enum at {at} lists {count} values (at most {limit}).</source>
            <translation>O enum em {at} lista {count} valores (no máximo {limit}).</translation>
        </message>
        <message>
            <source>The $ref at {at} points outside the schema ({ref}): Emberly fetches nothing.</source>
            <translation>O $ref em {at} aponta para fora do esquema ({ref}): o Emberly não busca nada de fora.</translation>
        </message>
        <message>
            <source>The pattern at {at} has {size} characters (at most {limit}).</source>
            <translation>O padrão em {at} tem {size} caracteres (no máximo {limit}).</translation>
        </message>
        <message>
            <source>The pattern at {at} repeats something {low} to {high} times: no value can match.</source>
            <translation>O padrão em {at} repete algo de {low} a {high} vezes: nenhum valor pode corresponder.</translation>
        </message>
        <message>
            <source>The pattern at {at} repeats too much: written out it would be {size} characters (at most {limit}).</source>
            <translation>O padrão em {at} repete demais: por extenso, teria {size} caracteres (no máximo {limit}).</translation>
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>Choose a model…</source>
            <translation>Escolher um modelo…</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modelo</translation>
        </message>
        <message>
            <source>Choose a model (Ctrl+O)</source>
            <translation>Escolher um modelo (Ctrl+O)</translation>
        </message>
        <message>
            <source>Chat settings</source>
            <translation>Configurações da conversa</translation>
        </message>
        <message>
            <source>Chat settings: system prompt and sampling (Ctrl+;)</source>
            <translation>Configurações da conversa: prompt do sistema e amostragem (Ctrl+;)</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>Downloads</translation>
        </message>
        <message>
            <source>Model downloads: open Get models</source>
            <translation>Downloads de modelos: abrir Obter modelos</translation>
        </message>
        <message>
            <source>Speed of the last reply</source>
            <translation>Velocidade da última resposta</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Progresso</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>Bibliotecas</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>Pausar indexação</translation>
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
            <translation>{name} · visão</translation>
        </message>
        <message>
            <source>{path}
chat format: {format}
GPU layers: {layers}
Click to choose another model (Ctrl+O)</source>
            <translation>{path}
formato de conversa: {format}
camadas na GPU: {layers}
Clique para escolher outro modelo (Ctrl+O)</translation>
        </message>
        <message>
            <source>Re-reading {done} / {total} tokens…</source>
            <translation>Relendo {done} / {total} tokens…</translation>
        </message>
        <message>
            <source>Reading {done} / {total} tokens…</source>
            <translation>Lendo {done} / {total} tokens…</translation>
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
            <translation>O modelo de demonstração incluído: um pequeno modelo base que escreve bobagens fluentes.
Escolha um modelo de verdade com Ctrl+O.</translation>
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
            <translation>Contexto usado por esta conversa: as mensagens exibidas, não as outras versões delas</translation>
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
            <translation>um nome que não é UTF-8</translation>
        </message>
        <message>
            <source>an empty name or one with control characters</source>
            <translation>um nome vazio ou com caracteres de controle</translation>
        </message>
        <message>
            <source>an absolute path</source>
            <translation>um caminho absoluto</translation>
        </message>
        <message>
            <source>a name with an empty, . or .. part</source>
            <translation>um nome com uma parte vazia, . ou ..</translation>
        </message>
        <message>
            <source>a name of {size} bytes</source>
            <translation>um nome de {size} bytes</translation>
        </message>
        <message>
            <source>the search for {query}</source>
            <translation>a busca por {query}</translation>
        </message>
        <message>
            <source>{repo} is not a Hub repository (owner/name).</source>
            <translation>{repo} não é um repositório do Hub (dono/nome).</translation>
        </message>
        <message>
            <source>The Hub at {host} listed files in {repo} that Emberly cannot use: {problem} (and {count} more).</source>
            <translation>O Hub em {host} listou arquivos em {repo} que o Emberly não pode usar: {problem} (e mais {count}).</translation>
        </message>
        <message>
            <source>The Hub at {host} listed files in {repo} that Emberly cannot use: {problem}.</source>
            <translation>O Hub em {host} listou arquivos em {repo} que o Emberly não pode usar: {problem}.</translation>
        </message>
        <message>
            <source>{type} where a file entry goes</source>
            <translation>{type} onde deveria haver uma entrada de arquivo</translation>
        </message>
        <message>
            <source>{type} as a file name</source>
            <translation>{type} como nome de arquivo</translation>
        </message>
        <message>
            <source>{problem} ({name})</source>
            <translation>{problem} ({name})</translation>
        </message>
        <message>
            <source>a size of {size} for {name}</source>
            <translation>um tamanho de {size} para {name}</translation>
        </message>
        <message>
            <source>a sha256 of {sha256} for {name}</source>
            <translation>um sha256 {sha256} para {name}</translation>
        </message>
        <message>
            <source>the curated list and the models on this computer still work.</source>
            <translation>a lista selecionada e os modelos deste computador continuam funcionando.</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with {type} where a list goes.</source>
            <translation>O Hub em {host} respondeu a {what} com {type} onde deveria haver uma lista.</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>um objeto</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>uma lista</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>uma string</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>verdadeiro ou falso</translation>
        </message>
        <message>
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <source>The Hub at {host} listed more than {count} entries for {what}: Emberly stops there.</source>
            <translation>O Hub em {host} listou mais de {count} entradas para {what}: o Emberly para por aí.</translation>
        </message>
        <message>
            <source>The Hub at {host} kept sending pages for {what} past {count}: Emberly stops there.</source>
            <translation>O Hub em {host} continuou enviando páginas para {what} além de {count}: o Emberly para por aí.</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>um número</translation>
        </message>
        <message>
            <source>Hugging Face is switched off on this computer (HF_HUB_OFFLINE is set).</source>
            <translation>O Hugging Face está desativado neste computador (HF_HUB_OFFLINE está definido).</translation>
        </message>
        <message>
            <source>HF_ENDPOINT {endpoint} is not an http:// or https:// address.</source>
            <translation>HF_ENDPOINT {endpoint} não é um endereço http:// ou https://.</translation>
        </message>
        <message>
            <source>The Hub at {host} redirected {what} more than {count} times.</source>
            <translation>O Hub em {host} redirecionou {what} mais de {count} vezes.</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {status} for {what}.</source>
            <translation>O Hub em {host} respondeu {status} para {what}.</translation>
        </message>
        <message>
            <source>The Hub at {host} redirected {what} to {target}: Emberly follows the Hub only within {address}.</source>
            <translation>O Hub em {host} redirecionou {what} para {target}: o Emberly só segue o Hub dentro de {address}.</translation>
        </message>
        <message>
            <source>The Hub at {host} sent the next page of {what} to {target}: Emberly follows the Hub only within {address}.</source>
            <translation>O Hub em {host} mandou a próxima página de {what} para {target}: o Emberly só segue o Hub dentro de {address}.</translation>
        </message>
        <message>
            <source>The Hub at {host} encoded {what} as {coding}, which Emberly did not ask for.</source>
            <translation>O Hub em {host} codificou {what} como {coding}, o que o Emberly não pediu.</translation>
        </message>
        <message>
            <source>The Hub at {host} sent {what} as broken gzip ({error}).</source>
            <translation>O Hub em {host} enviou {what} como gzip corrompido ({error}).</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with JSON nested too deeply.</source>
            <translation>O Hub em {host} respondeu a {what} com JSON com níveis de aninhamento demais.</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with something that is not JSON ({error}).</source>
            <translation>O Hub em {host} respondeu a {what} com algo que não é JSON ({error}).</translation>
        </message>
        <message>
            <source>The Hub is limiting requests from this computer for now; try again in a minute. The curated list still works.</source>
            <translation>O Hub está limitando as requisições deste computador por enquanto; tente de novo em um minuto. A lista selecionada continua funcionando.</translation>
        </message>
        <message>
            <source>{what} is gated: accept its licence on huggingface.co and log in first.</source>
            <translation>{what} tem acesso restrito: aceite a licença em huggingface.co e faça login primeiro.</translation>
        </message>
        <message>
            <source>{what} was not found on the Hub.</source>
            <translation>Não foi possível encontrar {what} no Hub.</translation>
        </message>
        <message>
            <source>{what} is private or gated on the Hub ({status}).</source>
            <translation>{what} é privado ou tem acesso restrito no Hub ({status}).</translation>
        </message>
        <message>
            <source>The Hub at {host} sent more than {size} MB for {what}: Emberly stops reading there.</source>
            <translation>O Hub em {host} enviou mais de {size} MB para {what}: o Emberly para de ler aí.</translation>
        </message>
        <message>
            <source>The Hub at {host} took more than {seconds} s to answer {what}; try again later: {hint}</source>
            <translation>O Hub em {host} levou mais de {seconds} s para responder a {what}; tente de novo mais tarde: {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} did not take the connection within {seconds} s. You seem to be offline: {hint}</source>
            <translation>O Hub em {host} não aceitou a conexão em {seconds} s. Parece que você está sem internet: {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} sent nothing for {seconds} s while Emberly asked for {what}; try again later: {hint}</source>
            <translation>O Hub em {host} não enviou nada por {seconds} s enquanto o Emberly pedia {what}; tente de novo mais tarde: {hint}</translation>
        </message>
        <message>
            <source>Cannot reach {host} ({detail}). You seem to be offline: {hint}</source>
            <translation>Não é possível conectar a {host} ({detail}). Parece que você está sem internet: {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} broke the connection while answering {what} ({detail}): {hint}</source>
            <translation>O Hub em {host} cortou a conexão enquanto respondia a {what} ({detail}): {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} did not answer {what} as HTTP should ({detail}).</source>
            <translation>O Hub em {host} não respondeu a {what} como o HTTP exige ({detail}).</translation>
        </message>
    </context>
    <context>
        <name>Images</name>
        <message>
            <source>The image</source>
            <translation>A imagem</translation>
        </message>
        <message>
            <source>An image of {width} × {height} needs {needed} bytes of pixels, not {given}.</source>
            <translation>Uma imagem de {width} × {height} precisa de {needed} bytes de pixels, não {given}.</translation>
        </message>
        <message>
            <source>{name} is {size} MB; images up to {limit} MB are read.</source>
            <translation>{name} tem {size} MB; são lidas imagens de até {limit} MB.</translation>
        </message>
        <message>
            <source>{name} is {width} × {height} pixels: too large to open (up to {limit} million pixels).</source>
            <translation>{name} tem {width} × {height} pixels: grande demais para abrir (até {limit} milhões de pixels).</translation>
        </message>
        <message>
            <source>{name} declares more pixels than it could hold: not opened ({error}).</source>
            <translation>{name} declara mais pixels do que poderia conter: a imagem não foi aberta ({error}).</translation>
        </message>
        <message>
            <source>{name} is not a PNG, JPEG, WebP or GIF image.</source>
            <translation>{name} não é uma imagem PNG, JPEG, WebP ou GIF.</translation>
        </message>
        <message>
            <source>{name} could not be read: it is damaged or cut short ({error}).</source>
            <translation>Não foi possível ler {name}: os dados estão danificados ou incompletos ({error}).</translation>
        </message>
    </context>
    <context>
        <name>Import</name>
        <message>
            <source>no date</source>
            <translation>sem data</translation>
        </message>
        <message numerus="yes">
            <source>%Ln message(s)</source>
            <translation>
                <numerusform>%Ln mensagem</numerusform>
                <numerusform>%Ln mensagens</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Sem título</translation>
        </message>
        <message numerus="yes">
            <source>%Ln more in other versions</source>
            <translation>
                <numerusform>mais %Ln em outras versões</numerusform>
                <numerusform>mais %Ln em outras versões</numerusform>
            </translation>
        </message>
        <message>
            <source>imported before</source>
            <translation>importada antes</translation>
        </message>
        <message>
            <source>skipped: {why}</source>
            <translation>ignorada: {why}</translation>
        </message>
        <message>
            <source>Import chats</source>
            <translation>Importar conversas</translation>
        </message>
        <message>
            <source>Choose an export of ChatGPT, Claude or Open WebUI (its zip or JSON), or a folder of LM Studio or Jan chats.</source>
            <translation>Escolha uma exportação do ChatGPT, Claude ou Open WebUI (o zip ou o JSON dela), ou uma pasta de conversas do LM Studio ou do Jan.</translation>
        </message>
        <message>
            <source>Choose a file…</source>
            <translation>Escolher um arquivo…</translation>
        </message>
        <message>
            <source>Choose a folder…</source>
            <translation>Escolher uma pasta…</translation>
        </message>
        <message>
            <source>{app}'s chats on this computer</source>
            <translation>Conversas do {app} neste computador</translation>
        </message>
        <message>
            <source>Chats to import</source>
            <translation>Conversas para importar</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importar</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>Choose an export</source>
            <translation>Escolha uma exportação</translation>
        </message>
        <message>
            <source>Exports (*.zip *.json *.jsonl);;All files (*)</source>
            <translation>Exportações (*.zip *.json *.jsonl);;Todos os arquivos (*)</translation>
        </message>
        <message>
            <source>Choose a folder of chats</source>
            <translation>Escolha uma pasta de conversas</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>Lendo {file}…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln chat(s) in {file}</source>
            <translation>
                <numerusform>%Ln conversa em {file}</numerusform>
                <numerusform>%Ln conversas em {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%Ln imported before: unchecked)</source>
            <translation>
                <numerusform> (%Ln importada antes: desmarcada)</numerusform>
                <numerusform> (%Ln importadas antes: desmarcadas)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %Ln skipped, with nothing to import</source>
            <translation>
                <numerusform>; %Ln ignorada, sem nada para importar</numerusform>
                <numerusform>; %Ln ignoradas, sem nada para importar</numerusform>
            </translation>
        </message>
        <message>
            <source>{found}. Versions (edits, regenerations) come as each chat's versions.</source>
            <translation>{found}. As versões (edições, regenerações) vêm como versões de cada conversa.</translation>
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
                <numerusform>%Ln conversa importada (interrompido: o restante não foi importado).</numerusform>
                <numerusform>%Ln conversas importadas (interrompido: o restante não foi importado).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln chat(s) imported.</source>
            <translation>
                <numerusform>%Ln conversa importada.</numerusform>
                <numerusform>%Ln conversas importadas.</numerusform>
            </translation>
        </message>
        <message>
            <source>The import stopped: {error}</source>
            <translation>A importação parou: {error}</translation>
        </message>
        <message>
            <source>Stopping after the chat being imported…</source>
            <translation>Parando depois da conversa que está sendo importada…</translation>
        </message>
    </context>
    <context>
        <name>Libraries</name>
        <message>
            <source>by meaning ({model}) and by keywords</source>
            <translation>por significado ({model}) e por palavras-chave</translation>
        </message>
        <message>
            <source>by keywords (BM25; choose an embedding model in Settings to search by meaning too)</source>
            <translation>por palavras-chave (BM25; escolha um modelo de embeddings nas Configurações para buscar também por significado)</translation>
        </message>
        <message>
            <source>{folder} files</source>
            <translation>arquivos de {folder}</translation>
        </message>
        <message numerus="yes">
            <source>paused: {done} of %n new or changed files</source>
            <translation>
                <numerusform>pausada: {done} de %n arquivo novo ou alterado</numerusform>
                <numerusform>pausada: {done} de %n arquivos novos ou alterados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>indexing: {done} of %n new or changed files</source>
            <translation>
                <numerusform>indexando: {done} de %n arquivo novo ou alterado</numerusform>
                <numerusform>indexando: {done} de %n arquivos novos ou alterados</numerusform>
            </translation>
        </message>
        <message>
            <source>waiting to be indexed</source>
            <translation>aguardando indexação</translation>
        </message>
        <message>
            <source>no documents found</source>
            <translation>nenhum documento encontrado</translation>
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
                <numerusform>%Ln trecho</numerusform>
                <numerusform>%Ln trechos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unreadable</source>
            <translation>
                <numerusform>%n ilegível</numerusform>
                <numerusform>%n ilegíveis</numerusform>
            </translation>
        </message>
        <message>
            <source>Resume indexing</source>
            <translation>Retomar indexação</translation>
        </message>
        <message>
            <source>Pause indexing (resumes where it stopped)</source>
            <translation>Pausar indexação (retoma de onde parou)</translation>
        </message>
        <message>
            <source>Paused the library {name}: {file}
Click to see your libraries</source>
            <translation>Biblioteca {name} pausada: {file}
Clique para ver suas bibliotecas</translation>
        </message>
        <message>
            <source>Indexing the library {name}: {file}
Click to see your libraries</source>
            <translation>Indexando a biblioteca {name}: {file}
Clique para ver suas bibliotecas</translation>
        </message>
        <message>
            <source>No libraries yet</source>
            <translation>Nenhuma biblioteca ainda</translation>
        </message>
        <message>
            <source>Manage libraries…</source>
            <translation>Gerenciar bibliotecas…</translation>
        </message>
        <message>
            <source>This chat searches {libraries} for every message</source>
            <translation>Esta conversa busca em {libraries} a cada mensagem</translation>
        </message>
        <message>
            <source>Libraries: folders this chat searches for every message</source>
            <translation>Bibliotecas: pastas em que esta conversa busca a cada mensagem</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>Bibliotecas</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>Adicionar pasta…</translation>
        </message>
        <message>
            <source>Add files…</source>
            <translation>Adicionar arquivos…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Remover</translation>
        </message>
        <message>
            <source>Remove the library and its index (your files stay where they are)</source>
            <translation>Remover a biblioteca e o índice dela (seus arquivos ficam onde estão)</translation>
        </message>
        <message>
            <source>Folders and files Emberly indexes on this computer, kept in sync while it runs. Attach a library to a chat (the books button beside the message box) and every message is answered with the passages found in it, cited. Search is {search}; nothing leaves this computer.</source>
            <translation>Pastas e arquivos que o Emberly indexa neste computador, mantidos em sincronia enquanto ele roda. Anexe uma biblioteca a uma conversa (o botão de livros ao lado da caixa de mensagem) e cada mensagem é respondida com os trechos encontrados nela, citados. A busca é {search}; nada sai deste computador.</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>Pausar indexação</translation>
        </message>
        <message>
            <source>Add a folder as a library</source>
            <translation>Adicionar uma pasta como biblioteca</translation>
        </message>
        <message>
            <source>Add files as a library</source>
            <translation>Adicionar arquivos como biblioteca</translation>
        </message>
        <message>
            <source>Paused {name} {done}/{total}</source>
            <translation>Em pausa: {name} {done}/{total}</translation>
        </message>
        <message>
            <source>Indexing {name} {done}/{total}</source>
            <translation>Indexando {name} {done}/{total}</translation>
        </message>
        <message>
            <source>Paused {name}</source>
            <translation>Em pausa: {name}</translation>
        </message>
        <message>
            <source>Indexing {name}</source>
            <translation>Indexando {name}</translation>
        </message>
        <message>
            <source>{library} › {name} — the passage the model read, highlighted in the file</source>
            <translation>{library} › {name} — o trecho que o modelo leu, destacado no arquivo</translation>
        </message>
        <message>
            <source>{library} › {name} — the passage the model read (the file has changed or left its library since)</source>
            <translation>{library} › {name} — o trecho que o modelo leu (o arquivo mudou ou saiu da biblioteca desde então)</translation>
        </message>
        <message>
            <source>the list of libraries</source>
            <translation>a lista de bibliotecas</translation>
        </message>
        <message>
            <source>The list of libraries cannot be read ({error}); it starts empty.</source>
            <translation>Não é possível ler a lista de bibliotecas ({error}); ela começa vazia.</translation>
        </message>
        <message>
            <source>{id} is not a library's id</source>
            <translation>{id} não é um id de biblioteca</translation>
        </message>
        <message>
            <source>The list of libraries cannot be saved: {reason}</source>
            <translation>Não é possível salvar a lista de bibliotecas: {reason}</translation>
        </message>
        <message>
            <source>The embedding model failed: {error}</source>
            <translation>O modelo de embeddings falhou: {error}</translation>
        </message>
        <message>
            <source>The library {name} is not indexed yet</source>
            <translation>A biblioteca {name} ainda não foi indexada</translation>
        </message>
        <message>
            <source>The library {name} cannot be opened: {error}</source>
            <translation>Não é possível abrir a biblioteca {name}: {error}</translation>
        </message>
        <message>
            <source>The library {name} was made by a newer Emberly</source>
            <translation>A biblioteca {name} foi criada por um Emberly mais recente</translation>
        </message>
    </context>
    <context>
        <name>LibrarySearch</name>
        <message>
            <source>A library this chat searched was removed; the others are still searched.</source>
            <translation>Uma biblioteca em que esta conversa buscava foi removida; a busca continua nas outras.</translation>
        </message>
        <message>
            <source>The library {name} cannot be searched: {error}</source>
            <translation>Não é possível buscar na biblioteca {name}: {error}</translation>
        </message>
        <message>
            <source>Passages from your libraries are left out: {error}</source>
            <translation>Os trechos das suas bibliotecas ficaram de fora: {error}</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Arquivo</translation>
        </message>
        <message>
            <source>&amp;Chat</source>
            <translation>&amp;Conversa</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;juda</translation>
        </message>
        <message>
            <source>&amp;New chat</source>
            <translation>&amp;Nova conversa</translation>
        </message>
        <message>
            <source>Choose &amp;model…</source>
            <translation>Escolher &amp;modelo…</translation>
        </message>
        <message>
            <source>&amp;Export chat as Markdown…</source>
            <translation>&amp;Exportar conversa como Markdown…</translation>
        </message>
        <message>
            <source>Export chat as Markdown with all &amp;versions…</source>
            <translation>Exportar conversa como Markdown com todas as &amp;versões…</translation>
        </message>
        <message>
            <source>Export chat as &amp;HTML…</source>
            <translation>Exportar conversa como &amp;HTML…</translation>
        </message>
        <message>
            <source>Export chat as &amp;PDF…</source>
            <translation>Exportar conversa como &amp;PDF…</translation>
        </message>
        <message>
            <source>Export chat as &amp;JSON…</source>
            <translation>Exportar conversa como &amp;JSON…</translation>
        </message>
        <message>
            <source>Export chat as JSON with its &amp;cache…</source>
            <translation>E&amp;xportar conversa como JSON com o cache…</translation>
        </message>
        <message>
            <source>Export &amp;all chats (or those the search finds)…</source>
            <translation>Exportar &amp;todas as conversas (ou as que a busca encontrar)…</translation>
        </message>
        <message>
            <source>&amp;Import chat…</source>
            <translation>&amp;Importar conversa…</translation>
        </message>
        <message>
            <source>Import chats from &amp;other apps…</source>
            <translation>Importar conversas de &amp;outros apps…</translation>
        </message>
        <message>
            <source>&amp;Libraries…</source>
            <translation>&amp;Bibliotecas…</translation>
        </message>
        <message>
            <source>Local &amp;API server…</source>
            <translation>Servidor de &amp;API local…</translation>
        </message>
        <message>
            <source>&amp;Tools (MCP servers)…</source>
            <translation>&amp;Ferramentas (servidores MCP)…</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Configurações…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Sair</translation>
        </message>
        <message>
            <source>&amp;Regenerate reply</source>
            <translation>&amp;Gerar resposta novamente</translation>
        </message>
        <message>
            <source>Regenerate ×&amp;N</source>
            <translation>Gerar novamente ×&amp;N</translation>
        </message>
        <message>
            <source>&amp;Continue reply</source>
            <translation>&amp;Continuar resposta</translation>
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation>&amp;Parar</translation>
        </message>
        <message>
            <source>C&amp;opy last reply</source>
            <translation>C&amp;opiar última resposta</translation>
        </message>
        <message>
            <source>Re&amp;name chat…</source>
            <translation>&amp;Renomear conversa…</translation>
        </message>
        <message>
            <source>Search chats</source>
            <translation>Buscar conversas</translation>
        </message>
        <message>
            <source>Go to the message &amp;box</source>
            <translation>Ir para a caixa de &amp;mensagem</translation>
        </message>
        <message>
            <source>Scroll to the &amp;first message</source>
            <translation>Rolar até a pr&amp;imeira mensagem</translation>
        </message>
        <message>
            <source>Scroll to the &amp;newest message</source>
            <translation>Rolar até a ú&amp;ltima mensagem</translation>
        </message>
        <message>
            <source>Chat settings…</source>
            <translation>Configurações da conversa…</translation>
        </message>
        <message>
            <source>Co&amp;mpare with another model…</source>
            <translation>Comparar com outro mo&amp;delo…</translation>
        </message>
        <message>
            <source>Attach a &amp;web page…</source>
            <translation>Anexar uma página &amp;web…</translation>
        </message>
        <message>
            <source>Copy &amp;diagnostics</source>
            <translation>Copiar &amp;diagnóstico</translation>
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation>Abrir pasta de &amp;logs</translation>
        </message>
        <message>
            <source>&amp;About Emberly</source>
            <translation>&amp;Sobre o Emberly</translation>
        </message>
    </context>
    <context>
        <name>ModelContext</name>
        <message>
            <source>This message needs {needed} tokens, but the context holds {context} with {reserve} kept free for the reply. Shorten it or load the model with a larger context.</source>
            <translation>Esta mensagem precisa de {needed} tokens, mas o contexto comporta {context}, com {reserve} reservados para a resposta. Encurte-a ou carregue o modelo com um contexto maior.</translation>
        </message>
    </context>
    <context>
        <name>ModelFiles</name>
        <message>
            <source>The model file {path} does not exist.</source>
            <translation>O arquivo de modelo {path} não existe.</translation>
        </message>
        <message>
            <source>{path} is a folder, not a GGUF model file.</source>
            <translation>{path} é uma pasta, não um arquivo de modelo GGUF.</translation>
        </message>
        <message>
            <source>{name} is not a regular file, so not a GGUF model file.</source>
            <translation>{name} não é um arquivo comum, então não é um arquivo de modelo GGUF.</translation>
        </message>
        <message>
            <source>Emberly may not read {path}: {reason}.</source>
            <translation>O Emberly não tem permissão para ler {path}: {reason}.</translation>
        </message>
        <message>
            <source>{path} could not be read: {reason}.</source>
            <translation>Não foi possível ler {path}: {reason}.</translation>
        </message>
        <message>
            <source>{name} is empty, not a GGUF model.</source>
            <translation>{name} está vazio, não é um modelo GGUF.</translation>
        </message>
        <message>
            <source>{name} is a text file, not a GGUF model.</source>
            <translation>{name} é um arquivo de texto, não um modelo GGUF.</translation>
        </message>
        <message>
            <source>{name} is not a GGUF model file (it does not start with 'GGUF').</source>
            <translation>{name} não é um arquivo de modelo GGUF (não começa com 'GGUF').</translation>
        </message>
        <message>
            <source>{name} has no general.architecture: it is not a language model GGUF.</source>
            <translation>{name} não tem general.architecture: não é um GGUF de modelo de linguagem.</translation>
        </message>
        <message>
            <source>{name} is damaged or cut off: its GGUF header is incomplete ({error}).</source>
            <translation>{name} está danificado ou incompleto: o cabeçalho GGUF dele está incompleto ({error}).</translation>
        </message>
        <message>
            <source>{name} is not a valid GGUF file ({error}).</source>
            <translation>{name} não é um arquivo GGUF válido ({error}).</translation>
        </message>
        <message>
            <source>{name} is cut off: it holds {size} bytes but its tensors need {needed}. Download it again.</source>
            <translation>{name} está incompleto: tem {size} bytes, mas os tensores dele precisam de {needed}. Baixe-o de novo.</translation>
        </message>
        <message>
            <source>Parts of this split model are missing: {parts}.</source>
            <translation>Faltam partes deste modelo dividido: {parts}.</translation>
        </message>
        <message>
            <source>the header ends early at byte {at}</source>
            <translation>o cabeçalho termina antes da hora no byte {at}</translation>
        </message>
    </context>
    <context>
        <name>Picker</name>
        <message>
            <source>no preset</source>
            <translation>sem predefinição</translation>
        </message>
        <message>
            <source>The preset (Chat settings ▸ Preset) every new chat with this model starts with</source>
            <translation>A predefinição (Configurações da conversa ▸ Predefinição) com que toda nova conversa com este modelo começa</translation>
        </message>
        <message>
            <source>{size} tokens</source>
            <translation>{size} tokens</translation>
        </message>
        <message>
            <source>This build of llama.cpp runs on the CPU only. For GPU offload, reinstall llama-cpp-python with CMAKE_ARGS="-DGGML_CUDA=on" (NVIDIA), "-DGGML_METAL=on" (Apple) or "-DGGML_VULKAN=on".</source>
            <translation>Esta build do llama.cpp roda só na CPU. Para usar a GPU, reinstale o llama-cpp-python com CMAKE_ARGS="-DGGML_CUDA=on" (NVIDIA), "-DGGML_METAL=on" (Apple) ou "-DGGML_VULKAN=on".</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>Escolher um modelo</translation>
        </message>
        <message>
            <source>Model files</source>
            <translation>Arquivos de modelo</translation>
        </message>
        <message>
            <source>Model file</source>
            <translation>Arquivo de modelo</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Tamanho</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Origem</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Procurar…</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>Adicionar pasta…</translation>
        </message>
        <message>
            <source>Select a model to see its details.</source>
            <translation>Selecione um modelo para ver os detalhes dele.</translation>
        </message>
        <message>
            <source>GPU layers</source>
            <translation>Camadas na GPU</translation>
        </message>
        <message>
            <source>A vision projector (mmproj) lets the model read images in messages. Get models downloads a vision model's projector beside it.</source>
            <translation>Um projetor de visão (mmproj) permite que o modelo leia imagens nas mensagens. Obter modelos baixa o projetor de um modelo de visão ao lado dele.</translation>
        </message>
        <message>
            <source>automatic</source>
            <translation>automático</translation>
        </message>
        <message>
            <source>Try the fast path again</source>
            <translation>Tentar o caminho rápido de novo</translation>
        </message>
        <message>
            <source>Forget the safer setting chosen after a crash; the next model load checks again</source>
            <translation>Esquecer a configuração mais segura escolhida após uma falha; o próximo carregamento de modelo verifica de novo</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Carregar</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>Context size</source>
            <translation>Tamanho do contexto</translation>
        </message>
        <message>
            <source>KV cache type</source>
            <translation>Tipo do cache KV</translation>
        </message>
        <message>
            <source>Threads</source>
            <translation>Threads</translation>
        </message>
        <message>
            <source>Images</source>
            <translation>Imagens</translation>
        </message>
        <message>
            <source>Speculation</source>
            <translation>Especulação</translation>
        </message>
        <message>
            <source>New chats</source>
            <translation>Novas conversas</translation>
        </message>
        <message>
            <source>Memory needed</source>
            <translation>Memória necessária</translation>
        </message>
        <message>
            <source>Engine path</source>
            <translation>Caminho do motor</translation>
        </message>
        <message>
            <source>On this computer</source>
            <translation>Neste computador</translation>
        </message>
        <message>
            <source>Get models</source>
            <translation>Obter modelos</translation>
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
            <translation>Adicionada</translation>
        </message>
        <message>
            <source>{source} · recent</source>
            <translation>{source} · recente</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>Conectando a {url}…</translation>
        </message>
        <message>
            <source>Choose a GGUF model</source>
            <translation>Escolha um modelo GGUF</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf);;All files (*)</source>
            <translation>Modelos GGUF (*.gguf);;Todos os arquivos (*)</translation>
        </message>
        <message>
            <source>Add a folder of models</source>
            <translation>Adicionar uma pasta de modelos</translation>
        </message>
        <message>
            <source>none: text only</source>
            <translation>nenhum: só texto</translation>
        </message>
        <message>
            <source>none in the model's folder</source>
            <translation>nenhum na pasta do modelo</translation>
        </message>
        <message>
            <source>CPU only</source>
            <translation>Só CPU</translation>
        </message>
        <message>
            <source>all</source>
            <translation>todas</translation>
        </message>
        <message>
            <source>none</source>
            <translation>nenhuma</translation>
        </message>
        <message>
            <source>, recurrent state {size}</source>
            <translation>, estado recorrente {size}</translation>
        </message>
        <message>
            <source>, image projector {size}</source>
            <translation>, projetor de imagem {size}</translation>
        </message>
        <message>
            <source>about {total} (weights {weights}{vision}, KV cache {kv_cache}{state}, work buffers {compute})</source>
            <translation>cerca de {total} (pesos {weights}{vision}, cache KV {kv_cache}{state}, buffers de trabalho {compute})</translation>
        </message>
        <message>
            <source>checked when the next model loads (once per llama.cpp build and CPU)</source>
            <translation>verificado quando o próximo modelo carregar (uma vez por build do llama.cpp e CPU)</translation>
        </message>
        <message>
            <source>{path}: it works on this computer</source>
            <translation>{path}: funciona neste computador</translation>
        </message>
        <message>
            <source>The fast path will be tried again when the next model loads.</source>
            <translation>O caminho rápido será tentado de novo quando o próximo modelo carregar.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sim</translation>
        </message>
        <message>
            <source>no (a format is chosen by architecture)</source>
            <translation>não (um formato é escolhido pela arquitetura)</translation>
        </message>
        <message>
            <source>, sliding window {size}</source>
            <translation>, janela deslizante {size}</translation>
        </message>
        <message numerus="yes">
            <source>native context {context} tokens · %n layers{window}</source>
            <translation>
                <numerusform>contexto nativo {context} tokens · %n camada{window}</numerusform>
                <numerusform>contexto nativo {context} tokens · %n camadas{window}</numerusform>
            </translation>
        </message>
        <message>
            <source>chat template: {template}</source>
            <translation>template de conversa: {template}</translation>
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>Apply a preset…</source>
            <translation>Aplicar uma predefinição…</translation>
        </message>
        <message>
            <source>A preset's system prompt, sampling and tools, copied into this chat</source>
            <translation>O prompt do sistema, a amostragem e as ferramentas de uma predefinição, copiados para esta conversa</translation>
        </message>
        <message>
            <source>Save as preset…</source>
            <translation>Salvar como predefinição…</translation>
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
            <translation>Um arquivo de predefinição: do Emberly ou do LM Studio (0.2 ou 0.3)</translation>
        </message>
        <message>
            <source>{name} (built in)</source>
            <translation>{name} (embutida)</translation>
        </message>
        <message>
            <source>Save as preset</source>
            <translation>Salvar como predefinição</translation>
        </message>
        <message>
            <source>Name of the preset:</source>
            <translation>Nome da predefinição:</translation>
        </message>
        <message>
            <source>Import a preset</source>
            <translation>Importar uma predefinição</translation>
        </message>
        <message>
            <source>Presets (*.json);;All files (*)</source>
            <translation>Predefinições (*.json);;Todos os arquivos (*)</translation>
        </message>
        <message>
            <source>{name} ({source}) is imported; Emberly has no place for its {skipped}, which were left out.</source>
            <translation>{name} ({source}) foi importada; o Emberly não tem onde pôr {skipped} dela, que ficaram de fora.</translation>
        </message>
        <message>
            <source>Presets</source>
            <translation>Predefinições</translation>
        </message>
        <message>
            <source>The preset could not be saved: {error}</source>
            <translation>Não foi possível salvar a predefinição: {error}</translation>
        </message>
        <message>
            <source>Export a preset</source>
            <translation>Exportar uma predefinição</translation>
        </message>
        <message>
            <source>Presets (*.json)</source>
            <translation>Predefinições (*.json)</translation>
        </message>
        <message>
            <source>{file} could not be written: {error}</source>
            <translation>Não foi possível gravar {file}: {error}</translation>
        </message>
        <message>
            <source>stop strings</source>
            <translation>strings de parada</translation>
        </message>
        <message>
            <source>a token limit</source>
            <translation>um limite de tokens</translation>
        </message>
        <message>
            <source>a prompt format</source>
            <translation>um formato de prompt</translation>
        </message>
        <message>
            <source>a frequency penalty</source>
            <translation>uma penalidade de frequência</translation>
        </message>
        <message>
            <source>a presence penalty</source>
            <translation>uma penalidade de presença</translation>
        </message>
        <message>
            <source>a preset file</source>
            <translation>um arquivo de predefinição pode ter</translation>
        </message>
        <message>
            <source>{name} cannot be read as a preset: {error}</source>
            <translation>Não é possível ler {name} como predefinição: {error}</translation>
        </message>
        <message>
            <source>{name} is not a preset: it holds no settings object.</source>
            <translation>{name} não é uma predefinição: não contém nenhum objeto de configurações.</translation>
        </message>
        <message>
            <source>{name} is not a preset Emberly knows (its own, or LM Studio's).</source>
            <translation>{name} não é uma predefinição que o Emberly conheça (nem dele, nem do LM Studio).</translation>
        </message>
        <message>
            <source>The presets file</source>
            <translation>O arquivo de predefinições</translation>
        </message>
        <message>
            <source>Your presets could not be read ({error}); the built-in ones are shown.</source>
            <translation>Não foi possível ler suas predefinições ({error}); as embutidas são exibidas.</translation>
        </message>
    </context>
    <context>
        <name>Projector</name>
        <message>
            <source>No model is loaded for the projector.</source>
            <translation>Nenhum modelo carregado para o projetor.</translation>
        </message>
        <message>
            <source>The prompt has {count} images where {given} were given.</source>
            <translation>O prompt tem {count} imagens, mas foram fornecidas {given}.</translation>
        </message>
        <message>
            <source>This model reads no images: choose its projector (mmproj) file with it.</source>
            <translation>Este modelo não lê imagens: escolha o arquivo de projetor (mmproj) dele junto com ele.</translation>
        </message>
        <message>
            <source>An image in this chat must be read again, which needs the model's projector (mmproj) and the image.</source>
            <translation>Uma imagem desta conversa precisa ser lida de novo, e isso exige o projetor do modelo (mmproj) e a imagem.</translation>
        </message>
        <message>
            <source>An image's span in the prompt was cut.</source>
            <translation>O intervalo de uma imagem no prompt foi cortado.</translation>
        </message>
        <message>
            <source>This projector reads the image into another span than the saved chat's: load the projector the chat was written with.</source>
            <translation>Este projetor lê a imagem em um intervalo diferente do da conversa salva: carregue o projetor com que a conversa foi escrita.</translation>
        </message>
        <message>
            <source>An image of {count} tokens does not fit in the context of {n_ctx}.</source>
            <translation>Uma imagem de {count} tokens não cabe no contexto de {n_ctx}.</translation>
        </message>
        <message>
            <source>The image took other positions than its span says.</source>
            <translation>A imagem ocupou posições diferentes das que o intervalo dela indica.</translation>
        </message>
        <message>
            <source>The projector {name} is not there: {path}.</source>
            <translation>O projetor {name} não está lá: {path}.</translation>
        </message>
        <message>
            <source>{name} is not a projector for this model (not a vision projector llama.cpp reads, or made for a model other than {width} wide).</source>
            <translation>{name} não é um projetor para este modelo (não é um projetor de visão que o llama.cpp leia, ou foi feito para um modelo com largura diferente de {width}).</translation>
        </message>
        <message>
            <source>{name} has no vision encoder (an audio projector?).</source>
            <translation>{name} não tem codificador de visão (um projetor de áudio?).</translation>
        </message>
        <message>
            <source>The projector is closed.</source>
            <translation>O projetor está fechado.</translation>
        </message>
        <message>
            <source>libmtmd refused an image of {width} × {height}.</source>
            <translation>O libmtmd recusou uma imagem de {width} × {height}.</translation>
        </message>
        <message>
            <source>libmtmd could not prepare the image (code {code}).</source>
            <translation>O libmtmd não conseguiu preparar a imagem (código {code}).</translation>
        </message>
        <message>
            <source>libmtmd made no image chunk of the image.</source>
            <translation>O libmtmd não gerou nenhum bloco de imagem a partir da imagem.</translation>
        </message>
        <message>
            <source>This projector's images take {positions} positions for {count} tokens: not supported.</source>
            <translation>As imagens deste projetor ocupam {positions} posições para {count} tokens: isso não é suportado.</translation>
        </message>
        <message>
            <source>{name} needs image tokens this model's vocabulary does not have: it was made for another model.</source>
            <translation>{name} precisa de tokens de imagem que o vocabulário deste modelo não tem: foi feito para outro modelo.</translation>
        </message>
        <message>
            <source>The projector or the image was closed.</source>
            <translation>O projetor ou a imagem foi fechado.</translation>
        </message>
        <message>
            <source>The image could not be read (libmtmd code {code}).</source>
            <translation>Não foi possível ler a imagem (código do libmtmd {code}).</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{name} is not a regular file</source>
            <translation>{name} não é um arquivo comum</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {reason}</source>
            <translation>Não é possível abrir {name}: {reason}</translation>
        </message>
        <message>
            <source>{name} is {size} bytes, more than a record of Emberly's can be</source>
            <translation>{name} tem {size} bytes, mais do que um arquivo de dados do Emberly pode ter</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation>Não é possível ler {name}: {reason}</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>não é um arquivo comum</translation>
        </message>
        <message>
            <source>it has {size} bytes, more than {what} ({limit})</source>
            <translation>tem {size} bytes, mais do que {what} ({limit})</translation>
        </message>
        <message>
            <source>it has more than {limit} bytes</source>
            <translation>tem mais de {limit} bytes</translation>
        </message>
        <message>
            <source>{name} is more than {limit} bytes</source>
            <translation>{name} tem mais de {limit} bytes</translation>
        </message>
        <message>
            <source>{what} is not valid JSON ({error})</source>
            <translation>{what} não é um JSON válido ({error})</translation>
        </message>
        <message>
            <source>{what} is nested more than {depth} levels deep</source>
            <translation>{what} tem mais de {depth} níveis de aninhamento</translation>
        </message>
    </context>
    <context>
        <name>Remote</name>
        <message>
            <source>Several replies at once need a model on this computer.</source>
            <translation>Várias respostas de uma vez precisam de um modelo neste computador.</translation>
        </message>
        <message>
            <source>the slot save</source>
            <translation>o salvamento do slot</translation>
        </message>
        <message>
            <source>the slot restore</source>
            <translation>a restauração do slot</translation>
        </message>
        <message>
            <source>the slot erase</source>
            <translation>a exclusão do slot</translation>
        </message>
        <message>
            <source>the server could not save it ({error})</source>
            <translation>o servidor não conseguiu salvar o cache ({error})</translation>
        </message>
        <message>
            <source>the server could not restore it ({error})</source>
            <translation>o servidor não conseguiu restaurar o cache ({error})</translation>
        </message>
        <message>
            <source>the server could not erase it ({error})</source>
            <translation>o servidor não conseguiu apagar o cache ({error})</translation>
        </message>
        <message>
            <source>the server's template</source>
            <translation>o template do servidor</translation>
        </message>
        <message>
            <source>The server at {server} does not serve {model} (it serves {models}).</source>
            <translation>O servidor em {server} não serve {model} (ele serve {models}).</translation>
        </message>
        <message>
            <source>The server at {server} sent far more than the {count} tokens asked for, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>O servidor em {server} enviou muito mais do que os {count} tokens pedidos, então o Emberly parou de ler. O que ele escreveu antes foi mantido.</translation>
        </message>
        <message>
            <source>The model on {server} does not take images ({error}). Send again to go on without them, or load a vision model there (llama-server: --mmproj).</source>
            <translation>O modelo em {server} não aceita imagens ({error}). Envie de novo para continuar sem elas, ou carregue lá um modelo de visão (llama-server: --mmproj).</translation>
        </message>
        <message>
            <source>The server read the whole chat again right after restoring it. On a sliding-window model (Gemma 3 and others) start llama-server with --swa-full, or it cannot reuse a restored slot.</source>
            <translation>O servidor leu a conversa inteira de novo logo depois de restaurá-la. Em um modelo de janela deslizante (Gemma 3 e outros), inicie o llama-server com --swa-full; senão ele não consegue reaproveitar um slot restaurado.</translation>
        </message>
        <message>
            <source>the server keeps no chat files (start llama-server with --slot-save-path)</source>
            <translation>o servidor não guarda arquivos de conversa (inicie o llama-server com --slot-save-path)</translation>
        </message>
        <message>
            <source>its record could not be written ({error})</source>
            <translation>não foi possível gravar o arquivo de dados ({error})</translation>
        </message>
        <message>
            <source>cache on server: prefix only</source>
            <translation>cache no servidor: só o prefixo</translation>
        </message>
        <message>
            <source>every slot of the server is busy with other chats</source>
            <translation>todos os slots do servidor estão ocupados com outras conversas</translation>
        </message>
        <message>
            <source>the server's file holds {tokens} tokens in {size} bytes, not the {saved_tokens} in {saved_size} saved</source>
            <translation>o arquivo do servidor contém {tokens} tokens em {size} bytes, e não os {saved_tokens} em {saved_size} salvos</translation>
        </message>
        <message>
            <source>Type the server's address, such as http://127.0.0.1:8080.</source>
            <translation>Digite o endereço do servidor, como http://127.0.0.1:8080.</translation>
        </message>
        <message>
            <source>{url} is not an http:// or https:// address.</source>
            <translation>{url} não é um endereço http:// ou https://.</translation>
        </message>
        <message>
            <source>Emberly cannot reach the server at {server}: is it running? ({error})</source>
            <translation>O Emberly não consegue se conectar ao servidor em {server}: ele está rodando? ({error})</translation>
        </message>
        <message>
            <source>The server at {server} did not answer in time.</source>
            <translation>O servidor em {server} não respondeu a tempo.</translation>
        </message>
        <message>
            <source>The server at {server} sent a body Emberly cannot decode ({error}).</source>
            <translation>O servidor em {server} enviou um corpo que o Emberly não consegue decodificar ({error}).</translation>
        </message>
        <message>
            <source>The server at {server} redirected to no usable address ({error}).</source>
            <translation>O servidor em {server} redirecionou para um endereço inutilizável ({error}).</translation>
        </message>
        <message>
            <source>The connection to {server} was lost ({error}).</source>
            <translation>A conexão com {server} foi perdida ({error}).</translation>
        </message>
        <message>
            <source>Emberly could not talk to {server}: {error}</source>
            <translation>O Emberly não conseguiu se comunicar com {server}: {error}</translation>
        </message>
        <message>
            <source>The server at {server} refused the request ({status}): {message}</source>
            <translation>O servidor em {server} recusou a requisição ({status}): {message}</translation>
        </message>
        <message>
            <source>The server at {server} refused the API key ({status}): check it in Servers.</source>
            <translation>O servidor em {server} recusou a chave de API ({status}): confira-a em Servidores.</translation>
        </message>
        <message>
            <source>The chat is longer than the server's context: start a new chat, or fork a new chat from an earlier message. ({message})</source>
            <translation>A conversa é mais longa que o contexto do servidor: comece uma nova conversa ou ramifique uma nova conversa a partir de uma mensagem anterior. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} no longer serves the model {model}: choose another in Servers. ({message})</source>
            <translation>O servidor em {server} não serve mais o modelo {model}: escolha outro em Servidores. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} no longer serves what Emberly asked for: choose another in Servers. ({message})</source>
            <translation>O servidor em {server} não serve mais o que o Emberly pediu: escolha outro em Servidores. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} is busy ({status}): try again in a moment. ({message})</source>
            <translation>O servidor em {server} está ocupado ({status}): tente de novo daqui a pouco. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to no usable address ({target}).</source>
            <translation>O servidor em {server} redirecionou {what} para um endereço inutilizável ({target}).</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to {target}; Emberly does not send a request on to another address. If the server moved, add its new address in Servers.</source>
            <translation>O servidor em {server} redirecionou {what} para {target}; o Emberly não repassa uma requisição para outro endereço. Se o servidor mudou de endereço, adicione o novo endereço em Servidores.</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to {target}, another address; Emberly follows a server's redirects only within its own address. If the server moved, add its new address in Servers.</source>
            <translation>O servidor em {server} redirecionou {what} para {target}, outro endereço; o Emberly só segue os redirecionamentos de um servidor dentro do próprio endereço dele. Se o servidor mudou de endereço, adicione o novo endereço em Servidores.</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} more than {count} times.</source>
            <translation>O servidor em {server} redirecionou {what} mais de {count} vezes.</translation>
        </message>
        <message>
            <source>The server at {server} answered {what} with a {encoding}-compressed body, though Emberly asks for none.</source>
            <translation>O servidor em {server} respondeu a {what} com um corpo compactado com {encoding}, embora o Emberly não peça compactação.</translation>
        </message>
        <message>
            <source>The server at {server} was still answering {what} after the time allowed, so Emberly stopped waiting.</source>
            <translation>O servidor em {server} ainda estava respondendo a {what} depois do tempo permitido, então o Emberly parou de esperar.</translation>
        </message>
        <message>
            <source>The server at {server} answered {what} with over {size} MiB, more than such an answer is; Emberly stopped reading it.</source>
            <translation>O servidor em {server} respondeu a {what} com mais de {size} MiB, mais do que uma resposta dessas tem; o Emberly parou de lê-la.</translation>
        </message>
        <message>
            <source>the chat</source>
            <translation>a conversa</translation>
        </message>
        <message>
            <source>The server at {server} sent nothing for {seconds} s, so Emberly stopped waiting. What it wrote before is kept.</source>
            <translation>O servidor em {server} não enviou nada por {seconds} s, então o Emberly parou de esperar. O que ele escreveu antes foi mantido.</translation>
        </message>
        <message>
            <source>{error} What it wrote before is kept.</source>
            <translation>{error} O que ele escreveu antes foi mantido.</translation>
        </message>
        <message>
            <source>The server at {server} sent a line of over {size} MiB, which no reply chunk is. What it wrote before is kept.</source>
            <translation>O servidor em {server} enviou uma linha com mais de {size} MiB, e nenhum pedaço de resposta é tão grande. O que ele escreveu antes foi mantido.</translation>
        </message>
        <message>
            <source>The server at {server} sent over {count} lines for one reply, more than any reply is, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>O servidor em {server} enviou mais de {count} linhas para uma resposta, mais do que qualquer resposta tem, então o Emberly parou de ler. O que ele escreveu antes foi mantido.</translation>
        </message>
        <message>
            <source>The server at {server} sent over {size} MiB for one reply, more than any reply is, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>O servidor em {server} enviou mais de {size} MiB para uma resposta, mais do que qualquer resposta tem, então o Emberly parou de ler. O que ele escreveu antes foi mantido.</translation>
        </message>
        <message>
            <source>The reply from {server} stopped: {error}</source>
            <translation>A resposta de {server} parou: {error}</translation>
        </message>
        <message>
            <source>The server sent tool calls of more arguments than its reply could hold, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>O servidor enviou chamadas de ferramenta com mais argumentos do que a resposta comportava, então o Emberly parou de ler. O que ele escreveu antes foi mantido.</translation>
        </message>
        <message>
            <source>The server at {server} sent a tool call without a name or with arguments that are not a JSON object ({arguments}).</source>
            <translation>O servidor em {server} enviou uma chamada de ferramenta sem nome ou com argumentos que não são um objeto JSON ({arguments}).</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>um objeto</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>uma lista</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>um número</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>uma string</translation>
        </message>
        <message>
            <source>the answer</source>
            <translation>a resposta</translation>
        </message>
        <message>
            <source>reply event</source>
            <translation>evento de resposta</translation>
        </message>
        <message>
            <source>slot file answer</source>
            <translation>resposta sobre o arquivo de slot</translation>
        </message>
        <message>
            <source>{endpoint} answer</source>
            <translation>resposta de {endpoint}</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>nulo</translation>
        </message>
        <message>
            <source>The server at {server} sent a bad {what}: {name} is {value}, not {wanted}.</source>
            <translation>O servidor em {server} enviou dados inválidos ({what}): {name} é {value}, e não {wanted}.</translation>
        </message>
        <message>
            <source>The server at {server} sent a {what} nested too deeply to read.</source>
            <translation>O servidor em {server} enviou dados ({what}) com níveis de aninhamento demais para ler.</translation>
        </message>
        <message>
            <source>The server at {server} sent a {what} that is not JSON ({error}).</source>
            <translation>O servidor em {server} enviou dados ({what}) que não são JSON ({error}).</translation>
        </message>
        <message>
            <source>a string of at most {limit} characters</source>
            <translation>uma string de no máximo {limit} caracteres</translation>
        </message>
        <message>
            <source>{server} does not answer /v1/models as an OpenAI-compatible server does (it sent {value}, not an object).</source>
            <translation>{server} não responde a /v1/models como um servidor compatível com a OpenAI responde (enviou {value}, não um objeto).</translation>
        </message>
        <message>
            <source>The server at {server} sent a reply event that is {value}, not an object.</source>
            <translation>O servidor em {server} enviou um evento de resposta que é {value}, não um objeto.</translation>
        </message>
        <message>
            <source>a slot</source>
            <translation>um slot</translation>
        </message>
        <message>
            <source>the rendered chat (a string)</source>
            <translation>uma string com a conversa renderizada</translation>
        </message>
        <message>
            <source>a list of token ids</source>
            <translation>uma lista de ids de tokens</translation>
        </message>
    </context>
    <context>
        <name>Runner</name>
        <message>
            <source>no saved cache</source>
            <translation>nenhum cache salvo</translation>
        </message>
        <message>
            <source>There is no message to answer.</source>
            <translation>Não há nenhuma mensagem para responder.</translation>
        </message>
        <message>
            <source>No model is loaded.</source>
            <translation>Nenhum modelo carregado.</translation>
        </message>
        <message>
            <source>Only your own messages can be edited and sent again.</source>
            <translation>Só é possível editar e reenviar suas próprias mensagens.</translation>
        </message>
        <message>
            <source>The web is off: turn it on in Settings ▸ Web. The message went without it.</source>
            <translation>A web está desligada: ligue-a em Configurações ▸ Web. A mensagem foi enviada sem ela.</translation>
        </message>
        <message>
            <source>The model was loaded for {parallel} replies at once, not {n}: load it again after changing the number in Settings.</source>
            <translation>O modelo foi carregado para {parallel} respostas de uma vez, não {n}: carregue-o de novo depois de mudar o número nas Configurações.</translation>
        </message>
        <message>
            <source>The other replies are saved, but not all their caches: {error}</source>
            <translation>As outras respostas foram salvas, mas nem todos os caches delas: {error}</translation>
        </message>
        <message>
            <source>There is no other version of that message.</source>
            <translation>Não há outra versão dessa mensagem.</translation>
        </message>
        <message>
            <source>That message is no longer in this chat.</source>
            <translation>Essa mensagem não está mais nesta conversa.</translation>
        </message>
        <message>
            <source>There is no reply to continue.</source>
            <translation>Não há nenhuma resposta para continuar.</translation>
        </message>
        <message>
            <source>The tools of {name} are not available: {why}</source>
            <translation>As ferramentas de {name} não estão disponíveis: {why}</translation>
        </message>
        <message>
            <source>The tool {name} ({server}) is left out: {error}</source>
            <translation>A ferramenta {name} ({server}) ficou de fora: {error}</translation>
        </message>
        <message>
            <source>The tool {name} is left out: {error}</source>
            <translation>A ferramenta {name} ficou de fora: {error}</translation>
        </message>
        <message>
            <source>This chat's replies cannot be held to its setting: {error}</source>
            <translation>As respostas desta conversa não podem seguir a configuração dela: {error}</translation>
        </message>
        <message>
            <source>{error}. The model is told the file is no longer available.</source>
            <translation>{error}. O modelo é avisado de que o arquivo não está mais disponível.</translation>
        </message>
        <message>
            <source>The chat is saved, but its cache could not be: {error}</source>
            <translation>A conversa foi salva, mas o cache dela não: {error}</translation>
        </message>
        <message>
            <source>No chat is open.</source>
            <translation>Nenhuma conversa aberta.</translation>
        </message>
        <message>
            <source>The model's chat template failed, so Emberly uses its built-in {format} format now. ({error})</source>
            <translation>O template de conversa do modelo falhou, então o Emberly agora usa o formato {format} embutido. ({error})</translation>
        </message>
    </context>
    <context>
        <name>Server</name>
        <message>
            <source>Off</source>
            <translation>Desligado</translation>
        </message>
        <message numerus="yes">
            <source>%Ln request served</source>
            <translation>
                <numerusform>%Ln requisição atendida</numerusform>
                <numerusform>%Ln requisições atendidas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln requests served</source>
            <translation>
                <numerusform>%Ln requisição atendida</numerusform>
                <numerusform>%Ln requisições atendidas</numerusform>
            </translation>
        </message>
        <message>
            <source>running: {request}</source>
            <translation>executando: {request}</translation>
        </message>
        <message numerus="yes">
            <source>%n waiting</source>
            <translation>
                <numerusform>%n aguardando</numerusform>
                <numerusform>%n aguardando</numerusform>
            </translation>
        </message>
        <message>
            <source>no model loaded: requests are refused</source>
            <translation>nenhum modelo carregado: as requisições são recusadas</translation>
        </message>
        <message>
            <source>Local API server</source>
            <translation>Servidor de API local</translation>
        </message>
        <message>
            <source>Other apps on this computer (editors, notes, scripts) can use the model loaded here through an OpenAI-compatible API: point them at the address below with the key. Your chats in this window are never touched, and conversations a client sends again continue warm.</source>
            <translation>Outros apps neste computador (editores, notas, scripts) podem usar o modelo carregado aqui por meio de uma API compatível com a OpenAI: aponte-os para o endereço abaixo, com a chave. Suas conversas nesta janela nunca são tocadas, e as conversas que um cliente envia de novo continuam quentes.</translation>
        </message>
        <message>
            <source>Serve the loaded model to other apps</source>
            <translation>Servir o modelo carregado para outros apps</translation>
        </message>
        <message>
            <source>Allow other computers on my network</source>
            <translation>Permitir outros computadores da minha rede</translation>
        </message>
        <message>
            <source>⚠ Anyone on your network who has the key can use the model.</source>
            <translation>⚠ Qualquer pessoa na sua rede que tenha a chave pode usar o modelo.</translation>
        </message>
        <message>
            <source>none (browser pages may not call it); e.g. http://localhost:3000</source>
            <translation>nenhuma (páginas do navegador não podem chamá-lo); ex.: http://localhost:3000</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Chave de API</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Copy key</source>
            <translation>Copiar chave</translation>
        </message>
        <message>
            <source>New key</source>
            <translation>Nova chave</translation>
        </message>
        <message>
            <source>Make a new key: apps using the old one must be given the new one</source>
            <translation>Criar uma nova chave: os apps que usam a antiga precisam receber a nova</translation>
        </message>
        <message>
            <source>Stop the request</source>
            <translation>Parar a requisição</translation>
        </message>
        <message>
            <source>Requests served</source>
            <translation>Requisições atendidas</translation>
        </message>
        <message>
            <source>Each request served appears here, with its tokens and time.</source>
            <translation>Cada requisição atendida aparece aqui, com os tokens e o tempo dela.</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>Porta</translation>
        </message>
        <message>
            <source>Browser origins</source>
            <translation>Origens do navegador</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Endereço</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>The key is kept {place}.</source>
            <translation>Onde a chave fica guardada: {place}.</translation>
        </message>
        <message>
            <source>Let apps have the web searched first (web_search_options)</source>
            <translation>Deixar os apps pedirem uma busca na web antes (web_search_options)</translation>
        </message>
        <message>
            <source>With the search service of Settings ▸ Web: the pages read go into the request's prompt, and the reply cites them. Off: such requests are refused.</source>
            <translation>Com o serviço de busca de Configurações ▸ Web: as páginas lidas entram no prompt da requisição, e a resposta as cita. Desligado: essas requisições são recusadas.</translation>
        </message>
        <message>
            <source>for this run only (no usable keyring, and the key file could not be written)</source>
            <translation>só durante esta execução (não há chaveiro utilizável, e não foi possível gravar o arquivo da chave)</translation>
        </message>
        <message>
            <source>in the system keyring</source>
            <translation>no chaveiro do sistema</translation>
        </message>
        <message>
            <source>in {file} (readable by you only)</source>
            <translation>em {file} (só você pode ler)</translation>
        </message>
    </context>
    <context>
        <name>Servers</name>
        <message>
            <source>Server address</source>
            <translation>Endereço do servidor</translation>
        </message>
        <message>
            <source>optional</source>
            <translation>opcional</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Chave de API</translation>
        </message>
        <message>
            <source>Add server</source>
            <translation>Adicionar servidor</translation>
        </message>
        <message>
            <source>Servers and their models</source>
            <translation>Servidores e seus modelos</translation>
        </message>
        <message>
            <source>Server and its models</source>
            <translation>Servidor e seus modelos</translation>
        </message>
        <message>
            <source>Context</source>
            <translation>Contexto</translation>
        </message>
        <message>
            <source>Add a server to chat with the models it serves.</source>
            <translation>Adicione um servidor para conversar com os modelos que ele serve.</translation>
        </message>
        <message>
            <source>Test again</source>
            <translation>Testar de novo</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Remover</translation>
        </message>
        <message>
            <source>Chat with this model</source>
            <translation>Conversar com este modelo</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Endereço</translation>
        </message>
        <message>
            <source>{url} could not be asked ({error}).</source>
            <translation>Não foi possível consultar {url} ({error}).</translation>
        </message>
        <message>
            <source>Asking {url}…</source>
            <translation>Consultando {url}…</translation>
        </message>
        <message>
            <source>Added {url}.</source>
            <translation>{url} adicionado.</translation>
        </message>
        <message>
            <source>cannot be reached</source>
            <translation>inacessível</translation>
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
            <translation>{server} em {url}</translation>
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
            <translation>As conversas são retomadas a partir dos arquivos de slot do servidor quando ele roda com --slot-save-path (e com -np definido, para que cada conversa mantenha o próprio slot).</translation>
        </message>
        <message>
            <source>Cache on server: prefix only. A reopened chat is read again by the server, unless it still holds the start of it.</source>
            <translation>Cache no servidor: só o prefixo. Uma conversa reaberta é lida de novo pelo servidor, a menos que ele ainda guarde o início dela.</translation>
        </message>
        <message>
            <source>Removed {url}.</source>
            <translation>{url} removido.</translation>
        </message>
        <message>
            <source>There is no system keyring here, so the key is kept only until Emberly closes.</source>
            <translation>Não há chaveiro do sistema aqui, então a chave só fica guardada até o Emberly fechar.</translation>
        </message>
        <message>
            <source>OpenAI-compatible server</source>
            <translation>Servidor compatível com a OpenAI</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>Follow the system</source>
            <translation>Seguir o sistema</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Escuro</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Procurar…</translation>
        </message>
        <message>
            <source>Choose a folder</source>
            <translation>Escolha uma pasta</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>Escolha um modelo</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf)</source>
            <translation>Modelos GGUF (*.gguf)</translation>
        </message>
        <message>
            <source>System size</source>
            <translation>Tamanho do sistema</translation>
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
            <translation>Configurações</translation>
        </message>
        <message>
            <source>none: documents and libraries are searched by keywords</source>
            <translation>nenhum: documentos e bibliotecas são buscados por palavras-chave</translation>
        </message>
        <message>
            <source>A GGUF embedding model (all-MiniLM-L6-v2, nomic-embed-text, EmbeddingGemma…; Get models lists some): passages are then found by meaning as well as by words</source>
            <translation>Um modelo de embeddings GGUF (all-MiniLM-L6-v2, nomic-embed-text, EmbeddingGemma…; Obter modelos lista alguns): os trechos passam a ser encontrados por significado, além de por palavras</translation>
        </message>
        <message>
            <source>the standard folder for your system</source>
            <translation>a pasta padrão do seu sistema</translation>
        </message>
        <message>
            <source>Default model</source>
            <translation>Modelo padrão</translation>
        </message>
        <message>
            <source>Embedding model</source>
            <translation>Modelo de embeddings</translation>
        </message>
        <message>
            <source>Data folder</source>
            <translation>Pasta de dados</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Tema</translation>
        </message>
        <message>
            <source>Font size</source>
            <translation>Tamanho da fonte</translation>
        </message>
        <message>
            <source>Choose an embedding model</source>
            <translation>Escolha um modelo de embeddings</translation>
        </message>
        <message>
            <source>A new data folder is used from the next start.</source>
            <translation>Uma nova pasta de dados passa a ser usada a partir da próxima inicialização.</translation>
        </message>
        <message>
            <source>The system's ({language})</source>
            <translation>O do sistema ({language})</translation>
        </message>
        <message>
            <source>off</source>
            <translation>desligado</translation>
        </message>
        <message>
            <source>Versions of a reply written at once by Regenerate ×N (Ctrl+Shift+G). Used from the next model load.</source>
            <translation>Versões de uma resposta escritas de uma vez por Gerar novamente ×N (Ctrl+Shift+G). Vale a partir do próximo carregamento de modelo.</translation>
        </message>
        <message>
            <source>Chat caches on disk</source>
            <translation>Caches de conversa no disco</translation>
        </message>
        <message>
            <source>Regenerate ×N: versions at once</source>
            <translation>Gerar novamente ×N: versões de uma vez</translation>
        </message>
        <message>
            <source>{speculation} (the model picker's Speculation setting)</source>
            <translation>{speculation} (a opção Especulação do seletor de modelos)</translation>
        </message>
        <message>
            <source>Speculation</source>
            <translation>Especulação</translation>
        </message>
        <message>
            <source>Reopen the last chat and model on start</source>
            <translation>Reabrir a última conversa e o último modelo ao iniciar</translation>
        </message>
        <message>
            <source>Off: Emberly starts with a new chat (the default model still loads).</source>
            <translation>Desligado: o Emberly começa com uma nova conversa (o modelo padrão ainda é carregado).</translation>
        </message>
        <message>
            <source>Tell me when a new version of Emberly exists (asks GitHub once a day)</source>
            <translation>Avisar quando houver uma nova versão do Emberly (consulta o GitHub uma vez por dia)</translation>
        </message>
        <message>
            <source>Local API server ({state})…</source>
            <translation>Servidor de API local ({state})…</translation>
        </message>
        <message>
            <source>Other apps on this computer (editors, scripts, aider, Continue) can use the loaded model through an OpenAI-compatible API: its address, key, port and browser origins</source>
            <translation>Outros apps neste computador (editores, scripts, aider, Continue) podem usar o modelo carregado por meio de uma API compatível com a OpenAI: endereço, chave, porta e origens do navegador</translation>
        </message>
        <message>
            <source>Local server</source>
            <translation>Servidor local</translation>
        </message>
        <message>
            <source>Tools (MCP servers: {n})…</source>
            <translation>Ferramentas (servidores MCP: {n})…</translation>
        </message>
        <message>
            <source>Programs and addresses whose tools the model may call in the chats where you turn them on: add them, import an mcp.json, read their logs</source>
            <translation>Programas e endereços cujas ferramentas o modelo pode chamar nas conversas em que você as ativar: adicione-os, importe um mcp.json, leia os logs deles</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>Ferramentas</translation>
        </message>
        <message>
            <source>off</source>
            <comment>the web search</comment>
            <translation>desligada</translation>
        </message>
        <message>
            <source>Web ({provider})…</source>
            <translation>Web ({provider})…</translation>
        </message>
        <message>
            <source>Search the web for a message (the composer's Web button): where searches go, and what leaves your computer</source>
            <translation>Buscar na web para uma mensagem (o botão Web da caixa de mensagem): para onde vão as buscas e o que sai do seu computador</translation>
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
            <translation>{error} Por enquanto, o Emberly guarda as conversas e os modelos em {folder}.</translation>
        </message>
        <message>
            <source>{error} Nor can the standard one: {reason}</source>
            <translation>{error} A pasta padrão também não pode ser usada: {reason}</translation>
        </message>
        <message>
            <source>The settings file</source>
            <translation>O arquivo de configurações</translation>
        </message>
        <message>
            <source>The settings file is not a JSON object</source>
            <translation>O arquivo de configurações não é um objeto JSON</translation>
        </message>
        <message>
            <source>Your settings could not be read ({error}); Emberly uses its defaults. The old file is kept as {name}.</source>
            <translation>Não foi possível ler suas configurações ({error}); o Emberly usa os padrões. O arquivo antigo foi mantido como {name}.</translation>
        </message>
        <message>
            <source>Some settings had values Emberly cannot use ({names}); they are back to their defaults, or those entries left out.</source>
            <translation>Algumas configurações tinham valores que o Emberly não pode usar ({names}); elas voltaram aos padrões, ou essas entradas ficaram de fora.</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Warm: reopens from its saved cache</source>
            <translation>Quente: reabre a partir do cache salvo</translation>
        </message>
        <message>
            <source>Cold: will be re-read when opened</source>
            <translation>Fria: será relida ao ser aberta</translation>
        </message>
        <message>
            <source>Stale: its cache is for other model settings</source>
            <translation>Desatualizada: o cache dela é de outras configurações do modelo</translation>
        </message>
        <message>
            <source>{title}, {when}, cache warm</source>
            <translation>{title}, {when}, cache quente</translation>
        </message>
        <message>
            <source>{title}, {when}, cache cold</source>
            <translation>{title}, {when}, cache frio</translation>
        </message>
        <message>
            <source>{title}, {when}, cache stale</source>
            <translation>{title}, {when}, cache desatualizado</translation>
        </message>
        <message>
            <source>Search chats (Ctrl+K)</source>
            <translation>Buscar conversas (Ctrl+K)</translation>
        </message>
        <message>
            <source>Search chats</source>
            <translation>Buscar conversas</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>Limpar a busca</translation>
        </message>
        <message>
            <source>New chat</source>
            <translation>Nova conversa</translation>
        </message>
        <message>
            <source>New chat (Ctrl+N)</source>
            <translation>Nova conversa (Ctrl+N)</translation>
        </message>
        <message>
            <source>Chats</source>
            <translation>Conversas</translation>
        </message>
        <message>
            <source>Reading your chats…</source>
            <translation>Lendo suas conversas…</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>Fixadas</translation>
        </message>
        <message>
            <source>{title}, {when}, empty</source>
            <translation>{title}, {when}, vazia</translation>
        </message>
        <message>
            <source>, forked from {title}</source>
            <translation>, ramificada de {title}</translation>
        </message>
        <message numerus="yes">
            <source>%n message(s) · {when}</source>
            <translation>
                <numerusform>%n mensagem · {when}</numerusform>
                <numerusform>%n mensagens · {when}</numerusform>
            </translation>
        </message>
        <message>
            <source>Forked from “{title}”</source>
            <translation>Ramificada de “{title}”</translation>
        </message>
        <message>
            <source>Today</source>
            <translation>Hoje</translation>
        </message>
        <message>
            <source>Yesterday</source>
            <translation>Ontem</translation>
        </message>
        <message>
            <source>Previous 7 days</source>
            <translation>Últimos 7 dias</translation>
        </message>
        <message>
            <source>Older</source>
            <translation>Mais antigas</translation>
        </message>
        <message>
            <source> ({tokens} tokens, {size})</source>
            <translation> ({tokens} tokens, {size})</translation>
        </message>
        <message>
            <source>Last opened: restored in {ms} ms</source>
            <translation>Última abertura: restaurada em {ms} ms</translation>
        </message>
        <message>
            <source>Last opened: re-read in {s} s</source>
            <translation>Última abertura: relida em {s} s</translation>
        </message>
    </context>
    <context>
        <name>Speculation</name>
        <message>
            <source>Runs with a q8_0 or q4_0 KV cache only: with f16 a batch of tokens and a single one round differently here, and a reply must not change.</source>
            <translation>Funciona só com cache KV q8_0 ou q4_0: com f16, um lote de tokens e um token sozinho são arredondados de forma diferente aqui, e uma resposta não pode mudar.</translation>
        </message>
        <message>
            <source>Replies stay exactly what they would be without it, only faster where guesses are right.</source>
            <translation>As respostas ficam exatamente como seriam sem ela, só mais rápidas quando os palpites acertam.</translation>
        </message>
        <message>
            <source>Speculative decoding: guesses of the next tokens, checked by the model in one step</source>
            <translation>Decodificação especulativa: palpites dos próximos tokens, verificados pelo modelo em um só passo</translation>
        </message>
        <message>
            <source>A draft model for it: {name} ({size}), in Get models; once beside this model it is offered here.</source>
            <translation>Um modelo de rascunho para ela: {name} ({size}), em Obter modelos; quando estiver ao lado deste modelo, ele aparece aqui.</translation>
        </message>
        <message>
            <source>its own MTP head (multi-token prediction)</source>
            <translation>a própria cabeça MTP do modelo (previsão de múltiplos tokens)</translation>
        </message>
        <message>
            <source>guesses from the chat (prompt lookup)</source>
            <translation>palpites a partir da conversa (prompt lookup)</translation>
        </message>
        <message>
            <source>draft model: {name}</source>
            <translation>modelo de rascunho: {name}</translation>
        </message>
        <message>
            <source>off</source>
            <translation>desligada</translation>
        </message>
        <message>
            <source>The draft model did not load: {error}</source>
            <translation>O modelo de rascunho não carregou: {error}</translation>
        </message>
        <message>
            <source>{name} cannot draft for this model: {reason}.</source>
            <translation>{name} não pode servir de rascunho para este modelo: {reason}.</translation>
        </message>
        <message>
            <source>its tokenizer is of another kind</source>
            <translation>o tokenizador dele é de outro tipo</translation>
        </message>
        <message>
            <source>its vocabulary has {count} tokens, this model's {target}</source>
            <translation>o vocabulário dele tem {count} tokens; o deste modelo, {target}</translation>
        </message>
        <message>
            <source>its {token} token is another</source>
            <translation>o token {token} dele é diferente</translation>
        </message>
        <message>
            <source>token {token} is {there} there, {here} here</source>
            <translation>o token {token} é {there} lá e {here} aqui</translation>
        </message>
        <message>
            <source>prompt lookup</source>
            <translation>prompt lookup</translation>
        </message>
        <message>
            <source>off: {reason}</source>
            <translation>desligada: {reason}</translation>
        </message>
        <message>
            <source>no drafter</source>
            <translation>sem gerador de rascunhos</translation>
        </message>
        <message>
            <source>draft model {name}</source>
            <translation>modelo de rascunho {name}</translation>
        </message>
        <message>
            <source>the model's own MTP head</source>
            <translation>a própria cabeça MTP do modelo</translation>
        </message>
        <message>
            <source>{drafter}, up to {count} guesses checked at once</source>
            <translation>{drafter}, até {count} palpites verificados de uma vez</translation>
        </message>
        <message>
            <source>turned off</source>
            <translation>definida assim na opção Especulação</translation>
        </message>
        <message>
            <source>an encoder-decoder model decodes after its encoder: its memory cannot drop a refused guess</source>
            <translation>um modelo codificador-decodificador decodifica depois do codificador: a memória dele não consegue descartar um palpite recusado</translation>
        </message>
        <message>
            <source>it needs a q8_0 or q4_0 KV cache and flash attention</source>
            <translation>precisa de um cache KV q8_0 ou q4_0 e de flash attention</translation>
        </message>
        <message>
            <source>the model's memory cannot drop the guesses it refuses</source>
            <translation>a memória do modelo não consegue descartar os palpites que ele recusa</translation>
        </message>
        <message>
            <source>this model's kernels give a batch other logits than a single token on this computer</source>
            <translation>os kernels deste modelo dão a um lote logits diferentes dos de um token sozinho neste computador</translation>
        </message>
    </context>
    <context>
        <name>StateFiles</name>
        <message>
            <source>another model file</source>
            <translation>outro arquivo de modelo</translation>
        </message>
        <message>
            <source>another version of llama-cpp-python</source>
            <translation>outra versão do llama-cpp-python</translation>
        </message>
        <message>
            <source>another build of llama.cpp</source>
            <translation>outra build do llama.cpp</translation>
        </message>
        <message>
            <source>another context size</source>
            <translation>outro tamanho de contexto</translation>
        </message>
        <message>
            <source>another KV cache type</source>
            <translation>outro tipo de cache KV</translation>
        </message>
        <message>
            <source>another flash-attention setting</source>
            <translation>outra configuração de flash attention</translation>
        </message>
        <message>
            <source>another sliding-window setting</source>
            <translation>outra configuração de janela deslizante</translation>
        </message>
        <message>
            <source>another micro-batch size</source>
            <translation>outro tamanho de microlote</translation>
        </message>
        <message>
            <source>another GPU offload setting</source>
            <translation>outra configuração de camadas na GPU</translation>
        </message>
        <message>
            <source>another compute device</source>
            <translation>outro dispositivo de processamento</translation>
        </message>
        <message>
            <source>another number of parallel replies</source>
            <translation>outro número de respostas em paralelo</translation>
        </message>
        <message>
            <source>The sidecar of {name} is unreadable ({error}).</source>
            <translation>O arquivo de metadados de {name} está ilegível ({error}).</translation>
        </message>
        <message>
            <source>No saved cache at {name}.</source>
            <translation>Não há cache salvo em {name}.</translation>
        </message>
        <message>
            <source>The saved cache {name} has no sidecar, so it cannot be trusted.</source>
            <translation>O cache salvo {name} não tem arquivo de metadados, então não é confiável.</translation>
        </message>
        <message>
            <source>{reasons}, {reason}</source>
            <translation>{reasons}, {reason}</translation>
        </message>
        <message>
            <source>its record</source>
            <translation>o arquivo de dados dele</translation>
        </message>
        <message>
            <source>no saved cache on the server</source>
            <translation>nenhum cache salvo no servidor</translation>
        </message>
        <message>
            <source>its record is unreadable ({error})</source>
            <translation>o arquivo de dados dele está ilegível ({error})</translation>
        </message>
        <message>
            <source>its record is not one Emberly wrote</source>
            <translation>o arquivo de dados dele não foi gravado pelo Emberly</translation>
        </message>
        <message>
            <source>it was saved on another server ({url})</source>
            <translation>foi salvo em outro servidor ({url})</translation>
        </message>
        <message>
            <source>the server's {fields} changed since it was saved</source>
            <translation>desde que foi salvo, mudou no servidor: {fields}</translation>
        </message>
        <message>
            <source>llama.cpp could not write {name} (disk full or folder not writable?)</source>
            <translation>o llama.cpp não conseguiu gravar {name} (disco cheio ou pasta sem permissão de gravação?)</translation>
        </message>
        <message>
            <source>The chat's cache could not be saved to {folder}: {reason}</source>
            <translation>Não foi possível salvar o cache da conversa em {folder}: {reason}</translation>
        </message>
        <message>
            <source>The saved cache was made with {reasons}.</source>
            <translation>O cache salvo foi feito com {reasons}.</translation>
        </message>
        <message>
            <source>the file changed while it was read</source>
            <translation>o arquivo mudou enquanto era lido</translation>
        </message>
        <message>
            <source>The saved cache {name} could not be read: {error}</source>
            <translation>Não foi possível ler o cache salvo {name}: {error}</translation>
        </message>
        <message>
            <source>No saved cache at {name}: that is not a file.</source>
            <translation>Não há cache salvo em {name}: isso não é um arquivo.</translation>
        </message>
        <message>
            <source>The saved cache {name} has {size} bytes, not {expected}.</source>
            <translation>O cache salvo {name} tem {size} bytes, não {expected}.</translation>
        </message>
        <message>
            <source>The saved cache {name} is damaged (checksum mismatch).</source>
            <translation>O cache salvo {name} está corrompido (o checksum não confere).</translation>
        </message>
        <message>
            <source>The saved cache {name} is too short.</source>
            <translation>O cache salvo {name} é curto demais.</translation>
        </message>
        <message>
            <source>{name} is not a llama.cpp sequence state of this version.</source>
            <translation>{name} não é um estado de sequência do llama.cpp desta versão.</translation>
        </message>
        <message>
            <source>{name} holds {count} tokens where its sidecar says {expected}.</source>
            <translation>{name} contém {count} tokens, mas o arquivo de metadados dele indica {expected}.</translation>
        </message>
        <message>
            <source>{name} holds tokens that are not in this model's vocabulary.</source>
            <translation>{name} contém tokens que não estão no vocabulário deste modelo.</translation>
        </message>
        <message>
            <source>llama.cpp refused the saved cache data.</source>
            <translation>O llama.cpp recusou os dados do cache salvo.</translation>
        </message>
        <message>
            <source>The chat's checkpoints could not be saved: {reason}</source>
            <translation>Não foi possível salvar os checkpoints da conversa: {reason}</translation>
        </message>
        <message>
            <source>No extras saved with {name}.</source>
            <translation>Não há dados extras salvos com {name}.</translation>
        </message>
        <message>
            <source>The extras of {name} could not be read: {error}</source>
            <translation>Não foi possível ler os dados extras de {name}: {error}</translation>
        </message>
        <message>
            <source>The extras of {name} are damaged.</source>
            <translation>Os dados extras de {name} estão corrompidos.</translation>
        </message>
        <message>
            <source>The extras of {name} are unreadable ({error}).</source>
            <translation>Os dados extras de {name} estão ilegíveis ({error}).</translation>
        </message>
        <message>
            <source>The extras next to {name} belong to another save of it.</source>
            <translation>Os dados extras ao lado de {name} pertencem a outro salvamento dele.</translation>
        </message>
        <message>
            <source>The extras of {name} do not fit their state file.</source>
            <translation>Os dados extras de {name} não batem com o arquivo de estado.</translation>
        </message>
        <message>
            <source>{name} restored cells up to position {last} for {count} tokens</source>
            <translation>{name} restaurou células até a posição {last} para {count} tokens</translation>
        </message>
    </context>
    <context>
        <name>Tools</name>
        <message>
            <source>Allow a tool call?</source>
            <translation>Permitir uma chamada de ferramenta?</translation>
        </message>
        <message>
            <source>The model wants to call &lt;b&gt;{tool}&lt;/b&gt; from {server} with:</source>
            <translation>O modelo quer chamar &lt;b&gt;{tool}&lt;/b&gt; de {server} com:</translation>
        </message>
        <message>
            <source>The model wants to call &lt;b&gt;{tool}&lt;/b&gt; with:</source>
            <translation>O modelo quer chamar &lt;b&gt;{tool}&lt;/b&gt; com:</translation>
        </message>
        <message>
            <source>Arguments</source>
            <translation>Argumentos</translation>
        </message>
        <message>
            <source>Allow once</source>
            <translation>Permitir uma vez</translation>
        </message>
        <message>
            <source>Always allow {tool}</source>
            <translation>Sempre permitir {tool}</translation>
        </message>
        <message>
            <source>Decline</source>
            <translation>Recusar</translation>
        </message>
        <message>
            <source>Never allow {tool}</source>
            <translation>Nunca permitir {tool}</translation>
        </message>
        <message>
            <source>An MCP server in the settings is left out: {problem}</source>
            <translation>Um servidor MCP das configurações foi deixado de fora: {problem}</translation>
        </message>
        <message>
            <source>Running a tool…</source>
            <translation>Executando uma ferramenta…</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>Escrevendo…</translation>
        </message>
        <message>
            <source>Tools (MCP servers)</source>
            <translation>Ferramentas (servidores MCP)</translation>
        </message>
        <message>
            <source>MCP servers</source>
            <translation>Servidores MCP</translation>
        </message>
        <message>
            <source>Servers whose tools the model may call, in the chats where you turn them on (Chat settings). Each call asks you first, unless you always allow that tool.</source>
            <translation>Servidores cujas ferramentas o modelo pode chamar, nas conversas em que você as ativar (Configurações da conversa). Cada chamada pede sua permissão antes, a menos que você sempre permita aquela ferramenta.</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>Adicionar…</translation>
        </message>
        <message>
            <source>Edit…</source>
            <translation>Editar…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Remover</translation>
        </message>
        <message>
            <source>Import mcp.json…</source>
            <translation>Importar mcp.json…</translation>
        </message>
        <message>
            <source>Tools…</source>
            <translation>Ferramentas…</translation>
        </message>
        <message>
            <source>Show log</source>
            <translation>Mostrar log</translation>
        </message>
        <message numerus="yes">
            <source>Ask again for every tool (%n remembered)</source>
            <translation>
                <numerusform>Perguntar de novo para todas as ferramentas (%n lembrada)</numerusform>
                <numerusform>Perguntar de novo para todas as ferramentas (%n lembradas)</numerusform>
            </translation>
        </message>
        <message>
            <source>Left out: {problems}</source>
            <translation>Deixados de fora: {problems}</translation>
        </message>
        <message>
            <source>Import an mcp.json</source>
            <translation>Importar um mcp.json</translation>
        </message>
        <message>
            <source>MCP settings (*.json)</source>
            <translation>Configurações MCP (*.json)</translation>
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

Deixados de fora:
{problems}</translation>
        </message>
        <message>
            <source>{name}: its tools</source>
            <translation>{name}: ferramentas</translation>
        </message>
        <message>
            <source>{name}: its log</source>
            <translation>{name}: log</translation>
        </message>
        <message>
            <source>A server at an address keeps its own log, where it runs; Emberly has none for it. A failed call says what went wrong.</source>
            <translation>Um servidor em um endereço mantém o próprio log, onde ele roda; o Emberly não tem nenhum para ele. Uma chamada que falha diz o que deu errado.</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>(vazio)</translation>
        </message>
        <message>
            <source>Nothing logged yet: the server has not been started.</source>
            <translation>Nada registrado ainda: o servidor não foi iniciado.</translation>
        </message>
        <message>
            <source>{name}: its log ({path})</source>
            <translation>{name}: log ({path})</translation>
        </message>
        <message>
            <source>Every tool asks again</source>
            <translation>Todas as ferramentas perguntam de novo</translation>
        </message>
        <message>
            <source>MCP server</source>
            <translation>Servidor MCP</translation>
        </message>
        <message>
            <source>A program on this computer (stdio)</source>
            <translation>Um programa neste computador (stdio)</translation>
        </message>
        <message>
            <source>An address (streamable HTTP)</source>
            <translation>Um endereço (HTTP streamable)</translation>
        </message>
        <message>
            <source>npx, uvx, python, /path/to/server</source>
            <translation>npx, uvx, python, /caminho/para/servidor</translation>
        </message>
        <message>
            <source>NAME=value, one a line (kept in the system keyring)</source>
            <translation>NOME=valor, um por linha (guardado no chaveiro do sistema)</translation>
        </message>
        <message>
            <source>Authorization: Bearer …, one a line (kept in the system keyring)</source>
            <translation>Authorization: Bearer …, um por linha (guardado no chaveiro do sistema)</translation>
        </message>
        <message>
            <source> s</source>
            <comment>seconds</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>Let this server see the chat's library folders</source>
            <translation>Deixar este servidor ver as pastas das bibliotecas da conversa</translation>
        </message>
        <message>
            <source>Sent as the server's MCP roots: the folders of the libraries the open chat searches (none when it searches none). A file server then works in those folders instead of the ones in its arguments.</source>
            <translation>Enviadas como as raízes MCP do servidor: as pastas das bibliotecas em que a conversa aberta busca (nenhuma, quando ela não busca em nenhuma). Um servidor de arquivos então trabalha nessas pastas em vez das que estão nos argumentos dele.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
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
            <translation>Pasta</translation>
        </message>
        <message>
            <source>Environment</source>
            <translation>Ambiente</translation>
        </message>
        <message>
            <source>URL</source>
            <translation>URL</translation>
        </message>
        <message>
            <source>Headers</source>
            <translation>Cabeçalhos</translation>
        </message>
        <message>
            <source>Time limit</source>
            <translation>Tempo limite</translation>
        </message>
        <message>
            <source>Folders</source>
            <translation>Pastas</translation>
        </message>
        <message>
            <source>{line} has no {separator}</source>
            <translation>{line} não tem {separator}</translation>
        </message>
        <message>
            <source>it runs only as an MCP task (taskSupport "required"), which Emberly does not support</source>
            <translation>só roda como tarefa MCP (taskSupport "required"), o que o Emberly não suporta</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize); its log: {log}</source>
            <translation>{server} não iniciou em {seconds} s (nunca respondeu ao initialize); log: {log}</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize; {note}); its log: {log}</source>
            <translation>{server} não iniciou em {seconds} s (nunca respondeu ao initialize; {note}); log: {log}</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize) (at {address})</source>
            <translation>{server} não iniciou em {seconds} s (nunca respondeu ao initialize) (em {address})</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize; {note}) (at {address})</source>
            <translation>{server} não iniciou em {seconds} s (nunca respondeu ao initialize; {note}) (em {address})</translation>
        </message>
        <message>
            <source>{server} could not start: {error}; its log: {log}</source>
            <translation>{server} não conseguiu iniciar: {error}; log: {log}</translation>
        </message>
        <message>
            <source>{server} could not start: {error} (at {address})</source>
            <translation>{server} não conseguiu iniciar: {error} (em {address})</translation>
        </message>
        <message>
            <source>The tools did not answer within {seconds} s.</source>
            <translation>As ferramentas não responderam em {seconds} s.</translation>
        </message>
        <message>
            <source>{server}

Its tools could not be listed: {problem}</source>
            <translation>{server}

Não foi possível listar as ferramentas dele: {problem}</translation>
        </message>
        <message>
            <source>{server}: 1 tool offered to the model</source>
            <translation>{server}: 1 ferramenta oferecida ao modelo</translation>
        </message>
        <message>
            <source>{server}: {count} tools offered to the model</source>
            <translation>{server}: {count} ferramentas oferecidas ao modelo</translation>
        </message>
        <message>
            <source>… and {count} more</source>
            <translation>… e mais {count}</translation>
        </message>
        <message>
            <source>Left out ({count}):</source>
            <translation>Deixadas de fora ({count}):</translation>
        </message>
        <message>
            <source>{name}: {reason}</source>
            <translation>{name}: {reason}</translation>
        </message>
        <message>
            <source>not an object</source>
            <translation>não é um objeto</translation>
        </message>
        <message>
            <source>an argument</source>
            <translation>um argumento</translation>
        </message>
        <message>
            <source>The file has {count} characters: an mcp.json has far fewer.</source>
            <translation>O arquivo tem {count} caracteres: um mcp.json tem bem menos.</translation>
        </message>
        <message>
            <source>The file is not JSON: {error}</source>
            <translation>O arquivo não é JSON: {error}</translation>
        </message>
        <message>
            <source>The file has no "mcpServers" object.</source>
            <translation>O arquivo não tem nenhum objeto "mcpServers".</translation>
        </message>
        <message>
            <source>{count} more servers left out (at most {most}).</source>
            <translation>Mais {count} servidores ficaram de fora (no máximo {most}).</translation>
        </message>
        <message>
            <source>an mcp.json can</source>
            <translation>um mcp.json pode ter</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {reason}.</source>
            <translation>Não é possível importar {name}: {reason}.</translation>
        </message>
        <message>
            <source>{name}: {error}</source>
            <translation>{name}: {error}</translation>
        </message>
        <message>
            <source>a name of letters, digits, spaces, dots, dashes or underscores (at most 64) is needed</source>
            <translation>é preciso um nome com letras, dígitos, espaços, pontos, hifens ou sublinhados (no máximo 64)</translation>
        </message>
        <message>
            <source>timeout must be seconds between 1 and 3600</source>
            <translation>timeout precisa ser um número de segundos entre 1 e 3600</translation>
        </message>
        <message>
            <source>args must be a list of at most {count} strings</source>
            <translation>args precisa ser uma lista de no máximo {count} strings</translation>
        </message>
        <message>
            <source>url must be an http:// or https:// address</source>
            <translation>url precisa ser um endereço http:// ou https://</translation>
        </message>
        <message>
            <source>SSE servers (the older HTTP transport) are not supported: use its streamable HTTP address</source>
            <translation>servidores SSE (o transporte HTTP antigo) não são suportados: use o endereço HTTP streamable dele</translation>
        </message>
        <message>
            <source>unknown type {type} (stdio or http)</source>
            <translation>tipo desconhecido {type} (stdio ou http)</translation>
        </message>
        <message>
            <source>{what} must be a string of at most {count} characters</source>
            <translation>{what} precisa ser uma string de no máximo {count} caracteres</translation>
        </message>
        <message>
            <source>{what} must be an object of at most {count} strings</source>
            <translation>{what} precisa ser um objeto de no máximo {count} strings</translation>
        </message>
        <message>
            <source>{what} must map names to strings (at most {count} characters)</source>
            <translation>{what} precisa associar nomes a strings (de no máximo {count} caracteres)</translation>
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
            <translation>O Emberly pode avisar quando houver uma nova versão: uma vez por dia ele pede ao GitHub o número e as notas da versão mais recente. Nada é baixado nem instalado.</translation>
        </message>
        <message>
            <source>Tell me</source>
            <translation>Avise-me</translation>
        </message>
        <message>
            <source>Emberly {version} is out: {headline}</source>
            <translation>O Emberly {version} foi lançado: {headline}</translation>
        </message>
        <message>
            <source>Emberly {version} is out.</source>
            <translation>O Emberly {version} foi lançado.</translation>
        </message>
        <message>
            <source>See what is new</source>
            <translation>Ver as novidades</translation>
        </message>
    </context>
    <context>
        <name>Web</name>
        <message>
            <source>Off</source>
            <translation>Desligada</translation>
        </message>
        <message>
            <source>SearXNG: your own instance (private, recommended)</source>
            <translation>SearXNG: sua própria instância (privada, recomendado)</translation>
        </message>
        <message>
            <source>Brave Search API</source>
            <translation>Brave Search API</translation>
        </message>
        <message>
            <source>your SearXNG instance at {url}</source>
            <translation>sua instância SearXNG em {url}</translation>
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
            <translation>Uma mensagem enviada com Web ativado vai para {where} como busca. As páginas encontradas são então lidas nos próprios sites (sem cookies, sem scripts), e os trechos que respondem à mensagem são salvos com ela. Nada mais sai do seu computador.</translation>
        </message>
        <message>
            <source>Web</source>
            <translation>Web</translation>
        </message>
        <message>
            <source>http://searx.lan:8080 (its settings.yml must allow the json format)</source>
            <translation>http://searx.lan:8080 (o settings.yml dela precisa permitir o formato json)</translation>
        </message>
        <message>
            <source>kept in your system's keyring</source>
            <translation>guardada no chaveiro do sistema</translation>
        </message>
        <message>
            <source>none: pages on this computer and its network are never read</source>
            <translation>nenhum: páginas deste computador e da rede dele nunca são lidas</translation>
        </message>
        <message>
            <source>Hosts on this computer's network that pages may be read from, by name (a wiki on the LAN). Your SearXNG instance's host is allowed by itself.</source>
            <translation>Hosts na rede deste computador dos quais páginas podem ser lidas, por nome (um wiki na LAN). O host da sua instância SearXNG já é permitido automaticamente.</translation>
        </message>
        <message>
            <source>Search with</source>
            <translation>Buscar com</translation>
        </message>
        <message>
            <source>SearXNG address</source>
            <translation>Endereço do SearXNG</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Chave de API</translation>
        </message>
        <message>
            <source>Allowed local hosts</source>
            <translation>Hosts locais permitidos</translation>
        </message>
        <message>
            <source>kept in your system's keyring (one is kept: leave empty to keep it)</source>
            <translation>guardada no chaveiro do sistema (já há uma guardada: deixe vazio para mantê-la)</translation>
        </message>
        <message>
            <source>Off: nothing is searched, no page is read.</source>
            <translation>Desligada: nada é buscado, nenhuma página é lida.</translation>
        </message>
        <message>
            <source>The web is off: {provider} needs its API key (Settings ▸ Web).</source>
            <translation>A web está desligada: {provider} precisa da chave de API (Configurações ▸ Web).</translation>
        </message>
        <message>
            <source>{notice}

Send it?</source>
            <translation>{notice}

Enviar?</translation>
        </message>
        <message>
            <source>Search the web</source>
            <translation>Buscar na web</translation>
        </message>
        <message>
            <source>{host} could not be found ({error}): check the address, or your connection.</source>
            <translation>{host} não foi encontrado ({error}): confira o endereço ou sua conexão.</translation>
        </message>
        <message>
            <source>{host} could not be found: check the address, or your connection.</source>
            <translation>{host} não foi encontrado: confira o endereço ou sua conexão.</translation>
        </message>
        <message>
            <source>{host} is an address on this computer or its network ({address}): Emberly reads only public pages, unless you allow {name} in Settings ▸ Web.</source>
            <translation>{host} é um endereço deste computador ou da rede dele ({address}): o Emberly só lê páginas públicas, a menos que você permita {name} em Configurações ▸ Web.</translation>
        </message>
        <message>
            <source>{host} answered {status} for {url}.</source>
            <translation>{host} respondeu {status} para {url}.</translation>
        </message>
        <message>
            <source>{url} is {type}, not a page Emberly reads.</source>
            <translation>{url} é {type}, não uma página que o Emberly leia.</translation>
        </message>
        <message>
            <source>{url} is of no stated type, not a page Emberly reads.</source>
            <translation>{url} não declara nenhum tipo, então não é uma página que o Emberly leia.</translation>
        </message>
        <message>
            <source>{host} sent nothing for {seconds} s: {url} was given up.</source>
            <translation>{host} não enviou nada por {seconds} s: {url} foi abandonada.</translation>
        </message>
        <message>
            <source>{url} could not be read ({error}).</source>
            <translation>Não foi possível ler {url} ({error}).</translation>
        </message>
        <message>
            <source>{url} redirected more than {count} times.</source>
            <translation>{url} redirecionou mais de {count} vezes.</translation>
        </message>
        <message>
            <source>{url} is not a web address.</source>
            <translation>{url} não é um endereço web.</translation>
        </message>
        <message>
            <source>{url} is not an http:// or https:// address.</source>
            <translation>{url} não é um endereço http:// ou https://.</translation>
        </message>
        <message>
            <source>{url} carries a name or password: Emberly does not send those.</source>
            <translation>{url} contém um nome de usuário ou uma senha: o Emberly não envia isso.</translation>
        </message>
        <message>
            <source>{url} redirected to {target}, which is not a web address.</source>
            <translation>{url} redirecionou para {target}, que não é um endereço web.</translation>
        </message>
        <message>
            <source>{url} is larger than {size} MB: Emberly stops reading there.</source>
            <translation>{url} tem mais de {size} MB: o Emberly para de ler aí.</translation>
        </message>
        <message>
            <source>{url} came encoded as {coding}, which Emberly did not ask for.</source>
            <translation>{url} veio codificada como {coding}, o que o Emberly não pediu.</translation>
        </message>
        <message>
            <source>{url} took more than {seconds} s to arrive: it was given up.</source>
            <translation>{url} levou mais de {seconds} s para chegar: foi abandonada.</translation>
        </message>
        <message>
            <source>{url} came as broken gzip ({error}).</source>
            <translation>{url} veio como gzip corrompido ({error}).</translation>
        </message>
        <message>
            <source>{url} is a PDF Emberly cannot read: {error}</source>
            <translation>{url} é um PDF que o Emberly não consegue ler: {error}</translation>
        </message>
        <message>
            <source>{url} has no text to read (a page built by JavaScript, or an empty one).</source>
            <translation>{url} não tem texto para ler (uma página montada por JavaScript, ou vazia).</translation>
        </message>
        <message>
            <source>Brave Search (api.search.brave.com), with your API key</source>
            <translation>Brave Search (api.search.brave.com), com sua chave de API</translation>
        </message>
        <message>
            <source>Tavily (api.tavily.com), with your API key</source>
            <translation>Tavily (api.tavily.com), com sua chave de API</translation>
        </message>
        <message>
            <source>{provider} answered with JSON nested too deeply.</source>
            <translation>{provider} respondeu com JSON com níveis de aninhamento demais.</translation>
        </message>
        <message>
            <source>{provider} answered with something that is not JSON ({error}).</source>
            <translation>{provider} respondeu com algo que não é JSON ({error}).</translation>
        </message>
        <message>
            <source>the release feed</source>
            <translation>o feed de versões</translation>
        </message>
        <message>
            <source>The release feed is not JSON: {error}</source>
            <translation>O feed de versões não é JSON: {error}</translation>
        </message>
        <message>
            <source>The release feed's answer is not a release.</source>
            <translation>A resposta do feed de versões não é uma versão.</translation>
        </message>
        <message>
            <source>The release feed names no version.</source>
            <translation>O feed de versões não informa nenhuma versão.</translation>
        </message>
        <message>
            <source>The release feed's link is not an https address.</source>
            <translation>O link do feed de versões não é um endereço https.</translation>
        </message>
    </context>
    <context>
        <name>WebSearch</name>
        <message>
            <source>Pages from the web are left out: {error}</source>
            <translation>As páginas da web ficaram de fora: {error}</translation>
        </message>
        <message>
            <source>The web was not searched: {error}</source>
            <translation>A busca na web não foi feita: {error}</translation>
        </message>
        <message>
            <source>A page was left out: {error}</source>
            <translation>Uma página ficou de fora: {error}</translation>
        </message>
    </context>
    <context>
        <name>Welcome</name>
        <message>
            <source>Explain how a KV cache speeds up a chat, simply.</source>
            <translation>Explique de forma simples como um cache KV acelera uma conversa.</translation>
        </message>
        <message>
            <source>Write a Python function that checks for a palindrome.</source>
            <translation>Escreva uma função em Python que verifique se um texto é um palíndromo.</translation>
        </message>
        <message>
            <source>Give me three ideas for a quick vegetarian dinner.</source>
            <translation>Me dê três ideias para um jantar vegetariano rápido.</translation>
        </message>
        <message>
            <source>Summarise the plot of Hamlet in five sentences.</source>
            <translation>Resuma o enredo de Hamlet em cinco frases.</translation>
        </message>
        <message>
            <source>The demo model is a tiny base model: it continues text, it does not answer.</source>
            <translation>O modelo de demonstração é um pequeno modelo base: ele continua o texto, não responde.</translation>
        </message>
        <message>
            <source>fits this computer</source>
            <translation>cabe neste computador</translation>
        </message>
        <message>
            <source>tight on this computer's memory</source>
            <translation>no limite da memória deste computador</translation>
        </message>
        <message>
            <source>too big for this computer</source>
            <translation>grande demais para este computador</translation>
        </message>
        <message>
            <source>{name}, {size}: {verdict}</source>
            <translation>{name}, {size}: {verdict}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Boas-vindas</translation>
        </message>
        <message>
            <source>Welcome to Emberly</source>
            <translation>Boas-vindas ao Emberly</translation>
        </message>
        <message>
            <source>Chat with a language model that runs on this computer. Every chat is saved with its memory, so it reopens in an instant, even after a restart.</source>
            <translation>Converse com um modelo de linguagem que roda neste computador. Cada conversa é salva com a memória dela, então reabre num instante, mesmo depois de reiniciar.</translation>
        </message>
        <message>
            <source>Choose a GGUF model file to begin, or get one.</source>
            <translation>Escolha um arquivo de modelo GGUF para começar, ou obtenha um.</translation>
        </message>
        <message>
            <source>Choose a model…</source>
            <translation>Escolher um modelo…</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>Escolher um modelo</translation>
        </message>
        <message>
            <source>Choose a model (Ctrl+O)</source>
            <translation>Escolher um modelo (Ctrl+O)</translation>
        </message>
        <message>
            <source>Get a model…</source>
            <translation>Obter um modelo…</translation>
        </message>
        <message>
            <source>Get a model</source>
            <translation>Obter um modelo</translation>
        </message>
        <message>
            <source>Download a model from the curated list or Hugging Face</source>
            <translation>Baixar um modelo da lista selecionada ou do Hugging Face</translation>
        </message>
        <message>
            <source>Suggested prompts</source>
            <translation>Sugestões de prompts</translation>
        </message>
        <message>
            <source>What shall we talk about?</source>
            <translation>Sobre o que vamos conversar?</translation>
        </message>
        <message>
            <source>Type below, or start from one of these.</source>
            <translation>Digite abaixo ou comece por uma destas sugestões.</translation>
        </message>
        <message>
            <source>Get a chat model</source>
            <translation>Obter um modelo de conversa</translation>
        </message>
        <message>
            <source>Suggested prompt: {text}</source>
            <translation>Prompt sugerido: {text}</translation>
        </message>
        <message>
            <source>Open Get models on {name} ({size})</source>
            <translation>Abrir Obter modelos em {name} ({size})</translation>
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
            <translation>A ação do aviso</translation>
        </message>
        <message>
            <source>Close the notice</source>
            <translation>Fechar o aviso</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>Code copied</source>
            <translation>Código copiado</translation>
        </message>
        <message>
            <source>The local API server is off: {error}</source>
            <translation>O servidor de API local está desligado: {error}</translation>
        </message>
        <message>
            <source>Loading {name}…</source>
            <translation>Carregando {name}…</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>Conectando a {url}…</translation>
        </message>
        <message>
            <source>Your message goes as soon as the model is ready…</source>
            <translation>Sua mensagem será enviada assim que o modelo estiver pronto…</translation>
        </message>
        <message>
            <source>Choose a model first (Ctrl+O)</source>
            <translation>Escolha um modelo primeiro (Ctrl+O)</translation>
        </message>
        <message>
            <source>A document or image is still being read: send once its chip shows it is in</source>
            <translation>Um documento ou imagem ainda está sendo lido: envie quando o chip dele mostrar que está pronto</translation>
        </message>
        <message>
            <source>Reply copied</source>
            <translation>Resposta copiada</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copiado</translation>
        </message>
        <message>
            <source>Regenerate ×{n}</source>
            <translation>Gerar novamente ×{n}</translation>
        </message>
        <message>
            <source>Settings could not be saved: {error}</source>
            <translation>Não foi possível salvar as configurações: {error}</translation>
        </message>
        <message>
            <source>Saving chat…</source>
            <translation>Salvando a conversa…</translation>
        </message>
        <message>
            <source>Downloaded {name}: choose it in the model picker (Ctrl+O) to chat with it.</source>
            <translation>{name} baixado: escolha-o no seletor de modelos (Ctrl+O) para conversar com ele.</translation>
        </message>
        <message>
            <source>on at {address}</source>
            <translation>ligado em {address}</translation>
        </message>
        <message>
            <source>off</source>
            <comment>the local API server</comment>
            <translation>desligado</translation>
        </message>
        <message>
            <source>Local API server at {address}: {status}
Click for its address, key and log</source>
            <translation>Servidor de API local em {address}: {status}
Clique para ver o endereço, a chave e o log</translation>
        </message>
        <message>
            <source>Documents and libraries are now searched by meaning with {name}, as well as by keywords (Settings ▸ Embedding model).</source>
            <translation>Documentos e bibliotecas agora são buscados por significado com {name}, além de por palavras-chave (Configurações ▸ Modelo de embeddings).</translation>
        </message>
        <message>
            <source>Attach a web page</source>
            <translation>Anexar uma página web</translation>
        </message>
        <message>
            <source>The page's address (it is read from its site):</source>
            <translation>O endereço da página (ela é lida no próprio site):</translation>
        </message>
        <message>
            <source>Open a chat on a model first</source>
            <translation>Abra uma conversa com um modelo primeiro</translation>
        </message>
        <message>
            <source>yes</source>
            <comment>GPU offload</comment>
            <translation>sim</translation>
        </message>
        <message>
            <source>no (CPU build)</source>
            <translation>não (build só para CPU)</translation>
        </message>
        <message>
            <source>About Emberly</source>
            <translation>Sobre o Emberly</translation>
        </message>
        <message>
            <source>&lt;b&gt;Emberly {version}&lt;/b&gt;&lt;br&gt;Local chats that reopen instantly.&lt;br&gt;&lt;br&gt;llama-cpp-python {llama} · PySide6 {pyside}&lt;br&gt;GPU offload: {gpu}&lt;br&gt;&lt;br&gt;Help ▸ Copy diagnostics puts a full report on the clipboard for a bug report.</source>
            <translation>&lt;b&gt;Emberly {version}&lt;/b&gt;&lt;br&gt;Conversas locais que reabrem na hora.&lt;br&gt;&lt;br&gt;llama-cpp-python {llama} · PySide6 {pyside}&lt;br&gt;Uso da GPU: {gpu}&lt;br&gt;&lt;br&gt;Ajuda ▸ Copiar diagnóstico coloca um relatório completo na área de transferência para um relato de bug.</translation>
        </message>
        <message>
            <source>Diagnostics copied to the clipboard</source>
            <translation>Diagnóstico copiado para a área de transferência</translation>
        </message>
    </context>
    <context>
        <name>Work</name>
        <message>
            <source>The model ended its turn without writing anything: Regenerate asks it again.</source>
            <translation>O modelo encerrou a vez dele sem escrever nada: Gerar novamente pede outra vez.</translation>
        </message>
        <message>
            <source>Preparing the demo model (first start)…</source>
            <translation>Preparando o modelo de demonstração (primeira inicialização)…</translation>
        </message>
        <message>
            <source>The demo model could not be prepared in {folder}: {error}</source>
            <translation>Não foi possível preparar o modelo de demonstração em {folder}: {error}</translation>
        </message>
        <message>
            <source>Connecting to {server}…</source>
            <translation>Conectando a {server}…</translation>
        </message>
        <message>
            <source>{error} The chat is open on the current model instead.</source>
            <translation>{error} A conversa foi aberta no modelo atual no lugar.</translation>
        </message>
        <message>
            <source>Export failed: {error}</source>
            <translation>Falha na exportação: {error}</translation>
        </message>
        <message>
            <source>Exported to {dest}, with the chat's cache in {name}.cache</source>
            <translation>Exportada para {dest}, com o cache da conversa em {name}.cache</translation>
        </message>
    </context>
</TS>
