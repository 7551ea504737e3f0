<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar">
    <context>
        <name>App</name>
        <message>
            <source>Emberly is already running on {folder}; its window was brought to the front.</source>
            <translation>Emberly قيد التشغيل بالفعل على {folder}؛ وقد جُلبت نافذته إلى الأمام.</translation>
        </message>
    </context>
    <context>
        <name>Attachments</name>
        <message>
            <source>Documents and images (*.txt *.md *.markdown *.rst *.py *.js *.ts *.c *.h *.cpp *.rs *.go *.java *.csv *.json *.html *.htm *.pdf *.docx *.png *.jpg *.jpeg *.webp *.gif);;All files (*)</source>
            <translation>المستندات والصور (*.txt *.md *.markdown *.rst *.py *.js *.ts *.c *.h *.cpp *.rs *.go *.java *.csv *.json *.html *.htm *.pdf *.docx *.png *.jpg *.jpeg *.webp *.gif);;كل الملفات (*)</translation>
        </message>
        <message>
            <source>Show the text the model reads</source>
            <translation>عرض النص الذي يقرؤه النموذج</translation>
        </message>
        <message>
            <source>Reading {name}…</source>
            <translation>جارٍ قراءة {name}…</translation>
        </message>
        <message>
            <source>Stop reading {name}</source>
            <translation>إيقاف قراءة {name}</translation>
        </message>
        <message>
            <source>Reading {name}… {done}/{total}</source>
            <translation>جارٍ قراءة {name}… {done}/{total}</translation>
        </message>
        <message>
            <source>Remove {name}</source>
            <translation>إزالة {name}</translation>
        </message>
        <message>
            <source>{document} — the text the model reads</source>
            <translation>{document} — النص الذي يقرؤه النموذج</translation>
        </message>
        <message>
            <source>Text of {name}</source>
            <translation>نص {name}</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}.</source>
            <translation>تتعذّر قراءة {name}: {reason}.</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}</source>
            <translation>تعذّرت قراءة {name}: {reason}</translation>
        </message>
    </context>
    <context>
        <name>Chat</name>
        <message>
            <source>Thinking…</source>
            <translation>يفكّر…</translation>
        </message>
        <message>
            <source>Thoughts</source>
            <translation>الأفكار</translation>
        </message>
        <message>
            <source>Thought for {n} s</source>
            <translation>فكّر لمدة {n} ث</translation>
        </message>
        <message>
            <source>Thought for {n} min</source>
            <translation>فكّر لمدة {n} د</translation>
        </message>
        <message>
            <source>Arguments</source>
            <translation>الوسائط</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>النتيجة</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>(فارغ)</translation>
        </message>
        <message>
            <source>Tool call: {summary}</source>
            <translation>استدعاء أداة: {summary}</translation>
        </message>
        <message>
            <source>… {n} more characters</source>
            <translation>… الأحرف المتبقية: {n}</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>نسخ</translation>
        </message>
        <message>
            <source>Edit and resend</source>
            <translation>تعديل وإعادة الإرسال</translation>
        </message>
        <message>
            <source>Regenerate (Ctrl+R)</source>
            <translation>إعادة التوليد (Ctrl+R)</translation>
        </message>
        <message>
            <source>Fork into a new chat</source>
            <translation>تفريع إلى محادثة جديدة</translation>
        </message>
        <message>
            <source>ran</source>
            <translation>نُفِّذ</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>فشل</translation>
        </message>
        <message>
            <source>declined</source>
            <translation>رُفض</translation>
        </message>
        <message>
            <source>waiting</source>
            <translation>في الانتظار</translation>
        </message>
        <message numerus="yes">
            <source>%n messages · exported from Emberly on {date}</source>
            <translation>
                <numerusform>%n رسالة · صُدّرت من Emberly في {date}</numerusform>
                <numerusform>رسالة واحدة · صُدّرت من Emberly في {date}</numerusform>
                <numerusform>رسالتان · صُدّرت من Emberly في {date}</numerusform>
                <numerusform>%n رسائل · صُدّرت من Emberly في {date}</numerusform>
                <numerusform>%n رسالة · صُدّرت من Emberly في {date}</numerusform>
                <numerusform>%n رسالة · صُدّرت من Emberly في {date}</numerusform>
            </translation>
        </message>
        <message>
            <source>System prompt: {prompt}</source>
            <translation>موجّه النظام: {prompt}</translation>
        </message>
        <message>
            <source>Another version of this message ({k} of {n})</source>
            <translation>نسخة أخرى من هذه الرسالة ({k} من {n})</translation>
        </message>
        <message>
            <source>{who} · {when} · stopped</source>
            <translation>{who} · {when} · أُوقف</translation>
        </message>
        <message>
            <source>{who} · {when}</source>
            <translation>{who} · {when}</translation>
        </message>
        <message>
            <source>[image: {name}]</source>
            <translation>[صورة: {name}]</translation>
        </message>
        <message>
            <source>Attached: {name}</source>
            <translation>مرفق: {name}</translation>
        </message>
        <message>
            <source>Tool call: {name} · {status}</source>
            <translation>استدعاء أداة: {name} · {status}</translation>
        </message>
        <message>
            <source>the PDF could not be written to {folder}</source>
            <translation>تعذّرت كتابة ملف PDF في {folder}</translation>
        </message>
        <message>
            <source>You</source>
            <translation>أنت</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>المساعد</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} ث</translation>
        </message>
        <message>
            <source>failed · {seconds} s</source>
            <translation>فشل · {seconds} ث</translation>
        </message>
        <message>
            <source>waiting…</source>
            <translation>في الانتظار…</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent}٪</translation>
        </message>
        <message>
            <source>{done} of {total} ({share})</source>
            <translation>{done} من {total} ({share})</translation>
        </message>
        <message>
            <source>{done} so far</source>
            <translation>{done} حتى الآن</translation>
        </message>
        <message>
            <source>{progress} — {message}</source>
            <translation>{progress} — {message}</translation>
        </message>
        <message>
            <source>{tokens} tokens · {rate} tok/s</source>
            <translation>{tokens} رمز · {rate} tok/s</translation>
        </message>
        <message>
            <source>drafted {drafted} · accepted {accepted} ({percent}%)</source>
            <translation>المقترَح {drafted} · المقبول {accepted} ({percent}٪)</translation>
        </message>
        <message>
            <source>read {read} · reused {reused}</source>
            <translation>المقروء {read} · المُعاد استخدامه {reused}</translation>
        </message>
        <message numerus="yes">
            <source>%n old messages left out (context full)</source>
            <translation>
                <numerusform>أُغفلت %n رسالة قديمة (السياق ممتلئ)</numerusform>
                <numerusform>أُغفلت رسالة قديمة واحدة (السياق ممتلئ)</numerusform>
                <numerusform>أُغفلت رسالتان قديمتان (السياق ممتلئ)</numerusform>
                <numerusform>أُغفلت %n رسائل قديمة (السياق ممتلئ)</numerusform>
                <numerusform>أُغفلت %n رسالة قديمة (السياق ممتلئ)</numerusform>
                <numerusform>أُغفلت %n رسالة قديمة (السياق ممتلئ)</numerusform>
            </translation>
        </message>
        <message>
            <source>document</source>
            <translation>مستند</translation>
        </message>
        <message>
            <source>[{n}] page {page}</source>
            <translation>[{n}] الصفحة {page}</translation>
        </message>
        <message numerus="yes">
            <source>%n page</source>
            <translation>
                <numerusform>%n صفحة</numerusform>
                <numerusform>صفحة واحدة</numerusform>
                <numerusform>صفحتان</numerusform>
                <numerusform>%n صفحات</numerusform>
                <numerusform>%n صفحة</numerusform>
                <numerusform>%n صفحة</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pages</source>
            <translation>
                <numerusform>%n صفحة</numerusform>
                <numerusform>صفحة واحدة</numerusform>
                <numerusform>صفحتان</numerusform>
                <numerusform>%n صفحات</numerusform>
                <numerusform>%n صفحة</numerusform>
                <numerusform>%n صفحة</numerusform>
            </translation>
        </message>
        <message>
            <source>≈{tokens} tokens</source>
            <translation>≈{tokens} رمز</translation>
        </message>
        <message>
            <source>documents read once, restored in {ms} ms ({tokens} tokens)</source>
            <translation>قُرئت المستندات مرة واحدة، واستُعيدت في {ms} مللي ثانية ({tokens} رمز)</translation>
        </message>
        <message>
            <source>documents read: {tokens} tokens in {seconds} s, kept for new chats</source>
            <translation>قُرئت المستندات: {tokens} رمز في {seconds} ث، وهي محفوظة للمحادثات الجديدة</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>أُوقف</translation>
        </message>
        <message>
            <source>interrupted</source>
            <translation>انقطع</translation>
        </message>
        <message>
            <source>cut off at the length limit</source>
            <translation>قُطع عند حد الطول</translation>
        </message>
        <message>
            <source>stopped: too many tool calls in one reply</source>
            <translation>أُوقف: استدعاءات أدوات كثيرة جدًا في رد واحد</translation>
        </message>
        <message>
            <source>code</source>
            <comment>a code block of no named language</comment>
            <translation>شيفرة</translation>
        </message>
        <message>
            <source>Sources (found by keywords)</source>
            <translation>المصادر (عُثر عليها بالكلمات المفتاحية)</translation>
        </message>
        <message>
            <source>Sources (found by meaning and keywords)</source>
            <translation>المصادر (عُثر عليها بالمعنى والكلمات المفتاحية)</translation>
        </message>
        <message>
            <source>Show more · {shown} of {total} characters shown</source>
            <translation>عرض المزيد · يظهر {shown} من أصل {total} حرف</translation>
        </message>
        <message>
            <source>Sources (found by {how})</source>
            <translation>المصادر (طريقة البحث: {how})</translation>
        </message>
        <message>
            <source>{who}: {text}</source>
            <translation>{who}: {text}</translation>
        </message>
        <message>
            <source>Conversation</source>
            <translation>المحادثة</translation>
        </message>
        <message>
            <source>Scroll to the newest message</source>
            <translation>التمرير إلى أحدث رسالة</translation>
        </message>
        <message>
            <source>Scroll to the newest message (Ctrl+End)</source>
            <translation>التمرير إلى أحدث رسالة (Ctrl+End)</translation>
        </message>
        <message>
            <source>New</source>
            <comment>more of the reply came below</comment>
            <translation>جديد</translation>
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
            <translation>صفحة ويب (*.html)</translation>
        </message>
        <message>
            <source>PDF (*.pdf)</source>
            <translation>PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Emberly chat (*.json)</source>
            <translation>محادثة Emberly (*.json)</translation>
        </message>
        <message>
            <source>Web pages in a zip (*.zip)</source>
            <translation>صفحات ويب في ملف zip (*.zip)</translation>
        </message>
        <message>
            <source>Markdown files in a zip (*.zip)</source>
            <translation>ملفات Markdown في ملف zip (*.zip)</translation>
        </message>
        <message>
            <source>Emberly chats in a zip (*.zip)</source>
            <translation>محادثات Emberly في ملف zip (*.zip)</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>نسخ</translation>
        </message>
        <message>
            <source>Edit and resend…</source>
            <translation>تعديل وإعادة الإرسال…</translation>
        </message>
        <message>
            <source>Read the web again</source>
            <translation>قراءة الويب مجددًا</translation>
        </message>
        <message>
            <source>Regenerate</source>
            <translation>إعادة التوليد</translation>
        </message>
        <message>
            <source>Regenerate ×{n}</source>
            <translation>إعادة التوليد ×{n}</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>متابعة</translation>
        </message>
        <message>
            <source>Previous version ({k}/{n})</source>
            <translation>النسخة السابقة ({k}/{n})</translation>
        </message>
        <message>
            <source>Previous version</source>
            <translation>النسخة السابقة</translation>
        </message>
        <message>
            <source>Next version ({k}/{n})</source>
            <translation>النسخة التالية ({k}/{n})</translation>
        </message>
        <message>
            <source>Next version</source>
            <translation>النسخة التالية</translation>
        </message>
        <message>
            <source>Fork into a new chat</source>
            <translation>تفريع إلى محادثة جديدة</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>حذف</translation>
        </message>
        <message>
            <source>Open {name}</source>
            <translation>فتح {name}</translation>
        </message>
        <message>
            <source>Source {mark}: {where}</source>
            <translation>المصدر {mark}: {where}</translation>
        </message>
        <message>
            <source>Hide the call to {tool}</source>
            <translation>إخفاء استدعاء {tool}</translation>
        </message>
        <message>
            <source>Show the call to {tool}</source>
            <translation>إظهار استدعاء {tool}</translation>
        </message>
        <message>
            <source>Hide the thinking</source>
            <translation>إخفاء التفكير</translation>
        </message>
        <message>
            <source>Show the thinking</source>
            <translation>إظهار التفكير</translation>
        </message>
        <message>
            <source>Edit message</source>
            <translation>تعديل الرسالة</translation>
        </message>
        <message>
            <source>Edit and resend:</source>
            <translation>تعديل وإعادة الإرسال:</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>إعادة التسمية…</translation>
        </message>
        <message>
            <source>Unpin</source>
            <translation>إلغاء التثبيت</translation>
        </message>
        <message>
            <source>Pin (keep its cache)</source>
            <translation>تثبيت (مع الاحتفاظ بذاكرتها المؤقتة)</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>تكرار</translation>
        </message>
        <message>
            <source>Export as Markdown…</source>
            <translation>تصدير بصيغة Markdown…</translation>
        </message>
        <message>
            <source>Export as HTML…</source>
            <translation>تصدير بصيغة HTML…</translation>
        </message>
        <message>
            <source>Export as PDF…</source>
            <translation>تصدير بصيغة PDF…</translation>
        </message>
        <message>
            <source>Export as JSON…</source>
            <translation>تصدير بصيغة JSON…</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>حذف…</translation>
        </message>
        <message>
            <source>Rename chat</source>
            <translation>إعادة تسمية المحادثة</translation>
        </message>
        <message>
            <source>Title:</source>
            <translation>العنوان:</translation>
        </message>
        <message>
            <source>Delete chat</source>
            <translation>حذف المحادثة</translation>
        </message>
        <message>
            <source>Delete “{title}” and its saved cache? This cannot be undone.</source>
            <translation>هل تريد حذف «{title}» وذاكرتها المؤقتة المحفوظة؟ لا يمكن التراجع عن ذلك.</translation>
        </message>
        <message>
            <source>Export chat</source>
            <translation>تصدير المحادثة</translation>
        </message>
        <message>
            <source>Exporting…</source>
            <translation>جارٍ التصدير…</translation>
        </message>
        <message>
            <source>Exported to {file}</source>
            <translation>صُدّرت إلى {file}</translation>
        </message>
        <message numerus="yes">
            <source>Export the %n chats found</source>
            <translation>
                <numerusform>تصدير المحادثات التي عُثر عليها (%n)</numerusform>
                <numerusform>تصدير المحادثة التي عُثر عليها</numerusform>
                <numerusform>تصدير المحادثتين اللتين عُثر عليهما</numerusform>
                <numerusform>تصدير المحادثات التي عُثر عليها (%n)</numerusform>
                <numerusform>تصدير المحادثات التي عُثر عليها (%n)</numerusform>
                <numerusform>تصدير المحادثات التي عُثر عليها (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Export all chats</source>
            <translation>تصدير كل المحادثات</translation>
        </message>
        <message>
            <source>Exporting every chat…</source>
            <translation>جارٍ تصدير كل المحادثات…</translation>
        </message>
        <message>
            <source>Import chat</source>
            <translation>استيراد محادثة</translation>
        </message>
        <message>
            <source>Importing…</source>
            <translation>جارٍ الاستيراد…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln chats exported to {file}</source>
            <translation>
                <numerusform>صُدّرت %Ln محادثة إلى {file}</numerusform>
                <numerusform>صُدّرت محادثة واحدة إلى {file}</numerusform>
                <numerusform>صُدّرت محادثتان إلى {file}</numerusform>
                <numerusform>صُدّرت %Ln محادثات إلى {file}</numerusform>
                <numerusform>صُدّرت %Ln محادثة إلى {file}</numerusform>
                <numerusform>صُدّرت %Ln محادثة إلى {file}</numerusform>
            </translation>
        </message>
        <message>
            <source>Export failed: {error}</source>
            <translation>فشل التصدير: {error}</translation>
        </message>
    </context>
    <context>
        <name>ChatSettings</name>
        <message>
            <source>The model decides when to call a tool</source>
            <translation>يقرر النموذج متى يستدعي أداة</translation>
        </message>
        <message>
            <source>Every reply begins with a tool call</source>
            <translation>يبدأ كل رد باستدعاء أداة</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>الأدوات</translation>
        </message>
        <message>
            <source>Tools of {name}</source>
            <translation>أدوات {name}</translation>
        </message>
        <message>
            <source>No MCP servers yet: add them in File ▸ Tools.</source>
            <translation>لا توجد خوادم MCP بعد: أضفها من ملف ▸ الأدوات.</translation>
        </message>
        <message>
            <source>Every reply begins with a call of {name}</source>
            <translation>يبدأ كل رد باستدعاء {name}</translation>
        </message>
        <message>
            <source>Reply as JSON, with this schema:</source>
            <translation>الرد بصيغة JSON، وفق هذا المخطط:</translation>
        </message>
        <message>
            <source>The schema must be a JSON object.</source>
            <translation>يجب أن يكون المخطط كائن JSON.</translation>
        </message>
        <message>
            <source>Precise</source>
            <translation>دقيق</translation>
        </message>
        <message>
            <source>Balanced</source>
            <translation>متوازن</translation>
        </message>
        <message>
            <source>Creative</source>
            <translation>إبداعي</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>مخصص</translation>
        </message>
        <message>
            <source>Chat settings — {title}</source>
            <translation>إعدادات المحادثة — {title}</translation>
        </message>
        <message>
            <source>A system prompt for this chat (optional)</source>
            <translation>موجّه نظام لهذه المحادثة (اختياري)</translation>
        </message>
        <message>
            <source>&amp;Preset</source>
            <translation>إعداد &amp;مسبق</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>موجّه النظام</translation>
        </message>
        <message>
            <source>Sampling</source>
            <translation>أخذ العينات</translation>
        </message>
        <message>
            <source>Temperature</source>
            <translation>درجة الحرارة</translation>
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
            <translation>عقوبة التكرار</translation>
        </message>
        <message>
            <source>Temperature 0 is greedy: the same reply every time.</source>
            <translation>درجة الحرارة 0 جشعة: الرد نفسه في كل مرة.</translation>
        </message>
        <message>
            <source>“{name}” has changed since this chat took it: choose it again to take the new version.</source>
            <translation>تغيّر «{name}» منذ أن أخذته هذه المحادثة: اختره مجددًا لتأخذ النسخة الجديدة.</translation>
        </message>
    </context>
    <context>
        <name>Compare</name>
        <message>
            <source>Another model file…</source>
            <translation>ملف نموذج آخر…</translation>
        </message>
        <message>
            <source>Loaded beside the chat's model</source>
            <translation>محمّل بجانب نموذج المحادثة</translation>
        </message>
        <message>
            <source>On a server</source>
            <translation>على خادم</translation>
        </message>
        <message>
            <source>One at a time with the chat's model</source>
            <translation>بالتناوب مع نموذج المحادثة</translation>
        </message>
        <message>
            <source>Second model's answer</source>
            <translation>إجابة النموذج الثاني</translation>
        </message>
        <message>
            <source>Stop this answer</source>
            <translation>إيقاف هذه الإجابة</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>إيقاف</translation>
        </message>
        <message>
            <source>End the comparison (its answers stay as versions)</source>
            <translation>إنهاء المقارنة (تبقى إجاباتها نسخًا)</translation>
        </message>
        <message>
            <source>Use this answer</source>
            <translation>استخدام هذه الإجابة</translation>
        </message>
        <message>
            <source>Make it the chat's reply; the other stays as a version of it</source>
            <translation>اجعلها رد المحادثة؛ ويبقى الآخر نسخة منه</translation>
        </message>
        <message>
            <source>Use the second model's answer</source>
            <translation>استخدام إجابة النموذج الثاني</translation>
        </message>
        <message>
            <source>Waiting for the chat's model to finish…</source>
            <translation>في انتظار انتهاء نموذج المحادثة…</translation>
        </message>
        <message>
            <source>{mode}: {why}</source>
            <translation>{mode}: {why}</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>يكتب…</translation>
        </message>
        <message>
            <source>No answer to the last message yet</source>
            <translation>لا إجابة عن الرسالة الأخيرة بعد</translation>
        </message>
        <message>
            <source>In the chat</source>
            <translation>في المحادثة</translation>
        </message>
        <message>
            <source>Reading the chat…</source>
            <translation>جارٍ قراءة المحادثة…</translation>
        </message>
        <message>
            <source>A model on {server}…</source>
            <translation>نموذج على {server}…</translation>
        </message>
        <message>
            <source>Compare with another model</source>
            <translation>المقارنة بنموذج آخر</translation>
        </message>
        <message>
            <source>A second model answers each message beside the chat's:</source>
            <translation>يجيب نموذج ثانٍ عن كل رسالة بجانب نموذج المحادثة:</translation>
        </message>
        <message>
            <source>A model to compare with</source>
            <translation>نموذج للمقارنة به</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf)</source>
            <translation>نماذج GGUF (*.gguf)</translation>
        </message>
        <message>
            <source>Compare with a server's model</source>
            <translation>المقارنة بنموذج على خادم</translation>
        </message>
        <message>
            <source>The model on {url}:</source>
            <translation>النموذج على {url}:</translation>
        </message>
        <message>
            <source>{tokens} tokens · {rate} tok/s</source>
            <translation>{tokens} رمز · {rate} tok/s</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>أُوقفت</translation>
        </message>
        <message>
            <source>the chat's reply</source>
            <translation>رد المحادثة</translation>
        </message>
    </context>
    <context>
        <name>Composer</name>
        <message>
            <source>Attach documents (text, Markdown, code, PDF, DOCX, HTML, CSV, JSON) or images (PNG, JPEG, WebP, GIF: for a vision model)</source>
            <translation>إرفاق مستندات (نص، Markdown، شيفرة، PDF، DOCX، HTML، CSV، JSON) أو صور (PNG، JPEG، WebP، GIF: لنموذج رؤية)</translation>
        </message>
        <message>
            <source>Attach documents or images</source>
            <translation>إرفاق مستندات أو صور</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>المكتبات</translation>
        </message>
        <message>
            <source>Search the web for this message</source>
            <translation>البحث في الويب عن هذه الرسالة</translation>
        </message>
        <message>
            <source>Web: search the web for the message first and give the model the passages that answer it, with their sources</source>
            <translation>الويب: ابحث في الويب عن الرسالة أولًا وأعطِ النموذج المقاطع التي تجيب عنها، مع مصادرها</translation>
        </message>
        <message>
            <source>Message — Enter to send, Shift+Enter for a new line</source>
            <translation>رسالة — Enter للإرسال، وShift+Enter لسطر جديد</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>رسالة</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>إيقاف</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>إرسال</translation>
        </message>
        <message>
            <source>Stop the reply</source>
            <translation>إيقاف الرد</translation>
        </message>
        <message>
            <source>Send the message</source>
            <translation>إرسال الرسالة</translation>
        </message>
        <message>
            <source>Stop the reply (Esc)</source>
            <translation>إيقاف الرد (Esc)</translation>
        </message>
        <message>
            <source>Send (Enter)</source>
            <translation>إرسال (Enter)</translation>
        </message>
    </context>
    <context>
        <name>Crash</name>
        <message>
            <source>Emberly hit a bug</source>
            <translation>واجه Emberly خطأً برمجيًا</translation>
        </message>
        <message>
            <source>Something went wrong inside Emberly. Your chats are saved and the app keeps running.&lt;br&gt;Please copy the report below into a bug report.</source>
            <translation>حدث خطأ ما داخل Emberly. محادثاتك محفوظة والتطبيق مستمر في العمل.&lt;br&gt;يُرجى نسخ التقرير أدناه إلى بلاغ عن الخطأ.</translation>
        </message>
        <message>
            <source>It was also written to {file}</source>
            <translation>وكُتب أيضًا في {file}</translation>
        </message>
        <message>
            <source>Details of the bug</source>
            <translation>تفاصيل الخطأ</translation>
        </message>
        <message>
            <source>Copy report</source>
            <translation>نسخ التقرير</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>نُسخ</translation>
        </message>
    </context>
    <context>
        <name>EngineEvents</name>
        <message>
            <source>Loaded {name} · faster replies: {speculation}</source>
            <translation>حُمّل {name} · ردود أسرع: {speculation}</translation>
        </message>
        <message>
            <source>Loaded {name}</source>
            <translation>حُمّل {name}</translation>
        </message>
        <message>
            <source>The model's chat template is broken; using the {format} format instead.</source>
            <translation>قالب المحادثة الخاص بالنموذج معطوب؛ يُستخدم تنسيق {format} بدلًا منه.</translation>
        </message>
        <message>
            <source>{error} The model reads text only.</source>
            <translation>{error} يقرأ النموذج النص فقط.</translation>
        </message>
        <message>
            <source>{error} Guesses come from the chat instead (prompt lookup).</source>
            <translation>{error} تأتي التخمينات من المحادثة بدلًا من ذلك (البحث في الموجّه).</translation>
        </message>
        <message>
            <source>The model could not be loaded. Choose another one to begin.</source>
            <translation>تعذّر تحميل النموذج. اختر نموذجًا آخر للبدء.</translation>
        </message>
        <message>
            <source>Loading cancelled</source>
            <translation>أُلغي التحميل</translation>
        </message>
        <message>
            <source>Loading was cancelled.</source>
            <translation>أُلغي التحميل.</translation>
        </message>
        <message numerus="yes">
            <source>Restoring %Ln tokens from disk…</source>
            <translation>
                <numerusform>جارٍ استعادة %Ln رمز من القرص…</numerusform>
                <numerusform>جارٍ استعادة رمز واحد من القرص…</numerusform>
                <numerusform>جارٍ استعادة رمزين من القرص…</numerusform>
                <numerusform>جارٍ استعادة %Ln رموز من القرص…</numerusform>
                <numerusform>جارٍ استعادة %Ln رمزًا من القرص…</numerusform>
                <numerusform>جارٍ استعادة %Ln رمز من القرص…</numerusform>
            </translation>
        </message>
        <message>
            <source>Re-reading the chat…</source>
            <translation>جارٍ إعادة قراءة المحادثة…</translation>
        </message>
        <message numerus="yes">
            <source>Restored %Ln tokens from disk in {ms} ms</source>
            <translation>
                <numerusform>استُعيد %Ln رمز من القرص في {ms} مللي ثانية</numerusform>
                <numerusform>استُعيد رمز واحد من القرص في {ms} مللي ثانية</numerusform>
                <numerusform>استُعيد رمزان من القرص في {ms} مللي ثانية</numerusform>
                <numerusform>استُعيدت %Ln رموز من القرص في {ms} مللي ثانية</numerusform>
                <numerusform>استُعيد %Ln رمزًا من القرص في {ms} مللي ثانية</numerusform>
                <numerusform>استُعيد %Ln رمز من القرص في {ms} مللي ثانية</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Reopened warm: %Ln tokens of this chat's memory restored in {ms} ms.</source>
            <translation>
                <numerusform>أُعيد الفتح دافئًا: استُعيد %Ln رمز من ذاكرة هذه المحادثة في {ms} مللي ثانية.</numerusform>
                <numerusform>أُعيد الفتح دافئًا: استُعيد رمز واحد من ذاكرة هذه المحادثة في {ms} مللي ثانية.</numerusform>
                <numerusform>أُعيد الفتح دافئًا: استُعيد رمزان من ذاكرة هذه المحادثة في {ms} مللي ثانية.</numerusform>
                <numerusform>أُعيد الفتح دافئًا: استُعيدت %Ln رموز من ذاكرة هذه المحادثة في {ms} مللي ثانية.</numerusform>
                <numerusform>أُعيد الفتح دافئًا: استُعيد %Ln رمزًا من ذاكرة هذه المحادثة في {ms} مللي ثانية.</numerusform>
                <numerusform>أُعيد الفتح دافئًا: استُعيد %Ln رمز من ذاكرة هذه المحادثة في {ms} مللي ثانية.</numerusform>
            </translation>
        </message>
        <message>
            <source>Stopped re-reading; the chat will be read when you send</source>
            <translation>أُوقفت إعادة القراءة؛ ستُقرأ المحادثة عند الإرسال</translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s ({reason})</source>
            <translation>
                <numerusform>أُعيدت قراءة %Ln رمز في {seconds} ث ({reason})</numerusform>
                <numerusform>أُعيدت قراءة رمز واحد في {seconds} ث ({reason})</numerusform>
                <numerusform>أُعيدت قراءة رمزين في {seconds} ث ({reason})</numerusform>
                <numerusform>أُعيدت قراءة %Ln رموز في {seconds} ث ({reason})</numerusform>
                <numerusform>أُعيدت قراءة %Ln رمزًا في {seconds} ث ({reason})</numerusform>
                <numerusform>أُعيدت قراءة %Ln رمز في {seconds} ث ({reason})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s</source>
            <translation>
                <numerusform>أُعيدت قراءة %Ln رمز في {seconds} ث</numerusform>
                <numerusform>أُعيدت قراءة رمز واحد في {seconds} ث</numerusform>
                <numerusform>أُعيدت قراءة رمزين في {seconds} ث</numerusform>
                <numerusform>أُعيدت قراءة %Ln رموز في {seconds} ث</numerusform>
                <numerusform>أُعيدت قراءة %Ln رمزًا في {seconds} ث</numerusform>
                <numerusform>أُعيدت قراءة %Ln رمز في {seconds} ث</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s because {reason}.</source>
            <translation>
                <numerusform>أُعيدت قراءة %Ln رمز في {seconds} ث. السبب: {reason}.</numerusform>
                <numerusform>أُعيدت قراءة رمز واحد في {seconds} ث. السبب: {reason}.</numerusform>
                <numerusform>أُعيدت قراءة رمزين في {seconds} ث. السبب: {reason}.</numerusform>
                <numerusform>أُعيدت قراءة %Ln رموز في {seconds} ث. السبب: {reason}.</numerusform>
                <numerusform>أُعيدت قراءة %Ln رمزًا في {seconds} ث. السبب: {reason}.</numerusform>
                <numerusform>أُعيدت قراءة %Ln رمز في {seconds} ث. السبب: {reason}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-read %Ln tokens in {seconds} s.</source>
            <translation>
                <numerusform>أُعيدت قراءة %Ln رمز في {seconds} ث.</numerusform>
                <numerusform>أُعيدت قراءة رمز واحد في {seconds} ث.</numerusform>
                <numerusform>أُعيدت قراءة رمزين في {seconds} ث.</numerusform>
                <numerusform>أُعيدت قراءة %Ln رموز في {seconds} ث.</numerusform>
                <numerusform>أُعيدت قراءة %Ln رمزًا في {seconds} ث.</numerusform>
                <numerusform>أُعيدت قراءة %Ln رمز في {seconds} ث.</numerusform>
            </translation>
        </message>
        <message>
            <source>{title} — Emberly</source>
            <translation>{title} — Emberly</translation>
        </message>
        <message>
            <source>Reply streaming</source>
            <translation>الرد قيد البث</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>يكتب…</translation>
        </message>
        <message numerus="yes">
            <source>Writing %n versions…</source>
            <translation>
                <numerusform>جارٍ كتابة %n نسخة…</numerusform>
                <numerusform>جارٍ كتابة نسخة واحدة…</numerusform>
                <numerusform>جارٍ كتابة نسختين…</numerusform>
                <numerusform>جارٍ كتابة %n نسخ…</numerusform>
                <numerusform>جارٍ كتابة %n نسخة…</numerusform>
                <numerusform>جارٍ كتابة %n نسخة…</numerusform>
            </translation>
        </message>
        <message>
            <source>Characters written so far: {counts}</source>
            <translation>الأحرف المكتوبة حتى الآن: {counts}</translation>
        </message>
        <message>
            <source>Reply stopped</source>
            <translation>توقف الرد</translation>
        </message>
        <message>
            <source>Reply finished</source>
            <translation>اكتمل الرد</translation>
        </message>
        <message>
            <source>Loading stopped because of an error in Emberly (see the report).</source>
            <translation>توقف التحميل بسبب خطأ في Emberly (راجع التقرير).</translation>
        </message>
    </context>
    <context>
        <name>GetModels</name>
        <message>
            <source>Download</source>
            <translation>تنزيل</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>التقدم</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>التنزيلات</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>إيقاف مؤقت</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>استئناف</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>إلغاء</translation>
        </message>
        <message>
            <source>Remove from list</source>
            <translation>إزالة من القائمة</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>تحميل</translation>
        </message>
        <message>
            <source>{n} s left</source>
            <translation>بقيت {n} ث</translation>
        </message>
        <message>
            <source>{n} min left</source>
            <translation>بقيت {n} د</translation>
        </message>
        <message>
            <source>{n} h left</source>
            <translation>بقيت {n} س</translation>
        </message>
        <message>
            <source>{size}/s</source>
            <translation>{size}/ث</translation>
        </message>
        <message>
            <source>checking what is on disk…</source>
            <translation>جارٍ التحقق مما على القرص…</translation>
        </message>
        <message>
            <source>waiting · {share}</source>
            <translation>في الانتظار · {share}</translation>
        </message>
        <message>
            <source>paused at {share} ({done} of {total})</source>
            <translation>متوقف مؤقتًا عند {share} ({done} من {total})</translation>
        </message>
        <message>
            <source>stopped at {share}</source>
            <translation>توقف عند {share}</translation>
        </message>
        <message>
            <source>done · {size}</source>
            <translation>اكتمل · {size}</translation>
        </message>
        <message numerus="yes">
            <source>%n models</source>
            <translation>
                <numerusform>%n نموذج</numerusform>
                <numerusform>نموذج واحد</numerusform>
                <numerusform>نموذجان</numerusform>
                <numerusform>%n نماذج</numerusform>
                <numerusform>%n نموذجًا</numerusform>
                <numerusform>%n نموذج</numerusform>
            </translation>
        </message>
        <message>
            <source>Downloading {what}: {progress}</source>
            <translation>جارٍ تنزيل {what}: {progress}</translation>
        </message>
        <message numerus="yes">
            <source>%n download stopped: see Get models</source>
            <translation>
                <numerusform>توقف %n تنزيل: راجع «الحصول على نماذج»</numerusform>
                <numerusform>توقف تنزيل واحد: راجع «الحصول على نماذج»</numerusform>
                <numerusform>توقف تنزيلان: راجع «الحصول على نماذج»</numerusform>
                <numerusform>توقفت %n تنزيلات: راجع «الحصول على نماذج»</numerusform>
                <numerusform>توقف %n تنزيلًا: راجع «الحصول على نماذج»</numerusform>
                <numerusform>توقف %n تنزيل: راجع «الحصول على نماذج»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n downloads stopped: see Get models</source>
            <translation>
                <numerusform>توقف %n تنزيل: راجع «الحصول على نماذج»</numerusform>
                <numerusform>توقف تنزيل واحد: راجع «الحصول على نماذج»</numerusform>
                <numerusform>توقف تنزيلان: راجع «الحصول على نماذج»</numerusform>
                <numerusform>توقفت %n تنزيلات: راجع «الحصول على نماذج»</numerusform>
                <numerusform>توقف %n تنزيلًا: راجع «الحصول على نماذج»</numerusform>
                <numerusform>توقف %n تنزيل: راجع «الحصول على نماذج»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n download paused</source>
            <translation>
                <numerusform>أُوقف %n تنزيل مؤقتًا</numerusform>
                <numerusform>أُوقف تنزيل واحد مؤقتًا</numerusform>
                <numerusform>أُوقف تنزيلان مؤقتًا</numerusform>
                <numerusform>أُوقفت %n تنزيلات مؤقتًا</numerusform>
                <numerusform>أُوقف %n تنزيلًا مؤقتًا</numerusform>
                <numerusform>أُوقف %n تنزيل مؤقتًا</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n downloads paused</source>
            <translation>
                <numerusform>أُوقف %n تنزيل مؤقتًا</numerusform>
                <numerusform>أُوقف تنزيل واحد مؤقتًا</numerusform>
                <numerusform>أُوقف تنزيلان مؤقتًا</numerusform>
                <numerusform>أُوقفت %n تنزيلات مؤقتًا</numerusform>
                <numerusform>أُوقف %n تنزيلًا مؤقتًا</numerusform>
                <numerusform>أُوقف %n تنزيل مؤقتًا</numerusform>
            </translation>
        </message>
        <message>
            <source>fits</source>
            <translation>يتسع</translation>
        </message>
        <message>
            <source>tight</source>
            <translation>ضيق</translation>
        </message>
        <message>
            <source>too big</source>
            <translation>كبير جدًا</translation>
        </message>
        <message>
            <source>Fits in the memory free now, with a 4,096-token context.</source>
            <translation>يتسع في الذاكرة المتاحة الآن، مع سياق من 4096 رمزًا.</translation>
        </message>
        <message>
            <source>Only fits if other programs give memory back; a smaller context helps.</source>
            <translation>لا يتسع إلا إذا حرّرت البرامج الأخرى بعض الذاكرة؛ السياق الأصغر يساعد.</translation>
        </message>
        <message>
            <source>Needs more memory than this computer has.</source>
            <translation>يحتاج إلى ذاكرة أكثر مما في هذا الحاسوب.</translation>
        </message>
        <message>
            <source>Search Hugging Face for GGUF models, or paste a link or owner/repo</source>
            <translation>ابحث في Hugging Face عن نماذج GGUF، أو الصق رابطًا أو owner/repo</translation>
        </message>
        <message>
            <source>Search models</source>
            <translation>البحث في النماذج</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>مسح البحث</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>بحث</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>النموذج</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>الحجم</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>الذاكرة</translation>
        </message>
        <message>
            <source>About</source>
            <translation>نبذة</translation>
        </message>
        <message>
            <source>Models to download</source>
            <translation>نماذج للتنزيل</translation>
        </message>
        <message>
            <source>Choose a model to see what it is and whether it fits.</source>
            <translation>اختر نموذجًا لترى ما هو وهل يتسع.</translation>
        </message>
        <message>
            <source>The Hub could not be asked ({error}).</source>
            <translation>تعذّر الاستعلام من Hugging Face Hub ({error}).</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>جارٍ البحث…</translation>
        </message>
        <message>
            <source>Looking in {repo}…</source>
            <translation>جارٍ البحث في {repo}…</translation>
        </message>
        <message>
            <source>Recommended: instruct models that run well on a desktop, smallest first</source>
            <translation>موصى بها: نماذج تعليمات تعمل جيدًا على الحاسوب المكتبي، الأصغر أولًا</translation>
        </message>
        <message>
            <source>{name} · for documents</source>
            <translation>{name} · للمستندات</translation>
        </message>
        <message numerus="yes">
            <source>On Hugging Face: %n repository with GGUF files, most downloaded first; open one to see its files</source>
            <translation>
                <numerusform>على Hugging Face: %n مستودع بملفات GGUF، الأكثر تنزيلًا أولًا؛ افتح أحدها لترى ملفاته</numerusform>
                <numerusform>على Hugging Face: مستودع واحد بملفات GGUF، الأكثر تنزيلًا أولًا؛ افتح أحدها لترى ملفاته</numerusform>
                <numerusform>على Hugging Face: مستودعان بملفات GGUF، الأكثر تنزيلًا أولًا؛ افتح أحدها لترى ملفاته</numerusform>
                <numerusform>على Hugging Face: %n مستودعات بملفات GGUF، الأكثر تنزيلًا أولًا؛ افتح أحدها لترى ملفاته</numerusform>
                <numerusform>على Hugging Face: %n مستودعًا بملفات GGUF، الأكثر تنزيلًا أولًا؛ افتح أحدها لترى ملفاته</numerusform>
                <numerusform>على Hugging Face: %n مستودع بملفات GGUF، الأكثر تنزيلًا أولًا؛ افتح أحدها لترى ملفاته</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>On Hugging Face: %n repositories with GGUF files, most downloaded first; open one to see its files</source>
            <translation>
                <numerusform>على Hugging Face: %n مستودع بملفات GGUF، الأكثر تنزيلًا أولًا؛ افتح أحدها لترى ملفاته</numerusform>
                <numerusform>على Hugging Face: مستودع واحد بملفات GGUF، الأكثر تنزيلًا أولًا؛ افتح أحدها لترى ملفاته</numerusform>
                <numerusform>على Hugging Face: مستودعان بملفات GGUF، الأكثر تنزيلًا أولًا؛ افتح أحدها لترى ملفاته</numerusform>
                <numerusform>على Hugging Face: %n مستودعات بملفات GGUF، الأكثر تنزيلًا أولًا؛ افتح أحدها لترى ملفاته</numerusform>
                <numerusform>على Hugging Face: %n مستودعًا بملفات GGUF، الأكثر تنزيلًا أولًا؛ افتح أحدها لترى ملفاته</numerusform>
                <numerusform>على Hugging Face: %n مستودع بملفات GGUF، الأكثر تنزيلًا أولًا؛ افتح أحدها لترى ملفاته</numerusform>
            </translation>
        </message>
        <message>
            <source>No GGUF models matched; try fewer words, or paste owner/repo.</source>
            <translation>لا توجد نماذج GGUF مطابقة؛ جرّب كلمات أقل، أو الصق owner/repo.</translation>
        </message>
        <message>
            <source>{downloads} downloads · {likes} likes · updated {updated}</source>
            <translation>التنزيلات {downloads} · الإعجابات {likes} · حُدّث {updated}</translation>
        </message>
        <message>
            <source>Listing files…</source>
            <translation>جارٍ سرد الملفات…</translation>
        </message>
        <message>
            <source>No GGUF files in this repository</source>
            <translation>لا توجد ملفات GGUF في هذا المستودع</translation>
        </message>
        <message>
            <source>vision projector: loads beside a model</source>
            <translation>مُسقِط رؤية: يُحمَّل بجانب نموذج</translation>
        </message>
        <message>
            <source>On Hugging Face: {repo}</source>
            <translation>على Hugging Face: {repo}</translation>
        </message>
        <message numerus="yes">
            <source>%n GGUF files</source>
            <translation>
                <numerusform>%n ملف GGUF</numerusform>
                <numerusform>ملف GGUF واحد</numerusform>
                <numerusform>ملفا GGUF</numerusform>
                <numerusform>%n ملفات GGUF</numerusform>
                <numerusform>%n ملفًا بصيغة GGUF</numerusform>
                <numerusform>%n ملف GGUF</numerusform>
            </translation>
        </message>
        <message>
            <source>{repo} holds no GGUF files.</source>
            <translation>لا يحتوي {repo} على ملفات GGUF.</translation>
        </message>
        <message>
            <source>Open it to see its files.</source>
            <translation>افتحه لترى ملفاته.</translation>
        </message>
        <message>
            <source>An embedding model: once downloaded, Use makes it the one documents and libraries are searched with by meaning (Settings ▸ Embedding model).</source>
            <translation>نموذج تضمين: بعد تنزيله، يجعله «استخدام» النموذج الذي يُبحث به في المستندات والمكتبات بالمعنى (الإعدادات ▸ نموذج التضمين).</translation>
        </message>
        <message>
            <source>context {context} tokens · licence {licence}</source>
            <translation>السياق {context} رمز · الترخيص {licence}</translation>
        </message>
        <message>
            <source>Memory with a 4,096-token context: about {size} — {verdict}</source>
            <translation>الذاكرة مع سياق من 4096 رمزًا: نحو {size} — {verdict}</translation>
        </message>
        <message>
            <source>quantisation not named</source>
            <translation>التكميم غير مذكور</translation>
        </message>
        <message numerus="yes">
            <source>{quant} · {size} in %n parts</source>
            <translation>
                <numerusform>{quant} · {size} في %n جزء</numerusform>
                <numerusform>{quant} · {size} في جزء واحد</numerusform>
                <numerusform>{quant} · {size} في جزأين</numerusform>
                <numerusform>{quant} · {size} في %n أجزاء</numerusform>
                <numerusform>{quant} · {size} في %n جزءًا</numerusform>
                <numerusform>{quant} · {size} في %n جزء</numerusform>
            </translation>
        </message>
        <message>
            <source>a vision projector: it loads beside its model</source>
            <translation>مُسقِط رؤية: يُحمَّل بجانب نموذجه</translation>
        </message>
        <message>
            <source>about {size} of memory — {verdict}</source>
            <translation>نحو {size} من الذاكرة — {verdict}</translation>
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>Choose a model…</source>
            <translation>اختيار نموذج…</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>النموذج</translation>
        </message>
        <message>
            <source>Choose a model (Ctrl+O)</source>
            <translation>اختيار نموذج (Ctrl+O)</translation>
        </message>
        <message>
            <source>Chat settings</source>
            <translation>إعدادات المحادثة</translation>
        </message>
        <message>
            <source>Chat settings: system prompt and sampling (Ctrl+;)</source>
            <translation>إعدادات المحادثة: موجّه النظام وأخذ العينات (Ctrl+;)</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>التنزيلات</translation>
        </message>
        <message>
            <source>Model downloads: open Get models</source>
            <translation>تنزيلات النماذج: افتح «الحصول على نماذج»</translation>
        </message>
        <message>
            <source>Speed of the last reply</source>
            <translation>سرعة آخر رد</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>التقدم</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>المكتبات</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>إيقاف الفهرسة مؤقتًا</translation>
        </message>
        <message>
            <source>Local API server</source>
            <translation>خادم API المحلي</translation>
        </message>
        <message>
            <source>API</source>
            <translation>API</translation>
        </message>
        <message>
            <source>{name} · vision</source>
            <translation>{name} · رؤية</translation>
        </message>
        <message>
            <source>{path}
