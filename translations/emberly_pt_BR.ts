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
            <source>{name} cannot be read: {reason}.</source>
            <translation>{name} não pode ser lido: {reason}.</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}</source>
            <translation>Não foi possível ler {name}: {reason}</translation>
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
            <source>An embedding model: once downloaded, Use makes it the one documents and libraries are searched with by meaning (Settings ▸ Embedding model).</source>
            <translation>Um modelo de embeddings: depois de baixado, usá-lo faz dele o modelo com que documentos e bibliotecas são buscados por significado (Configurações ▸ Modelo de embeddings).</translation>
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
        <name>Import</name>
        <message>
            <source>no date</source>
            <translation>sem data</translation>
        </message>
        <message numerus="yes">
            <source>%n message</source>
            <translation>
                <numerusform>%n mensagem</numerusform>
                <numerusform>%n mensagens</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n messages</source>
            <translation>
                <numerusform>%n mensagem</numerusform>
                <numerusform>%n mensagens</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Sem título</translation>
        </message>
        <message numerus="yes">
            <source>%n more in other versions</source>
            <translation>
                <numerusform>mais %n em outras versões</numerusform>
                <numerusform>mais %n em outras versões</numerusform>
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
            <source>%n chat in {file}</source>
            <translation>
                <numerusform>%n conversa em {file}</numerusform>
                <numerusform>%n conversas em {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats in {file}</source>
            <translation>
                <numerusform>%n conversa em {file}</numerusform>
                <numerusform>%n conversas em {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%n imported before: unchecked)</source>
            <translation>
                <numerusform> (%n importada antes: desmarcada)</numerusform>
                <numerusform> (%n importadas antes: desmarcadas)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %n skipped, with nothing to import</source>
            <translation>
                <numerusform>; %n ignorada, sem nada para importar</numerusform>
                <numerusform>; %n ignoradas, sem nada para importar</numerusform>
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
            <source>%n chat imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>%n conversa importada (interrompido: o restante não foi importado).</numerusform>
                <numerusform>%n conversas importadas (interrompido: o restante não foi importado).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>%n conversa importada (interrompido: o restante não foi importado).</numerusform>
                <numerusform>%n conversas importadas (interrompido: o restante não foi importado).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chat imported.</source>
            <translation>
                <numerusform>%n conversa importada.</numerusform>
                <numerusform>%n conversas importadas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats imported.</source>
            <translation>
                <numerusform>%n conversa importada.</numerusform>
                <numerusform>%n conversas importadas.</numerusform>
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
            <source>{title}, {when}, cache {state}</source>
            <translation>{title}, {when}, cache {state}</translation>
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
</TS>