chat format: {format}
GPU layers: {layers}
Click to choose another model (Ctrl+O)</source>
            <translation>{path}
تنسيق المحادثة: {format}
طبقات GPU: {layers}
انقر لاختيار نموذج آخر (Ctrl+O)</translation>
        </message>
        <message>
            <source>Re-reading {done} / {total} tokens…</source>
            <translation>جارٍ إعادة قراءة {done} / {total} رمز…</translation>
        </message>
        <message>
            <source>Reading {done} / {total} tokens…</source>
            <translation>جارٍ قراءة {done} / {total} رمز…</translation>
        </message>
        <message>
            <source>API · busy</source>
            <translation>API · مشغول</translation>
        </message>
        <message>
            <source>{rate} tok/s</source>
            <translation>{rate} tok/s</translation>
        </message>
        <message>
            <source>demo</source>
            <translation>تجريبي</translation>
        </message>
        <message>
            <source>The bundled demo model: a tiny base model that writes fluent nonsense.
Choose a real model with Ctrl+O.</source>
            <translation>النموذج التجريبي المرفق: نموذج أساسي صغير جدًا يكتب كلامًا سلسًا بلا معنى.
اختر نموذجًا حقيقيًا بـ Ctrl+O.</translation>
        </message>
        <message>
            <source>%v / %m tokens</source>
            <translation>%v / %m رمز</translation>
        </message>
        <message>
            <source>Context used</source>
            <translation>السياق المستخدم</translation>
        </message>
        <message>
            <source>Context used by this chat: the messages shown, not their other versions</source>
            <translation>السياق الذي تستخدمه هذه المحادثة: الرسائل المعروضة، لا نسخها الأخرى</translation>
        </message>
    </context>
    <context>
        <name>Import</name>
        <message>
            <source>no date</source>
            <translation>بلا تاريخ</translation>
        </message>
        <message numerus="yes">
            <source>%n message</source>
            <translation>
                <numerusform>%n رسالة</numerusform>
                <numerusform>رسالة واحدة</numerusform>
                <numerusform>رسالتان</numerusform>
                <numerusform>%n رسائل</numerusform>
                <numerusform>%n رسالة</numerusform>
                <numerusform>%n رسالة</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n messages</source>
            <translation>
                <numerusform>%n رسالة</numerusform>
                <numerusform>رسالة واحدة</numerusform>
                <numerusform>رسالتان</numerusform>
                <numerusform>%n رسائل</numerusform>
                <numerusform>%n رسالة</numerusform>
                <numerusform>%n رسالة</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>بلا عنوان</translation>
        </message>
        <message numerus="yes">
            <source>%n more in other versions</source>
            <translation>
                <numerusform>%n رسالة أخرى في نسخ أخرى</numerusform>
                <numerusform>رسالة أخرى في نسخ أخرى</numerusform>
                <numerusform>رسالتان أخريان في نسخ أخرى</numerusform>
                <numerusform>%n رسائل أخرى في نسخ أخرى</numerusform>
                <numerusform>%n رسالة أخرى في نسخ أخرى</numerusform>
                <numerusform>%n رسالة أخرى في نسخ أخرى</numerusform>
            </translation>
        </message>
        <message>
            <source>imported before</source>
            <translation>مستوردة سابقًا</translation>
        </message>
        <message>
            <source>skipped: {why}</source>
            <translation>تم تخطيها: {why}</translation>
        </message>
        <message>
            <source>Import chats</source>
            <translation>استيراد محادثات</translation>
        </message>
        <message>
            <source>Choose an export of ChatGPT, Claude or Open WebUI (its zip or JSON), or a folder of LM Studio or Jan chats.</source>
            <translation>اختر ملف تصدير من ChatGPT أو Claude أو Open WebUI (ملف zip أو JSON)، أو مجلد محادثات LM Studio أو Jan.</translation>
        </message>
        <message>
            <source>Choose a file…</source>
            <translation>اختيار ملف…</translation>
        </message>
        <message>
            <source>Choose a folder…</source>
            <translation>اختيار مجلد…</translation>
        </message>
        <message>
            <source>{app}'s chats on this computer</source>
            <translation>محادثات {app} على هذا الحاسوب</translation>
        </message>
        <message>
            <source>Chats to import</source>
            <translation>المحادثات المراد استيرادها</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>استيراد</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>إغلاق</translation>
        </message>
        <message>
            <source>Choose an export</source>
            <translation>اختيار ملف تصدير</translation>
        </message>
        <message>
            <source>Exports (*.zip *.json *.jsonl);;All files (*)</source>
            <translation>ملفات التصدير (*.zip *.json *.jsonl);;كل الملفات (*)</translation>
        </message>
        <message>
            <source>Choose a folder of chats</source>
            <translation>اختيار مجلد محادثات</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>جارٍ قراءة {file}…</translation>
        </message>
        <message numerus="yes">
            <source>%n chat in {file}</source>
            <translation>
                <numerusform>%n محادثة في {file}</numerusform>
                <numerusform>محادثة واحدة في {file}</numerusform>
                <numerusform>محادثتان في {file}</numerusform>
                <numerusform>%n محادثات في {file}</numerusform>
                <numerusform>%n محادثة في {file}</numerusform>
                <numerusform>%n محادثة في {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats in {file}</source>
            <translation>
                <numerusform>%n محادثة في {file}</numerusform>
                <numerusform>محادثة واحدة في {file}</numerusform>
                <numerusform>محادثتان في {file}</numerusform>
                <numerusform>%n محادثات في {file}</numerusform>
                <numerusform>%n محادثة في {file}</numerusform>
                <numerusform>%n محادثة في {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%n imported before: unchecked)</source>
            <translation>
                <numerusform> (مستوردة سابقًا، غير محددة: %n)</numerusform>
                <numerusform> (مستوردة سابقًا، غير محددة: %n)</numerusform>
                <numerusform> (مستوردة سابقًا، غير محددة: %n)</numerusform>
                <numerusform> (مستوردة سابقًا، غير محددة: %n)</numerusform>
                <numerusform> (مستوردة سابقًا، غير محددة: %n)</numerusform>
                <numerusform> (مستوردة سابقًا، غير محددة: %n)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %n skipped, with nothing to import</source>
            <translation>
                <numerusform>؛ تم تخطي %n (لا شيء فيها للاستيراد)</numerusform>
                <numerusform>؛ تم تخطي %n (لا شيء فيها للاستيراد)</numerusform>
                <numerusform>؛ تم تخطي %n (لا شيء فيها للاستيراد)</numerusform>
                <numerusform>؛ تم تخطي %n (لا شيء فيها للاستيراد)</numerusform>
                <numerusform>؛ تم تخطي %n (لا شيء فيها للاستيراد)</numerusform>
                <numerusform>؛ تم تخطي %n (لا شيء فيها للاستيراد)</numerusform>
            </translation>
        </message>
        <message>
            <source>{found}. Versions (edits, regenerations) come as each chat's versions.</source>
            <translation>{found}. تأتي النسخ (التعديلات وإعادات التوليد) نسخًا لكل محادثة.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>إلغاء</translation>
        </message>
        <message>
            <source>Importing: {done} of {total}</source>
            <translation>جارٍ الاستيراد: {done} من {total}</translation>
        </message>
        <message numerus="yes">
            <source>%n chat imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>استُوردت %n محادثة (توقف: لم يُستورد الباقي).</numerusform>
                <numerusform>استُوردت محادثة واحدة (توقف: لم يُستورد الباقي).</numerusform>
                <numerusform>استُوردت محادثتان (توقف: لم يُستورد الباقي).</numerusform>
                <numerusform>استُوردت %n محادثات (توقف: لم يُستورد الباقي).</numerusform>
                <numerusform>استُوردت %n محادثة (توقف: لم يُستورد الباقي).</numerusform>
                <numerusform>استُوردت %n محادثة (توقف: لم يُستورد الباقي).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>استُوردت %n محادثة (توقف: لم يُستورد الباقي).</numerusform>
                <numerusform>استُوردت محادثة واحدة (توقف: لم يُستورد الباقي).</numerusform>
                <numerusform>استُوردت محادثتان (توقف: لم يُستورد الباقي).</numerusform>
                <numerusform>استُوردت %n محادثات (توقف: لم يُستورد الباقي).</numerusform>
                <numerusform>استُوردت %n محادثة (توقف: لم يُستورد الباقي).</numerusform>
                <numerusform>استُوردت %n محادثة (توقف: لم يُستورد الباقي).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chat imported.</source>
            <translation>
                <numerusform>استُوردت %n محادثة.</numerusform>
                <numerusform>استُوردت محادثة واحدة.</numerusform>
                <numerusform>استُوردت محادثتان.</numerusform>
                <numerusform>استُوردت %n محادثات.</numerusform>
                <numerusform>استُوردت %n محادثة.</numerusform>
                <numerusform>استُوردت %n محادثة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chats imported.</source>
            <translation>
                <numerusform>استُوردت %n محادثة.</numerusform>
                <numerusform>استُوردت محادثة واحدة.</numerusform>
                <numerusform>استُوردت محادثتان.</numerusform>
                <numerusform>استُوردت %n محادثات.</numerusform>
                <numerusform>استُوردت %n محادثة.</numerusform>
                <numerusform>استُوردت %n محادثة.</numerusform>
            </translation>
        </message>
        <message>
            <source>The import stopped: {error}</source>
            <translation>توقف الاستيراد: {error}</translation>
        </message>
        <message>
            <source>Stopping after the chat being imported…</source>
            <translation>سيتوقف بعد المحادثة الجاري استيرادها…</translation>
        </message>
    </context>
    <context>
        <name>Libraries</name>
        <message>
            <source>by meaning ({model}) and by keywords</source>
            <translation>بالمعنى ({model}) وبالكلمات المفتاحية</translation>
        </message>
        <message>
            <source>by keywords (BM25; choose an embedding model in Settings to search by meaning too)</source>
            <translation>بالكلمات المفتاحية (BM25؛ اختر نموذج تضمين في الإعدادات للبحث بالمعنى أيضًا)</translation>
        </message>
        <message>
            <source>{folder} files</source>
            <translation>ملفات {folder}</translation>
        </message>
        <message numerus="yes">
            <source>paused: {done} of %n new or changed files</source>
            <translation>
                <numerusform>متوقفة مؤقتًا: {done} من %n ملف جديد أو متغير</numerusform>
                <numerusform>متوقفة مؤقتًا: {done} من ملف واحد جديد أو متغير</numerusform>
                <numerusform>متوقفة مؤقتًا: {done} من ملفين جديدين أو متغيرين</numerusform>
                <numerusform>متوقفة مؤقتًا: {done} من %n ملفات جديدة أو متغيرة</numerusform>
                <numerusform>متوقفة مؤقتًا: {done} من %n ملفًا جديدًا أو متغيرًا</numerusform>
                <numerusform>متوقفة مؤقتًا: {done} من %n ملف جديد أو متغير</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>indexing: {done} of %n new or changed files</source>
            <translation>
                <numerusform>جارٍ الفهرسة: {done} من %n ملف جديد أو متغير</numerusform>
                <numerusform>جارٍ الفهرسة: {done} من ملف واحد جديد أو متغير</numerusform>
                <numerusform>جارٍ الفهرسة: {done} من ملفين جديدين أو متغيرين</numerusform>
                <numerusform>جارٍ الفهرسة: {done} من %n ملفات جديدة أو متغيرة</numerusform>
                <numerusform>جارٍ الفهرسة: {done} من %n ملفًا جديدًا أو متغيرًا</numerusform>
                <numerusform>جارٍ الفهرسة: {done} من %n ملف جديد أو متغير</numerusform>
            </translation>
        </message>
        <message>
            <source>waiting to be indexed</source>
            <translation>في انتظار الفهرسة</translation>
        </message>
        <message>
            <source>no documents found</source>
            <translation>لم يُعثر على مستندات</translation>
        </message>
        <message numerus="yes">
            <source>%Ln document</source>
            <translation>
                <numerusform>%Ln مستند</numerusform>
                <numerusform>مستند واحد</numerusform>
                <numerusform>مستندان</numerusform>
                <numerusform>%Ln مستندات</numerusform>
                <numerusform>%Ln مستندًا</numerusform>
                <numerusform>%Ln مستند</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln documents</source>
            <translation>
                <numerusform>%Ln مستند</numerusform>
                <numerusform>مستند واحد</numerusform>
                <numerusform>مستندان</numerusform>
                <numerusform>%Ln مستندات</numerusform>
                <numerusform>%Ln مستندًا</numerusform>
                <numerusform>%Ln مستند</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln passages</source>
            <translation>
                <numerusform>%Ln مقطع</numerusform>
                <numerusform>مقطع واحد</numerusform>
                <numerusform>مقطعان</numerusform>
                <numerusform>%Ln مقاطع</numerusform>
                <numerusform>%Ln مقطعًا</numerusform>
                <numerusform>%Ln مقطع</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unreadable</source>
            <translation>
                <numerusform>غير مقروءة: %n</numerusform>
                <numerusform>غير مقروءة: %n</numerusform>
                <numerusform>غير مقروءة: %n</numerusform>
                <numerusform>غير مقروءة: %n</numerusform>
                <numerusform>غير مقروءة: %n</numerusform>
                <numerusform>غير مقروءة: %n</numerusform>
            </translation>
        </message>
        <message>
            <source>Resume indexing</source>
            <translation>استئناف الفهرسة</translation>
        </message>
        <message>
            <source>Pause indexing (resumes where it stopped)</source>
            <translation>إيقاف الفهرسة مؤقتًا (تُستأنف من حيث توقفت)</translation>
        </message>
        <message>
            <source>Paused the library {name}: {file}
Click to see your libraries</source>
            <translation>أُوقفت المكتبة {name} مؤقتًا: {file}
انقر لعرض مكتباتك</translation>
        </message>
        <message>
            <source>Indexing the library {name}: {file}
Click to see your libraries</source>
            <translation>جارٍ فهرسة المكتبة {name}: {file}
انقر لعرض مكتباتك</translation>
        </message>
        <message>
            <source>No libraries yet</source>
            <translation>لا توجد مكتبات بعد</translation>
        </message>
        <message>
            <source>Manage libraries…</source>
            <translation>إدارة المكتبات…</translation>
        </message>
        <message>
            <source>This chat searches {libraries} for every message</source>
            <translation>تبحث هذه المحادثة في {libraries} لكل رسالة</translation>
        </message>
        <message>
            <source>Libraries: folders this chat searches for every message</source>
            <translation>المكتبات: مجلدات تبحث فيها هذه المحادثة لكل رسالة</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>المكتبات</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>إضافة مجلد…</translation>
        </message>
        <message>
            <source>Add files…</source>
            <translation>إضافة ملفات…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>إزالة</translation>
        </message>
        <message>
            <source>Remove the library and its index (your files stay where they are)</source>
            <translation>إزالة المكتبة وفهرسها (تبقى ملفاتك في مكانها)</translation>
        </message>
        <message>
            <source>Folders and files Emberly indexes on this computer, kept in sync while it runs. Attach a library to a chat (the books button beside the message box) and every message is answered with the passages found in it, cited. Search is {search}; nothing leaves this computer.</source>
            <translation>مجلدات وملفات يفهرسها Emberly على هذا الحاسوب، ويُبقيها متزامنة أثناء تشغيله. أرفق مكتبة بمحادثة (زر الكتب بجانب مربع الرسالة) فتُجاب كل رسالة بالمقاطع التي يُعثر عليها فيها، مع الإشارة إلى مصادرها. البحث {search}؛ ولا شيء يغادر هذا الحاسوب.</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>إيقاف الفهرسة مؤقتًا</translation>
        </message>
        <message>
            <source>Add a folder as a library</source>
            <translation>إضافة مجلد كمكتبة</translation>
        </message>
        <message>
            <source>Add files as a library</source>
            <translation>إضافة ملفات كمكتبة</translation>
        </message>
        <message>
            <source>Paused {name} {done}/{total}</source>
            <translation>أُوقفت {name} مؤقتًا {done}/{total}</translation>
        </message>
        <message>
            <source>Indexing {name} {done}/{total}</source>
            <translation>جارٍ فهرسة {name} {done}/{total}</translation>
        </message>
        <message>
            <source>Paused {name}</source>
            <translation>أُوقفت {name} مؤقتًا</translation>
        </message>
        <message>
            <source>Indexing {name}</source>
            <translation>جارٍ فهرسة {name}</translation>
        </message>
        <message>
            <source>{library} › {name} — the passage the model read, highlighted in the file</source>
            <translation>{library} › {name} — المقطع الذي قرأه النموذج، مُبرزًا في الملف</translation>
        </message>
        <message>
            <source>{library} › {name} — the passage the model read (the file has changed or left its library since)</source>
            <translation>{library} › {name} — المقطع الذي قرأه النموذج (تغيّر الملف أو خرج من مكتبته منذ ذلك الحين)</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;ملف</translation>
        </message>
        <message>
            <source>&amp;Chat</source>
            <translation>م&amp;حادثة</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>م&amp;ساعدة</translation>
        </message>
        <message>
            <source>&amp;New chat</source>
            <translation>محادثة &amp;جديدة</translation>
        </message>
        <message>
            <source>Choose &amp;model…</source>
            <translation>اختيار &amp;نموذج…</translation>
        </message>
        <message>
            <source>&amp;Export chat as Markdown…</source>
            <translation>&amp;تصدير المحادثة بصيغة Markdown…</translation>
        </message>
        <message>
            <source>Export chat as Markdown with all &amp;versions…</source>
            <translation>تصدير المحادثة بصيغة Markdown مع كل الن&amp;سخ…</translation>
        </message>
        <message>
            <source>Export chat as &amp;HTML…</source>
            <translation>تصدير المحادثة بصيغة &amp;HTML…</translation>
        </message>
        <message>
            <source>Export chat as &amp;PDF…</source>
            <translation>تصدير المحادثة بصيغة &amp;PDF…</translation>
        </message>
        <message>
            <source>Export chat as &amp;JSON…</source>
            <translation>تصدير المحادثة بصيغة &amp;JSON…</translation>
        </message>
        <message>
            <source>Export chat as JSON with its &amp;cache…</source>
            <translation>تصدير المحادثة بصيغة JSON مع &amp;ذاكرتها المؤقتة…</translation>
        </message>
        <message>
            <source>Export &amp;all chats (or those the search finds)…</source>
            <translation>تصدير &amp;كل المحادثات (أو ما يجده البحث)…</translation>
        </message>
        <message>
            <source>&amp;Import chat…</source>
            <translation>&amp;استيراد محادثة…</translation>
        </message>
        <message>
            <source>Import chats from &amp;other apps…</source>
            <translation>استيراد محادثات من ت&amp;طبيقات أخرى…</translation>
        </message>
        <message>
            <source>&amp;Libraries…</source>
            <translation>ال&amp;مكتبات…</translation>
        </message>
        <message>
            <source>Local &amp;API server…</source>
            <translation>خادم &amp;API المحلي…</translation>
        </message>
        <message>
            <source>&amp;Tools (MCP servers)…</source>
            <translation>الأ&amp;دوات (خوادم MCP)…</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>الإ&amp;عدادات…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;خروج</translation>
        </message>
        <message>
            <source>&amp;Regenerate reply</source>
            <translation>إعادة &amp;توليد الرد</translation>
        </message>
        <message>
            <source>Regenerate ×&amp;N</source>
            <translation>إعادة التوليد ×&amp;N</translation>
        </message>
        <message>
            <source>&amp;Continue reply</source>
            <translation>&amp;متابعة الرد</translation>
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation>إي&amp;قاف</translation>
        </message>
        <message>
            <source>C&amp;opy last reply</source>
            <translation>&amp;نسخ آخر رد</translation>
        </message>
        <message>
            <source>Re&amp;name chat…</source>
            <translation>إعادة ت&amp;سمية المحادثة…</translation>
        </message>
        <message>
            <source>Search chats</source>
            <translation>البحث في المحادثات</translation>
        </message>
        <message>
            <source>Go to the message &amp;box</source>
            <translation>الانتقال إلى مربع ال&amp;رسالة</translation>
        </message>
        <message>
            <source>Scroll to the &amp;first message</source>
            <translation>التمرير إلى &amp;أول رسالة</translation>
        </message>
        <message>
            <source>Scroll to the &amp;newest message</source>
            <translation>التمرير إلى أ&amp;حدث رسالة</translation>
        </message>
        <message>
            <source>Chat settings…</source>
            <translation>إعدادات المحادثة…</translation>
        </message>
        <message>
            <source>Co&amp;mpare with another model…</source>
            <translation>مقارنة &amp;بنموذج آخر…</translation>
        </message>
        <message>
            <source>Attach a &amp;web page…</source>
            <translation>إرفاق &amp;صفحة ويب…</translation>
        </message>
        <message>
            <source>Copy &amp;diagnostics</source>
            <translation>&amp;نسخ معلومات التشخيص</translation>
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation>فتح مجلد ال&amp;سجل</translation>
        </message>
        <message>
            <source>&amp;About Emberly</source>
            <translation>&amp;حول Emberly</translation>
        </message>
    </context>
    <context>
        <name>Picker</name>
        <message>
            <source>no preset</source>
            <translation>بلا إعداد مسبق</translation>
        </message>
        <message>
            <source>The preset (Chat settings ▸ Preset) every new chat with this model starts with</source>
            <translation>الإعداد المسبق (إعدادات المحادثة ▸ إعداد مسبق) الذي تبدأ به كل محادثة جديدة مع هذا النموذج</translation>
        </message>
        <message>
            <source>{size} tokens</source>
            <translation>{size} رمز</translation>
        </message>
        <message>
            <source>This build of llama.cpp runs on the CPU only. For GPU offload, reinstall llama-cpp-python with CMAKE_ARGS="-DGGML_CUDA=on" (NVIDIA), "-DGGML_METAL=on" (Apple) or "-DGGML_VULKAN=on".</source>
            <translation>بنية llama.cpp هذه تعمل على CPU فقط. لنقل العمل إلى GPU، أعد تثبيت llama-cpp-python مع CMAKE_ARGS="-DGGML_CUDA=on" (NVIDIA)، أو "-DGGML_METAL=on" (Apple)، أو "-DGGML_VULKAN=on".</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>اختيار نموذج</translation>
        </message>
        <message>
            <source>Model files</source>
            <translation>ملفات النماذج</translation>
        </message>
        <message>
            <source>Model file</source>
            <translation>ملف النموذج</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>الحجم</translation>
        </message>
        <message>
            <source>From</source>
            <translation>المصدر</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>استعراض…</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>إضافة مجلد…</translation>
        </message>
        <message>
            <source>Select a model to see its details.</source>
            <translation>حدّد نموذجًا لعرض تفاصيله.</translation>
        </message>
        <message>
            <source>GPU layers</source>
            <translation>طبقات GPU</translation>
        </message>
        <message>
            <source>A vision projector (mmproj) lets the model read images in messages. Get models downloads a vision model's projector beside it.</source>
            <translation>يتيح مُسقِط الرؤية (mmproj) للنموذج قراءة الصور في الرسائل. تُنزّل «الحصول على نماذج» مُسقِط نموذج الرؤية بجانبه.</translation>
        </message>
        <message>
            <source>automatic</source>
            <translation>تلقائي</translation>
        </message>
        <message>
            <source>Try the fast path again</source>
            <translation>تجربة المسار السريع مجددًا</translation>
        </message>
        <message>
            <source>Forget the safer setting chosen after a crash; the next model load checks again</source>
            <translation>نسيان الإعداد الأكثر أمانًا الذي اختير بعد الانهيار؛ يتحقق تحميل النموذج التالي مجددًا</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>تحميل</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>إغلاق</translation>
        </message>
        <message>
            <source>Context size</source>
            <translation>حجم السياق</translation>
        </message>
        <message>
            <source>KV cache type</source>
            <translation>نوع ذاكرة KV المؤقتة</translation>
        </message>
        <message>
            <source>Threads</source>
            <translation>خيوط المعالجة</translation>
        </message>
        <message>
            <source>Images</source>
            <translation>الصور</translation>
        </message>
        <message>
            <source>Speculation</source>
            <translation>التخمين</translation>
        </message>
        <message>
            <source>New chats</source>
            <translation>المحادثات الجديدة</translation>
        </message>
        <message>
            <source>Memory needed</source>
            <translation>الذاكرة المطلوبة</translation>
        </message>
        <message>
            <source>Engine path</source>
            <translation>مسار المحرك</translation>
        </message>
        <message>
            <source>On this computer</source>
            <translation>على هذا الحاسوب</translation>
        </message>
        <message>
            <source>Get models</source>
            <translation>الحصول على نماذج</translation>
        </message>
        <message>
            <source>Servers</source>
            <translation>الخوادم</translation>
        </message>
        <message numerus="yes">
            <source>{name}  (%n parts)</source>
            <translation>
                <numerusform>{name}  (%n جزء)</numerusform>
                <numerusform>{name}  (جزء واحد)</numerusform>
                <numerusform>{name}  (جزآن)</numerusform>
                <numerusform>{name}  (%n أجزاء)</numerusform>
                <numerusform>{name}  (%n جزءًا)</numerusform>
                <numerusform>{name}  (%n جزء)</numerusform>
            </translation>
        </message>
        <message>
            <source>Added</source>
            <translation>مُضاف</translation>
        </message>
        <message>
            <source>{source} · recent</source>
            <translation>{source} · حديث</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>جارٍ الاتصال بـ {url}…</translation>
        </message>
        <message>
            <source>Choose a GGUF model</source>
            <translation>اختيار نموذج GGUF</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf);;All files (*)</source>
            <translation>نماذج GGUF (*.gguf);;كل الملفات (*)</translation>
        </message>
        <message>
            <source>Add a folder of models</source>
            <translation>إضافة مجلد نماذج</translation>
        </message>
        <message>
            <source>none: text only</source>
            <translation>لا شيء: نص فقط</translation>
        </message>
        <message>
            <source>none in the model's folder</source>
            <translation>لا شيء في مجلد النموذج</translation>
        </message>
        <message>
            <source>CPU only</source>
            <translation>CPU فقط</translation>
        </message>
        <message>
            <source>all</source>
            <translation>الكل</translation>
        </message>
        <message>
            <source>none</source>
            <translation>لا شيء</translation>
        </message>
        <message>
            <source>, recurrent state {size}</source>
            <translation>، الحالة المتكررة {size}</translation>
        </message>
        <message>
            <source>, image projector {size}</source>
            <translation>، مُسقِط الصور {size}</translation>
        </message>
        <message>
            <source>about {total} (weights {weights}{vision}, KV cache {kv_cache}{state}, work buffers {compute})</source>
            <translation>نحو {total} (الأوزان {weights}{vision}، ذاكرة KV المؤقتة {kv_cache}{state}، مخازن العمل {compute})</translation>
        </message>
        <message>
            <source>checked when the next model loads (once per llama.cpp build and CPU)</source>
            <translation>يُتحقق منه عند تحميل النموذج التالي (مرة لكل بنية llama.cpp ومعالج CPU)</translation>
        </message>
        <message>
            <source>{path}: it works on this computer</source>
            <translation>{path}: يعمل على هذا الحاسوب</translation>
        </message>
        <message>
            <source>The fast path will be tried again when the next model loads.</source>
            <translation>ستُعاد تجربة المسار السريع عند تحميل النموذج التالي.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>إلغاء</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>نعم</translation>
        </message>
        <message>
            <source>no (a format is chosen by architecture)</source>
            <translation>لا (يُختار تنسيق حسب البنية المعمارية)</translation>
        </message>
        <message>
            <source>, sliding window {size}</source>
            <translation>، نافذة منزلقة {size}</translation>
        </message>
        <message numerus="yes">
            <source>native context {context} tokens · %n layers{window}</source>
            <translation>
                <numerusform>السياق الأصلي {context} رمز · %n طبقة{window}</numerusform>
                <numerusform>السياق الأصلي {context} رمز · طبقة واحدة{window}</numerusform>
                <numerusform>السياق الأصلي {context} رمز · طبقتان{window}</numerusform>
                <numerusform>السياق الأصلي {context} رمز · %n طبقات{window}</numerusform>
                <numerusform>السياق الأصلي {context} رمز · %n طبقة{window}</numerusform>
                <numerusform>السياق الأصلي {context} رمز · %n طبقة{window}</numerusform>
            </translation>
        </message>
        <message>
            <source>chat template: {template}</source>
            <translation>قالب المحادثة: {template}</translation>
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>Apply a preset…</source>
            <translation>تطبيق إعداد مسبق…</translation>
        </message>
        <message>
            <source>A preset's system prompt, sampling and tools, copied into this chat</source>
            <translation>موجّه النظام وأخذ العينات والأدوات من إعداد مسبق، منسوخة إلى هذه المحادثة</translation>
        </message>
        <message>
            <source>Save as preset…</source>
            <translation>حفظ كإعداد مسبق…</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>استيراد…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>تصدير…</translation>
        </message>
        <message>
            <source>A preset file: Emberly's, or LM Studio's (0.2 or 0.3)</source>
            <translation>ملف إعداد مسبق: من Emberly، أو من LM Studio (0.2 أو 0.3)</translation>
        </message>
        <message>
            <source>{name} (built in)</source>
            <translation>{name} (مدمج)</translation>
        </message>
        <message>
            <source>Save as preset</source>
            <translation>حفظ كإعداد مسبق</translation>
        </message>
        <message>
            <source>Name of the preset:</source>
            <translation>اسم الإعداد المسبق:</translation>
        </message>
        <message>
            <source>Import a preset</source>
            <translation>استيراد إعداد مسبق</translation>
        </message>
        <message>
            <source>Presets (*.json);;All files (*)</source>
            <translation>الإعدادات المسبقة (*.json);;كل الملفات (*)</translation>
        </message>
        <message>
            <source>{name} ({source}) is imported; Emberly has no place for its {skipped}, which were left out.</source>
            <translation>استُورد {name} ({source})؛ لا مكان في Emberly لما فيه من {skipped}، لذا أُغفلت.</translation>
        </message>
        <message>
            <source>Presets</source>
            <translation>الإعدادات المسبقة</translation>
        </message>
        <message>
            <source>The preset could not be saved: {error}</source>
            <translation>تعذّر حفظ الإعداد المسبق: {error}</translation>
        </message>
        <message>
            <source>Export a preset</source>
            <translation>تصدير إعداد مسبق</translation>
        </message>
        <message>
            <source>Presets (*.json)</source>
            <translation>الإعدادات المسبقة (*.json)</translation>
        </message>
        <message>
            <source>{file} could not be written: {error}</source>
            <translation>تعذّرت كتابة {file}: {error}</translation>
        </message>
    </context>
    <context>
        <name>Server</name>
        <message>
            <source>Off</source>
            <translation>متوقف</translation>
        </message>
        <message numerus="yes">
            <source>%Ln request served</source>
            <translation>
                <numerusform>%Ln طلب مُلبّى</numerusform>
                <numerusform>طلب واحد مُلبّى</numerusform>
                <numerusform>طلبان مُلبّيان</numerusform>
                <numerusform>%Ln طلبات مُلبّاة</numerusform>
                <numerusform>%Ln طلبًا مُلبّى</numerusform>
                <numerusform>%Ln طلب مُلبّى</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln requests served</source>
            <translation>
                <numerusform>%Ln طلب مُلبّى</numerusform>
                <numerusform>طلب واحد مُلبّى</numerusform>
                <numerusform>طلبان مُلبّيان</numerusform>
                <numerusform>%Ln طلبات مُلبّاة</numerusform>
                <numerusform>%Ln طلبًا مُلبّى</numerusform>
                <numerusform>%Ln طلب مُلبّى</numerusform>
            </translation>
        </message>
        <message>
            <source>running: {request}</source>
            <translation>قيد التشغيل: {request}</translation>
        </message>
        <message numerus="yes">
            <source>%n waiting</source>
            <translation>
                <numerusform>%n في الانتظار</numerusform>
                <numerusform>واحد في الانتظار</numerusform>
                <numerusform>اثنان في الانتظار</numerusform>
                <numerusform>%n في الانتظار</numerusform>
                <numerusform>%n في الانتظار</numerusform>
                <numerusform>%n في الانتظار</numerusform>
            </translation>
        </message>
        <message>
            <source>no model loaded: requests are refused</source>
            <translation>لا يوجد نموذج محمّل: تُرفض الطلبات</translation>
        </message>
        <message>
            <source>Local API server</source>
            <translation>خادم API المحلي</translation>
        </message>
        <message>
            <source>Other apps on this computer (editors, notes, scripts) can use the model loaded here through an OpenAI-compatible API: point them at the address below with the key. Your chats in this window are never touched, and conversations a client sends again continue warm.</source>
            <translation>يمكن للتطبيقات الأخرى على هذا الحاسوب (المحررات، والملاحظات، والسكربتات) استخدام النموذج المحمّل هنا عبر API متوافقة مع OpenAI: وجّهها إلى العنوان أدناه مع المفتاح. لا تُمَسّ محادثاتك في هذه النافذة أبدًا، والمحادثات التي يعيد العميل إرسالها تستمر دافئة.</translation>
        </message>
        <message>
            <source>Serve the loaded model to other apps</source>
            <translation>إتاحة النموذج المحمّل للتطبيقات الأخرى</translation>
        </message>
        <message>
            <source>Allow other computers on my network</source>
            <translation>السماح للحواسيب الأخرى على شبكتي</translation>
        </message>
        <message>
            <source>⚠ Anyone on your network who has the key can use the model.</source>
            <translation>⚠ يمكن لأي شخص على شبكتك يملك المفتاح استخدام النموذج.</translation>
        </message>
        <message>
            <source>none (browser pages may not call it); e.g. http://localhost:3000</source>
            <translation>لا شيء (لا يمكن لصفحات المتصفح استدعاؤه)؛ مثلًا http://localhost:3000</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>مفتاح API</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>نسخ</translation>
        </message>
        <message>
            <source>Copy key</source>
            <translation>نسخ المفتاح</translation>
        </message>
        <message>
            <source>New key</source>
            <translation>مفتاح جديد</translation>
        </message>
        <message>
            <source>Make a new key: apps using the old one must be given the new one</source>
            <translation>إنشاء مفتاح جديد: يجب إعطاء المفتاح الجديد للتطبيقات التي تستخدم القديم</translation>
        </message>
        <message>
            <source>Stop the request</source>
            <translation>إيقاف الطلب</translation>
        </message>
        <message>
            <source>Requests served</source>
            <translation>الطلبات المُلبّاة</translation>
        </message>
        <message>
            <source>Each request served appears here, with its tokens and time.</source>
            <translation>يظهر هنا كل طلب مُلبّى، مع رموزه ووقته.</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>المنفذ</translation>
        </message>
        <message>
            <source>Browser origins</source>
            <translation>أصول المتصفح</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>العنوان</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>الحالة</translation>
        </message>
        <message>
            <source>The key is kept {place}.</source>
            <translation>يُحفظ المفتاح {place}.</translation>
        </message>
        <message>
            <source>Let apps have the web searched first (web_search_options)</source>
            <translation>السماح للتطبيقات بطلب البحث في الويب أولًا (web_search_options)</translation>
        </message>
        <message>
            <source>With the search service of Settings ▸ Web: the pages read go into the request's prompt, and the reply cites them. Off: such requests are refused.</source>
            <translation>باستخدام خدمة البحث في الإعدادات ▸ الويب: تدخل الصفحات المقروءة في موجّه الطلب، ويستشهد بها الرد. عند الإيقاف: تُرفض هذه الطلبات.</translation>
        </message>
    </context>
    <context>
        <name>Servers</name>
        <message>
            <source>Server address</source>
            <translation>عنوان الخادم</translation>
        </message>
        <message>
            <source>optional</source>
            <translation>اختياري</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>مفتاح API</translation>
        </message>
        <message>
            <source>Add server</source>
            <translation>إضافة خادم</translation>
        </message>
        <message>
            <source>Servers and their models</source>
            <translation>الخوادم ونماذجها</translation>
        </message>
        <message>
            <source>Server and its models</source>
            <translation>الخادم ونماذجه</translation>
        </message>
        <message>
            <source>Context</source>
            <translation>السياق</translation>
        </message>
        <message>
            <source>Add a server to chat with the models it serves.</source>
            <translation>أضف خادمًا للمحادثة مع النماذج التي يقدمها.</translation>
        </message>
        <message>
            <source>Test again</source>
            <translation>اختبار مجددًا</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>إزالة</translation>
        </message>
        <message>
            <source>Chat with this model</source>
            <translation>المحادثة مع هذا النموذج</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>العنوان</translation>
        </message>
        <message>
            <source>{url} could not be asked ({error}).</source>
            <translation>تعذّر الاستعلام من {url} ({error}).</translation>
        </message>
        <message>
            <source>Asking {url}…</source>
            <translation>جارٍ الاستعلام من {url}…</translation>
        </message>
        <message>
            <source>Added {url}.</source>
            <translation>أُضيف {url}.</translation>
        </message>
        <message>
            <source>cannot be reached</source>
            <translation>يتعذّر الوصول إليه</translation>
        </message>
        <message>
            <source>asking…</source>
            <translation>جارٍ الاستعلام…</translation>
        </message>
        <message>
            <source>{size} tokens</source>
            <translation>{size} رمز</translation>
        </message>
        <message>
            <source>{server} at {url}</source>
            <translation>{server} على {url}</translation>
        </message>
        <message numerus="yes">
            <source>%n slot of {size} tokens · build {build}</source>
            <translation>
                <numerusform>%n خانة من {size} رمز · البنية {build}</numerusform>
                <numerusform>خانة واحدة من {size} رمز · البنية {build}</numerusform>
                <numerusform>خانتان من {size} رمز · البنية {build}</numerusform>
                <numerusform>%n خانات من {size} رمز · البنية {build}</numerusform>
                <numerusform>%n خانة من {size} رمز · البنية {build}</numerusform>
                <numerusform>%n خانة من {size} رمز · البنية {build}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n slots of {size} tokens · build {build}</source>
            <translation>
                <numerusform>%n خانة من {size} رمز · البنية {build}</numerusform>
                <numerusform>خانة واحدة من {size} رمز · البنية {build}</numerusform>
                <numerusform>خانتان من {size} رمز · البنية {build}</numerusform>
                <numerusform>%n خانات من {size} رمز · البنية {build}</numerusform>
                <numerusform>%n خانة من {size} رمز · البنية {build}</numerusform>
                <numerusform>%n خانة من {size} رمز · البنية {build}</numerusform>
            </translation>
        </message>
        <message>
            <source>Chats resume from the server's slot files when it runs with --slot-save-path (and with -np set, so that chats keep their own slot).</source>
            <translation>تُستأنف المحادثات من ملفات خانات الخادم عندما يعمل مع --slot-save-path (ومع ضبط -np، كي تحتفظ كل محادثة بخانتها).</translation>
        </message>
        <message>
            <source>Cache on server: prefix only. A reopened chat is read again by the server, unless it still holds the start of it.</source>
            <translation>الذاكرة المؤقتة على الخادم: البادئة فقط. يعيد الخادم قراءة المحادثة المُعاد فتحها، ما لم يكن لا يزال يحتفظ ببدايتها.</translation>
        </message>
        <message>
            <source>Removed {url}.</source>
            <translation>أُزيل {url}.</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>Follow the system</source>
            <translation>اتباع النظام</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>فاتح</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>داكن</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>استعراض…</translation>
        </message>
        <message>
            <source>Choose a folder</source>
            <translation>اختيار مجلد</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>اختيار نموذج</translation>
        </message>
        <message>
            <source>GGUF models (*.gguf)</source>
            <translation>نماذج GGUF (*.gguf)</translation>
        </message>
        <message>
            <source>System size</source>
            <translation>حجم النظام</translation>
        </message>
        <message>
            <source> pt</source>
            <comment>a font size's unit, after the number</comment>
            <translation> نقطة</translation>
        </message>
        <message>
            <source> GiB</source>
            <comment>a size's unit, after the number</comment>
            <translation> GiB</translation>
        </message>
        <message>
            <source>unlimited</source>
            <translation>غير محدود</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>الإعدادات</translation>
        </message>
        <message>
            <source>none: documents and libraries are searched by keywords</source>
            <translation>لا شيء: يُبحث في المستندات والمكتبات بالكلمات المفتاحية</translation>
        </message>
        <message>
            <source>A GGUF embedding model (all-MiniLM-L6-v2, nomic-embed-text, EmbeddingGemma…; Get models lists some): passages are then found by meaning as well as by words</source>
            <translation>نموذج تضمين بصيغة GGUF (all-MiniLM-L6-v2، nomic-embed-text، EmbeddingGemma…؛ تعرض «الحصول على نماذج» بعضها): عندها يُعثر على المقاطع بالمعنى وبالكلمات أيضًا</translation>
        </message>
        <message>
            <source>the standard folder for your system</source>
            <translation>المجلد القياسي لنظامك</translation>
        </message>
        <message>
            <source>Default model</source>
            <translation>النموذج الافتراضي</translation>
        </message>
        <message>
            <source>Embedding model</source>
            <translation>نموذج التضمين</translation>
        </message>
        <message>
            <source>Data folder</source>
            <translation>مجلد البيانات</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>السمة</translation>
        </message>
        <message>
            <source>Font size</source>
            <translation>حجم الخط</translation>
        </message>
        <message>
            <source>Choose an embedding model</source>
            <translation>اختيار نموذج تضمين</translation>
        </message>
        <message>
            <source>A new data folder is used from the next start.</source>
            <translation>يُستخدم مجلد البيانات الجديد من التشغيل التالي.</translation>
        </message>
        <message>
            <source>The system's ({language})</source>
            <translation>لغة النظام ({language})</translation>
        </message>
        <message>
            <source>off</source>
            <translation>متوقف</translation>
        </message>
        <message>
            <source>Versions of a reply written at once by Regenerate ×N (Ctrl+Shift+G). Used from the next model load.</source>
            <translation>عدد نسخ الرد التي تُكتب دفعة واحدة بـ «إعادة التوليد ×N» (Ctrl+Shift+G). يُطبَّق من تحميل النموذج التالي.</translation>
        </message>
        <message>
            <source>Chat caches on disk</source>
            <translation>ذاكرات المحادثات المؤقتة على القرص</translation>
        </message>
        <message>
            <source>Regenerate ×N: versions at once</source>
            <translation>إعادة التوليد ×N: نسخ دفعة واحدة</translation>
        </message>
        <message>
            <source>{speculation} (the model picker's Speculation setting)</source>
            <translation>{speculation} (إعداد «التخمين» في منتقي النماذج)</translation>
        </message>
        <message>
            <source>Speculation</source>
            <translation>التخمين</translation>
        </message>
        <message>
            <source>Reopen the last chat and model on start</source>
            <translation>إعادة فتح آخر محادثة ونموذج عند البدء</translation>
        </message>
        <message>
            <source>Off: Emberly starts with a new chat (the default model still loads).</source>
            <translation>عند الإيقاف: يبدأ Emberly بمحادثة جديدة (ويظل النموذج الافتراضي يُحمَّل).</translation>
        </message>
        <message>
            <source>Tell me when a new version of Emberly exists (asks GitHub once a day)</source>
            <translation>أخبرني عند صدور إصدار جديد من Emberly (يسأل GitHub مرة يوميًا)</translation>
        </message>
        <message>
            <source>Local API server ({state})…</source>
            <translation>خادم API المحلي ({state})…</translation>
        </message>
        <message>
            <source>Other apps on this computer (editors, scripts, aider, Continue) can use the loaded model through an OpenAI-compatible API: its address, key, port and browser origins</source>
            <translation>يمكن للتطبيقات الأخرى على هذا الحاسوب (المحررات، والسكربتات، وaider، وContinue) استخدام النموذج المحمّل عبر API متوافقة مع OpenAI: عنوانها ومفتاحها ومنفذها وأصول المتصفح</translation>
        </message>
        <message>
            <source>Local server</source>
            <translation>الخادم المحلي</translation>
        </message>
        <message>
            <source>Tools (MCP servers: {n})…</source>
            <translation>الأدوات (خوادم MCP: {n})…</translation>
        </message>
        <message>
            <source>Programs and addresses whose tools the model may call in the chats where you turn them on: add them, import an mcp.json, read their logs</source>
            <translation>برامج وعناوين يمكن للنموذج استدعاء أدواتها في المحادثات التي تفعّلها فيها: أضفها، أو استورد ملف mcp.json، أو اقرأ سجلاتها</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>الأدوات</translation>
        </message>
        <message>
            <source>off</source>
            <comment>the web search</comment>
            <translation>متوقف</translation>
        </message>
        <message>
            <source>Web ({provider})…</source>
            <translation>الويب ({provider})…</translation>
        </message>
        <message>
            <source>Search the web for a message (the composer's Web button): where searches go, and what leaves your computer</source>
            <translation>البحث في الويب عن رسالة (زر «الويب» في مربع الكتابة): إلى أين تذهب عمليات البحث، وما الذي يغادر حاسوبك</translation>
        </message>
        <message>
            <source>Web</source>
            <translation>الويب</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>اللغة</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Warm: reopens from its saved cache</source>
            <translation>دافئة: تُعاد فتحها من ذاكرتها المؤقتة المحفوظة</translation>
        </message>
        <message>
            <source>Cold: will be re-read when opened</source>
            <translation>باردة: ستُعاد قراءتها عند فتحها</translation>
        </message>
        <message>
            <source>Stale: its cache is for other model settings</source>
            <translation>قديمة: ذاكرتها المؤقتة لإعدادات نموذج أخرى</translation>
        </message>
        <message>
            <source>Search chats (Ctrl+K)</source>
            <translation>البحث في المحادثات (Ctrl+K)</translation>
        </message>
        <message>
            <source>Search chats</source>
            <translation>البحث في المحادثات</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>مسح البحث</translation>
        </message>
        <message>
            <source>New chat</source>
            <translation>محادثة جديدة</translation>
        </message>
        <message>
            <source>New chat (Ctrl+N)</source>
            <translation>محادثة جديدة (Ctrl+N)</translation>
        </message>
        <message>
            <source>Chats</source>
            <translation>المحادثات</translation>
        </message>
        <message>
            <source>Reading your chats…</source>
            <translation>جارٍ قراءة محادثاتك…</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>المثبّتة</translation>
        </message>
        <message>
            <source>{title}, {when}, cache {state}</source>
            <translation>{title}، {when}، الذاكرة المؤقتة {state}</translation>
        </message>
        <message>
            <source>{title}, {when}, empty</source>
            <translation>{title}، {when}، فارغة</translation>
        </message>
        <message>
            <source>, forked from {title}</source>
            <translation>، متفرعة من {title}</translation>
        </message>
        <message numerus="yes">
            <source>%n message(s) · {when}</source>
            <translation>
                <numerusform>%n رسالة · {when}</numerusform>
                <numerusform>رسالة واحدة · {when}</numerusform>
                <numerusform>رسالتان · {when}</numerusform>
                <numerusform>%n رسائل · {when}</numerusform>
                <numerusform>%n رسالة · {when}</numerusform>
                <numerusform>%n رسالة · {when}</numerusform>
            </translation>
        </message>
        <message>
            <source>Forked from “{title}”</source>
            <translation>متفرعة من «{title}»</translation>
        </message>
        <message>
            <source>Today</source>
            <translation>اليوم</translation>
        </message>
        <message>
            <source>Yesterday</source>
            <translation>أمس</translation>
        </message>
        <message>
            <source>Previous 7 days</source>
            <translation>الأيام السبعة الماضية</translation>
        </message>
        <message>
            <source>Older</source>
            <translation>أقدم</translation>
        </message>
        <message>
            <source> ({tokens} tokens, {size})</source>
            <translation> ({tokens} رمز، {size})</translation>
        </message>
        <message>
            <source>Last opened: restored in {ms} ms</source>
            <translation>آخر فتح: استُعيدت في {ms} مللي ثانية</translation>
        </message>
        <message>
            <source>Last opened: re-read in {s} s</source>
            <translation>آخر فتح: أُعيدت قراءتها في {s} ث</translation>
        </message>
    </context>
    <context>
        <name>Speculation</name>
        <message>
            <source>Runs with a q8_0 or q4_0 KV cache only: with f16 a batch of tokens and a single one round differently here, and a reply must not change.</source>
            <translation>يعمل مع ذاكرة KV مؤقتة من نوع q8_0 أو q4_0 فقط: مع f16 تُقرَّب دفعة من الرموز والرمز المنفرد بشكل مختلف هنا، ويجب ألا يتغير الرد.</translation>
        </message>
        <message>
            <source>Replies stay exactly what they would be without it, only faster where guesses are right.</source>
            <translation>تبقى الردود كما كانت ستكون من دونه تمامًا، لكنها أسرع حين تصيب التخمينات.</translation>
        </message>
        <message>
            <source>Speculative decoding: guesses of the next tokens, checked by the model in one step</source>
            <translation>فك الترميز التخميني: تخمينات للرموز التالية يتحقق منها النموذج في خطوة واحدة</translation>
        </message>
        <message>
            <source>A draft model for it: {name} ({size}), in Get models; once beside this model it is offered here.</source>
            <translation>نموذج مسودة له: {name} ({size})، في «الحصول على نماذج»؛ وما إن يصبح بجانب هذا النموذج حتى يُعرض هنا.</translation>
        </message>
        <message>
            <source>its own MTP head (multi-token prediction)</source>
            <translation>رأس MTP الخاص به (التنبؤ بعدة رموز)</translation>
        </message>
        <message>
            <source>guesses from the chat (prompt lookup)</source>
            <translation>تخمينات من المحادثة (البحث في الموجّه)</translation>
        </message>
        <message>
            <source>draft model: {name}</source>
            <translation>نموذج مسودة: {name}</translation>
        </message>
        <message>
            <source>off</source>
            <translation>متوقف</translation>
        </message>
    </context>
    <context>
        <name>Tools</name>
        <message>
            <source>Allow a tool call?</source>
            <translation>هل تسمح باستدعاء أداة؟</translation>
        </message>
        <message>
            <source>The model wants to call &lt;b&gt;{tool}&lt;/b&gt; from {server} with:</source>
            <translation>يريد النموذج استدعاء &lt;b&gt;{tool}&lt;/b&gt; من {server} مع:</translation>
        </message>
        <message>
            <source>The model wants to call &lt;b&gt;{tool}&lt;/b&gt; with:</source>
            <translation>يريد النموذج استدعاء &lt;b&gt;{tool}&lt;/b&gt; مع:</translation>
        </message>
        <message>
            <source>Arguments</source>
            <translation>الوسائط</translation>
        </message>
        <message>
            <source>Allow once</source>
            <translation>السماح مرة واحدة</translation>
        </message>
        <message>
            <source>Always allow {tool}</source>
            <translation>السماح دائمًا بـ {tool}</translation>
        </message>
        <message>
            <source>Decline</source>
            <translation>رفض</translation>
        </message>
        <message>
            <source>Never allow {tool}</source>
            <translation>عدم السماح أبدًا بـ {tool}</translation>
        </message>
        <message>
            <source>An MCP server in the settings is left out: {problem}</source>
            <translation>أُغفل خادم MCP في الإعدادات: {problem}</translation>
        </message>
        <message>
            <source>Running a tool…</source>
            <translation>جارٍ تشغيل أداة…</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>يكتب…</translation>
        </message>
        <message>
            <source>Tools (MCP servers)</source>
            <translation>الأدوات (خوادم MCP)</translation>
        </message>
        <message>
            <source>MCP servers</source>
            <translation>خوادم MCP</translation>
        </message>
        <message>
            <source>Servers whose tools the model may call, in the chats where you turn them on (Chat settings). Each call asks you first, unless you always allow that tool.</source>
            <translation>خوادم يمكن للنموذج استدعاء أدواتها في المحادثات التي تفعّلها فيها (إعدادات المحادثة). يسألك كل استدعاء أولًا، ما لم تسمح بتلك الأداة دائمًا.</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>إضافة…</translation>
        </message>
        <message>
            <source>Edit…</source>
            <translation>تعديل…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>إزالة</translation>
        </message>
        <message>
            <source>Import mcp.json…</source>
            <translation>استيراد mcp.json…</translation>
        </message>
        <message>
            <source>Tools…</source>
            <translation>الأدوات…</translation>
        </message>
        <message>
            <source>Show log</source>
            <translation>عرض السجل</translation>
        </message>
        <message numerus="yes">
            <source>Ask again for every tool (%n remembered)</source>
            <translation>
                <numerusform>السؤال مجددًا لكل أداة (المحفوظة: %n)</numerusform>
                <numerusform>السؤال مجددًا لكل أداة (المحفوظة: %n)</numerusform>
                <numerusform>السؤال مجددًا لكل أداة (المحفوظة: %n)</numerusform>
                <numerusform>السؤال مجددًا لكل أداة (المحفوظة: %n)</numerusform>
                <numerusform>السؤال مجددًا لكل أداة (المحفوظة: %n)</numerusform>
                <numerusform>السؤال مجددًا لكل أداة (المحفوظة: %n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Left out: {problems}</source>
            <translation>أُغفل: {problems}</translation>
        </message>
        <message>
            <source>Import an mcp.json</source>
            <translation>استيراد ملف mcp.json</translation>
        </message>
        <message>
            <source>MCP settings (*.json)</source>
            <translation>إعدادات MCP (*.json)</translation>
        </message>
        <message numerus="yes">
            <source>%n server imported from {file}.</source>
            <translation>
                <numerusform>استُورد %n خادم من {file}.</numerusform>
                <numerusform>استُورد خادم واحد من {file}.</numerusform>
                <numerusform>استُورد خادمان من {file}.</numerusform>
                <numerusform>استُوردت %n خوادم من {file}.</numerusform>
                <numerusform>استُورد %n خادمًا من {file}.</numerusform>
                <numerusform>استُورد %n خادم من {file}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n servers imported from {file}.</source>
            <translation>
                <numerusform>استُورد %n خادم من {file}.</numerusform>
                <numerusform>استُورد خادم واحد من {file}.</numerusform>
                <numerusform>استُورد خادمان من {file}.</numerusform>
                <numerusform>استُوردت %n خوادم من {file}.</numerusform>
                <numerusform>استُورد %n خادمًا من {file}.</numerusform>
                <numerusform>استُورد %n خادم من {file}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{imported}

Left out:
{problems}</source>
            <translation>{imported}

أُغفل:
{problems}</translation>
        </message>
        <message>
            <source>{name}: its tools</source>
            <translation>{name}: أدواته</translation>
        </message>
        <message>
            <source>{name}: its log</source>
            <translation>{name}: سجله</translation>
        </message>
        <message>
            <source>A server at an address keeps its own log, where it runs; Emberly has none for it. A failed call says what went wrong.</source>
            <translation>يحتفظ الخادم الذي يعمل على عنوان بسجله الخاص حيث يعمل؛ ولا يملك Emberly سجلًا له. يوضح الاستدعاء الفاشل ما الخطأ.</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>(فارغ)</translation>
        </message>
        <message>
            <source>Nothing logged yet: the server has not been started.</source>
            <translation>لا شيء في السجل بعد: لم يُشغَّل الخادم.</translation>
        </message>
        <message>
            <source>{name}: its log ({path})</source>
            <translation>{name}: سجله ({path})</translation>
        </message>
        <message>
            <source>Every tool asks again</source>
            <translation>كل أداة تسأل مجددًا</translation>
        </message>
        <message>
            <source>MCP server</source>
            <translation>خادم MCP</translation>
        </message>
        <message>
            <source>A program on this computer (stdio)</source>
            <translation>برنامج على هذا الحاسوب (stdio)</translation>
        </message>
        <message>
            <source>An address (streamable HTTP)</source>
            <translation>عنوان (HTTP قابل للبث)</translation>
        </message>
        <message>
            <source>npx, uvx, python, /path/to/server</source>
            <translation>npx, uvx, python, /path/to/server</translation>
        </message>
        <message>
            <source>NAME=value, one a line (kept in the system keyring)</source>
            <translation>NAME=value، واحد في كل سطر (يُحفظ في سلسلة مفاتيح النظام)</translation>
        </message>
        <message>
            <source>Authorization: Bearer …, one a line (kept in the system keyring)</source>
            <translation>Authorization: Bearer …، واحد في كل سطر (يُحفظ في سلسلة مفاتيح النظام)</translation>
        </message>
        <message>
            <source> s</source>
            <comment>seconds</comment>
            <translation> ث</translation>
        </message>
        <message>
            <source>Let this server see the chat's library folders</source>
            <translation>السماح لهذا الخادم برؤية مجلدات مكتبات المحادثة</translation>
        </message>
        <message>
            <source>Sent as the server's MCP roots: the folders of the libraries the open chat searches (none when it searches none). A file server then works in those folders instead of the ones in its arguments.</source>
            <translation>تُرسل بوصفها جذور MCP للخادم: مجلدات المكتبات التي تبحث فيها المحادثة المفتوحة (لا شيء إن لم تبحث في أي منها). عندها يعمل خادم الملفات في تلك المجلدات بدلًا من المجلدات الواردة في وسائطه.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>الاسم</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>النوع</translation>
        </message>
        <message>
            <source>Command</source>
            <translation>الأمر</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>المجلد</translation>
        </message>
        <message>
            <source>Environment</source>
            <translation>البيئة</translation>
        </message>
        <message>
            <source>URL</source>
            <translation>عنوان URL</translation>
        </message>
        <message>
            <source>Headers</source>
            <translation>الترويسات</translation>
        </message>
        <message>
            <source>Time limit</source>
            <translation>المهلة</translation>
        </message>
        <message>
            <source>Folders</source>
            <translation>المجلدات</translation>
        </message>
        <message>
            <source>{line} has no {separator}</source>
            <translation>لا يحتوي {line} على {separator}</translation>
        </message>
    </context>
    <context>
        <name>Updates</name>
        <message>
            <source>Emberly can tell you when a new version exists: once a day it asks GitHub for the number and notes of its latest release. Nothing is downloaded or installed.</source>
            <translation>يمكن لـ Emberly إخبارك عند صدور إصدار جديد: مرة يوميًا يسأل GitHub عن رقم أحدث إصدار وملاحظاته. لا يُنزَّل أي شيء ولا يُثبَّت.</translation>
        </message>
        <message>
            <source>Tell me</source>
            <translation>أخبرني</translation>
        </message>
        <message>
            <source>Emberly {version} is out: {headline}</source>
            <translation>صدر Emberly {version}: {headline}</translation>
        </message>
        <message>
            <source>Emberly {version} is out.</source>
            <translation>صدر Emberly {version}.</translation>
        </message>
        <message>
            <source>See what is new</source>
            <translation>عرض الجديد</translation>
        </message>
    </context>
    <context>
        <name>Web</name>
        <message>
            <source>Off</source>
            <translation>متوقف</translation>
        </message>
        <message>
            <source>SearXNG: your own instance (private, recommended)</source>
            <translation>SearXNG: نسختك الخاصة (خاص، موصى به)</translation>
        </message>
        <message>
            <source>Brave Search API</source>
            <translation>Brave Search API</translation>
        </message>
        <message>
            <source>your SearXNG instance at {url}</source>
            <translation>نسخة SearXNG الخاصة بك على {url}</translation>
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
            <translation>تذهب الرسالة المرسلة مع تفعيل «الويب» إلى {where} كعملية بحث. ثم تُقرأ الصفحات التي يعثر عليها من مواقعها نفسها (بلا ملفات تعريف ارتباط ولا سكربتات)، وتُحفظ معها المقاطع التي تجيب عن الرسالة. لا شيء آخر يغادر حاسوبك.</translation>
        </message>
        <message>
            <source>Web</source>
            <translation>الويب</translation>
        </message>
        <message>
            <source>http://searx.lan:8080 (its settings.yml must allow the json format)</source>
            <translation>http://searx.lan:8080 (يجب أن يسمح ملف settings.yml الخاص به بتنسيق json)</translation>
        </message>
        <message>
            <source>kept in your system's keyring</source>
            <translation>يُحفظ في سلسلة مفاتيح نظامك</translation>
        </message>
        <message>
            <source>none: pages on this computer and its network are never read</source>
            <translation>لا شيء: لا تُقرأ أبدًا الصفحات الموجودة على هذا الحاسوب وشبكته</translation>
        </message>
        <message>
            <source>Hosts on this computer's network that pages may be read from, by name (a wiki on the LAN). Your SearXNG instance's host is allowed by itself.</source>
            <translation>مضيفات على شبكة هذا الحاسوب يمكن قراءة الصفحات منها، بأسمائها (مثل ويكي على الشبكة المحلية). مضيف نسخة SearXNG الخاصة بك مسموح به تلقائيًا.</translation>
        </message>
        <message>
            <source>Search with</source>
            <translation>البحث باستخدام</translation>
        </message>
        <message>
            <source>SearXNG address</source>
            <translation>عنوان SearXNG</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>مفتاح API</translation>
        </message>
        <message>
            <source>Allowed local hosts</source>
            <translation>المضيفات المحلية المسموح بها</translation>
        </message>
        <message>
            <source>kept in your system's keyring (one is kept: leave empty to keep it)</source>
            <translation>يُحفظ في سلسلة مفاتيح نظامك (يوجد مفتاح محفوظ: اتركه فارغًا للإبقاء عليه)</translation>
        </message>
        <message>
            <source>Off: nothing is searched, no page is read.</source>
            <translation>عند الإيقاف: لا يُبحث عن شيء، ولا تُقرأ أي صفحة.</translation>
        </message>
        <message>
            <source>The web is off: {provider} needs its API key (Settings ▸ Web).</source>
            <translation>الويب متوقف: يحتاج {provider} إلى مفتاح API الخاص به (الإعدادات ▸ الويب).</translation>
        </message>
        <message>
            <source>{notice}

Send it?</source>
            <translation>{notice}

هل تريد إرسالها؟</translation>
        </message>
        <message>
            <source>Search the web</source>
            <translation>البحث في الويب</translation>
        </message>
    </context>
    <context>
        <name>Welcome</name>
        <message>
            <source>Explain how a KV cache speeds up a chat, simply.</source>
            <translation>اشرح ببساطة كيف تُسرّع ذاكرة KV المؤقتة المحادثة.</translation>
        </message>
        <message>
            <source>Write a Python function that checks for a palindrome.</source>
            <translation>اكتب دالة Python تتحقق مما إذا كان النص متناظرًا (palindrome).</translation>
        </message>
        <message>
            <source>Give me three ideas for a quick vegetarian dinner.</source>
            <translation>أعطني ثلاث أفكار لعشاء نباتي سريع.</translation>
        </message>
        <message>
            <source>Summarise the plot of Hamlet in five sentences.</source>
            <translation>لخّص حبكة مسرحية هاملت في خمس جمل.</translation>
        </message>
        <message>
            <source>The demo model is a tiny base model: it continues text, it does not answer.</source>
            <translation>النموذج التجريبي نموذج أساسي صغير جدًا: يُكمل النص، ولا يجيب.</translation>
        </message>
        <message>
            <source>fits this computer</source>
            <translation>يتسع على هذا الحاسوب</translation>
        </message>
        <message>
            <source>tight on this computer's memory</source>
            <translation>ضيق على ذاكرة هذا الحاسوب</translation>
        </message>
        <message>
            <source>too big for this computer</source>
            <translation>كبير جدًا على هذا الحاسوب</translation>
        </message>
        <message>
            <source>{name}, {size}: {verdict}</source>
            <translation>{name}، {size}: {verdict}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>مرحبًا</translation>
        </message>
        <message>
            <source>Welcome to Emberly</source>
            <translation>مرحبًا بك في Emberly</translation>
        </message>
        <message>
            <source>Chat with a language model that runs on this computer. Every chat is saved with its memory, so it reopens in an instant, even after a restart.</source>
            <translation>تحدّث مع نموذج لغوي يعمل على هذا الحاسوب. تُحفظ كل محادثة مع ذاكرتها، فتُعاد فتحها في لحظة، حتى بعد إعادة التشغيل.</translation>
        </message>
        <message>
            <source>Choose a GGUF model file to begin, or get one.</source>
            <translation>اختر ملف نموذج GGUF للبدء، أو احصل على واحد.</translation>
        </message>
        <message>
            <source>Choose a model…</source>
            <translation>اختيار نموذج…</translation>
        </message>
        <message>
            <source>Choose a model</source>
            <translation>اختيار نموذج</translation>
        </message>
        <message>
            <source>Choose a model (Ctrl+O)</source>
            <translation>اختيار نموذج (Ctrl+O)</translation>
        </message>
        <message>
            <source>Get a model…</source>
            <translation>الحصول على نموذج…</translation>
        </message>
        <message>
            <source>Get a model</source>
            <translation>الحصول على نموذج</translation>
        </message>
        <message>
            <source>Download a model from the curated list or Hugging Face</source>
            <translation>نزّل نموذجًا من القائمة المنتقاة أو من Hugging Face</translation>
        </message>
        <message>
            <source>Suggested prompts</source>
            <translation>موجّهات مقترحة</translation>
        </message>
        <message>
            <source>What shall we talk about?</source>
            <translation>عمّ نتحدث؟</translation>
        </message>
        <message>
            <source>Type below, or start from one of these.</source>
            <translation>اكتب في الأسفل، أو ابدأ بأحد هذه.</translation>
        </message>
        <message>
            <source>Get a chat model</source>
            <translation>الحصول على نموذج محادثة</translation>
        </message>
        <message>
            <source>Suggested prompt: {text}</source>
            <translation>موجّه مقترح: {text}</translation>
        </message>
        <message>
            <source>Open Get models on {name} ({size})</source>
            <translation>فتح «الحصول على نماذج» على {name} ({size})</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>Notice</source>
            <translation>إشعار</translation>
        </message>
        <message>
            <source>The notice's action</source>
            <translation>إجراء الإشعار</translation>
        </message>
        <message>
            <source>Close the notice</source>
            <translation>إغلاق الإشعار</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>إغلاق</translation>
        </message>
        <message>
            <source>Code copied</source>
            <translation>نُسخت الشيفرة</translation>
        </message>
        <message>
            <source>The local API server is off: {error}</source>
            <translation>خادم API المحلي متوقف: {error}</translation>
        </message>
        <message>
            <source>Loading {name}…</source>
            <translation>جارٍ تحميل {name}…</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>جارٍ الاتصال بـ {url}…</translation>
        </message>
        <message>
            <source>Your message goes as soon as the model is ready…</source>
            <translation>ستُرسل رسالتك فور جاهزية النموذج…</translation>
        </message>
        <message>
            <source>Choose a model first (Ctrl+O)</source>
            <translation>اختر نموذجًا أولًا (Ctrl+O)</translation>
        </message>
        <message>
            <source>A document or image is still being read: send once its chip shows it is in</source>
            <translation>لا تزال قراءة مستند أو صورة جارية: أرسل حين تُظهر شارته أنه جاهز</translation>
        </message>
        <message>
            <source>Reply copied</source>
            <translation>نُسخ الرد</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>نُسخ</translation>
        </message>
        <message>
            <source>Regenerate ×{n}</source>
            <translation>إعادة التوليد ×{n}</translation>
        </message>
        <message>
            <source>Settings could not be saved: {error}</source>
            <translation>تعذّر حفظ الإعدادات: {error}</translation>
        </message>
        <message>
            <source>Saving chat…</source>
            <translation>جارٍ حفظ المحادثة…</translation>
        </message>
        <message>
            <source>Downloaded {name}: choose it in the model picker (Ctrl+O) to chat with it.</source>
            <translation>نُزّل {name}: اختره في منتقي النماذج (Ctrl+O) للمحادثة معه.</translation>
        </message>
        <message>
            <source>on at {address}</source>
            <translation>يعمل على {address}</translation>
        </message>
        <message>
            <source>off</source>
            <comment>the local API server</comment>
            <translation>متوقف</translation>
        </message>
        <message>
            <source>Local API server at {address}: {status}
Click for its address, key and log</source>
            <translation>خادم API المحلي على {address}: {status}
انقر لعرض عنوانه ومفتاحه وسجله</translation>
        </message>
        <message>
            <source>Documents and libraries are now searched by meaning with {name}, as well as by keywords (Settings ▸ Embedding model).</source>
            <translation>يُبحث الآن في المستندات والمكتبات بالمعنى باستخدام {name}، وبالكلمات المفتاحية أيضًا (الإعدادات ▸ نموذج التضمين).</translation>
        </message>
        <message>
            <source>Attach a web page</source>
            <translation>إرفاق صفحة ويب</translation>
        </message>
        <message>
            <source>The page's address (it is read from its site):</source>
            <translation>عنوان الصفحة (تُقرأ من موقعها):</translation>
        </message>
        <message>
            <source>Open a chat on a model first</source>
            <translation>افتح محادثة على نموذج أولًا</translation>
        </message>
        <message>
            <source>yes</source>
            <comment>GPU offload</comment>
            <translation>نعم</translation>
        </message>
        <message>
            <source>no (CPU build)</source>
            <translation>لا (بنية CPU)</translation>
        </message>
        <message>
            <source>About Emberly</source>
            <translation>حول Emberly</translation>
        </message>
        <message>
            <source>&lt;b&gt;Emberly {version}&lt;/b&gt;&lt;br&gt;Local chats that reopen instantly.&lt;br&gt;&lt;br&gt;llama-cpp-python {llama} · PySide6 {pyside}&lt;br&gt;GPU offload: {gpu}&lt;br&gt;&lt;br&gt;Help ▸ Copy diagnostics puts a full report on the clipboard for a bug report.</source>
            <translation>&lt;b&gt;Emberly {version}&lt;/b&gt;&lt;br&gt;محادثات محلية تُعاد فتحها فورًا.&lt;br&gt;&lt;br&gt;llama-cpp-python {llama} · PySide6 {pyside}&lt;br&gt;نقل العمل إلى GPU: {gpu}&lt;br&gt;&lt;br&gt;يضع الأمر مساعدة ▸ نسخ معلومات التشخيص تقريرًا كاملًا في الحافظة لإرفاقه ببلاغ عن خطأ.</translation>
        </message>
        <message>
            <source>Diagnostics copied to the clipboard</source>
            <translation>نُسخت معلومات التشخيص إلى الحافظة</translation>
        </message>
    </context>
</TS>
