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
            <source>a picture may have</source>
            <translation>تتسع له صورة</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}.</source>
            <translation>تتعذّر قراءة {name}: {reason}.</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}</source>
            <translation>تعذّرت قراءة {name}: {reason}</translation>
        </message>
        <message>
            <source>{sha} is not an attachment's sha256</source>
            <translation>{sha} ليس قيمة sha256 لمرفق</translation>
        </message>
        <message>
            <source>A document of {chars} characters is more than Emberly keeps ({limit})</source>
            <translation>مستند من {chars} حرف أكبر مما يحتفظ به Emberly ({limit})</translation>
        </message>
        <message>
            <source>The document's text is not valid Unicode</source>
            <translation>نص المستند ليس Unicode صالحًا</translation>
        </message>
        <message>
            <source>The attached document could not be saved: {error}</source>
            <translation>تعذّر حفظ المستند المرفق: {error}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” is missing from {folder}</source>
            <translation>نص الملف المرفق «{name}» مفقود من {folder}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” cannot be read: {error}</source>
            <translation>تتعذّر قراءة نص الملف المرفق «{name}»: {error}</translation>
        </message>
        <message>
            <source>The text of the attached file “{name}” was altered or damaged ({file} no longer matches its hash)</source>
            <translation>عُدّل نص الملف المرفق «{name}» أو تلف (لم يعد {file} مطابقًا لبصمته)</translation>
        </message>
        <message>
            <source>{sha} is not an image's sha256</source>
            <translation>{sha} ليس قيمة sha256 لصورة</translation>
        </message>
        <message>
            <source>The image could not be saved: {error}</source>
            <translation>تعذّر حفظ الصورة: {error}</translation>
        </message>
        <message>
            <source>The attached image “{name}” is missing from {folder}</source>
            <translation>الصورة المرفقة «{name}» مفقودة من {folder}</translation>
        </message>
        <message>
            <source>The attached image “{name}” cannot be read: {error}</source>
            <translation>تتعذّر قراءة الصورة المرفقة «{name}»: {error}</translation>
        </message>
        <message>
            <source>The attached image “{name}” was altered or replaced (its file no longer matches its hash)</source>
            <translation>عُدّلت الصورة المرفقة «{name}» أو استُبدلت (لم يعد ملفها مطابقًا لبصمته)</translation>
        </message>
        <message>
            <source>its images are not an object of PNGs</source>
            <translation>صوره ليست كائن JSON من صور PNG</translation>
        </message>
        <message>
            <source>an image</source>
            <translation>صورة</translation>
        </message>
        <message>
            <source>image {sha}… is not an image: {error}</source>
            <translation>الصورة {sha}… ليست صورة: {error}</translation>
        </message>
        <message>
            <source>image {sha}… is not the image it names</source>
            <translation>الصورة {sha}… ليست الصورة التي تحمل اسمها</translation>
        </message>
        <message>
            <source>image {sha}… is not base64 text</source>
            <translation>الصورة {sha}… ليست نصًا بترميز base64</translation>
        </message>
        <message>
            <source>This chat has images, and the model reads no images (no projector, mmproj, loaded with it): it reads the text only.</source>
            <translation>في هذه المحادثة صور، والنموذج لا يقرأ الصور (لم يُحمَّل معه مُسقِط، أي mmproj): إنه يقرأ النص فقط.</translation>
        </message>
        <message>
            <source>{error}. The model is told the image is no longer available.</source>
            <translation>{error}. يُبلَّغ النموذج بأن الصورة لم تعد متاحة.</translation>
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
        <name>ChatExport</name>
        <message>
            <source>{name} is not an Emberly chat export: {why}</source>
            <translation>{name} ليس ملف تصدير محادثة من Emberly: {why}</translation>
        </message>
        <message>
            <source>a chat export can</source>
            <translation>يتسع له ملف تصدير محادثة</translation>
        </message>
        <message>
            <source>its attachments are not an object of texts</source>
            <translation>مرفقاته ليست كائن JSON من النصوص</translation>
        </message>
        <message>
            <source>the text of attachment {sha}… is not the text it names</source>
            <translation>نص المرفق {sha}… ليس النص الذي يحمل اسمه</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>تداخله عميق جدًا</translation>
        </message>
    </context>
    <context>
        <name>ChatImport</name>
        <message>
            <source>it is {what}</source>
            <translation>إنه {what}</translation>
        </message>
        <message>
            <source>{name} is {what}</source>
            <translation>{name} هو {what}</translation>
        </message>
        <message>
            <source>{name}: its one chat has nothing to import ({why})</source>
            <translation>{name}: محادثته الوحيدة لا تحتوي على ما يُستورد ({why})</translation>
        </message>
        <message>
            <source>{name}: none of its {count} chats has anything to import (the first: {why})</source>
            <translation>{name}: لا تحتوي أي من محادثاته البالغ عددها {count} على ما يُستورد (الأولى: {why})</translation>
        </message>
        <message>
            <source>{name} holds no chats: {what}</source>
            <translation>لا يحتوي {name} على محادثات: {what}</translation>
        </message>
        <message>
            <source>{name} holds no chats of Emberly, ChatGPT, Claude, Open WebUI, LM Studio or Jan</source>
            <translation>لا يحتوي {name} على محادثات من Emberly أو ChatGPT أو Claude أو Open WebUI أو LM Studio أو Jan</translation>
        </message>
        <message>
            <source>The chats are imported, but the record of what was imported could not be kept: {error}</source>
            <translation>استُوردت المحادثات، لكن تعذّر الاحتفاظ بسجل ما استُورد: {error}</translation>
        </message>
        <message>
            <source>it has no messages</source>
            <translation>لا رسائل فيها</translation>
        </message>
        <message>
            <source>it has no message of the user or the assistant</source>
            <translation>لا رسالة فيها من المستخدم أو المساعد</translation>
        </message>
        <message>
            <source>its one message has no text in the export</source>
            <translation>رسالتها الوحيدة بلا نص في ملف التصدير</translation>
        </message>
        <message>
            <source>its {count} messages have no text in the export</source>
            <translation>رسائلها البالغ عددها {count} بلا نص في ملف التصدير</translation>
        </message>
        <message>
            <source>a list of {count} ChatGPT chats without their messages (the list its site shows, not an export)</source>
            <translation>قائمة من {count} محادثة ChatGPT بلا رسائلها (القائمة التي يعرضها موقعه، لا ملف تصدير)</translation>
        </message>
        <message>
            <source>a Claude chat without its messages (claude.ai's list of chats, not its export: Settings ▸ Privacy ▸ Export data)</source>
            <translation>محادثة Claude بلا رسائلها (قائمة المحادثات في claude.ai، لا ملف التصدير: Settings ▸ Privacy ▸ Export data)</translation>
        </message>
        <message>
            <source>a list of {count} Claude chats without their messages (claude.ai's list of chats, not its export: Settings ▸ Privacy ▸ Export data)</source>
            <translation>قائمة من {count} محادثة Claude بلا رسائلها (قائمة المحادثات في claude.ai، لا ملف التصدير: Settings ▸ Privacy ▸ Export data)</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>إنه ليس ملفًا عاديًا</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>تداخله عميق جدًا</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {why}</source>
            <translation>يتعذّر استيراد {name}: {why}</translation>
        </message>
        <message>
            <source>an export of chats</source>
            <translation>يتسع له ملف تصدير محادثات</translation>
        </message>
        <message>
            <source>it has {size} bytes, more than an export of chats ({limit})</source>
            <translation>حجمه {size} بايت، أي أكبر من ملف تصدير محادثات ({limit})</translation>
        </message>
        <message>
            <source>{name} cannot be imported: it has more than {limit} bytes</source>
            <translation>يتعذّر استيراد {name}: حجمه أكبر من {limit} بايت</translation>
        </message>
        <message>
            <source>{name} is not an export Emberly can read: {error}</source>
            <translation>{name} ليس ملف تصدير يستطيع Emberly قراءته: {error}</translation>
        </message>
        <message>
            <source>{name} is not UTF-8 text (near byte {at})</source>
            <translation>{name} ليس نصًا بترميز UTF-8 (قرب البايت {at})</translation>
        </message>
        <message>
            <source>{name} is not UTF-8 text (it ends inside a character)</source>
            <translation>{name} ليس نصًا بترميز UTF-8 (ينتهي في منتصف حرف)</translation>
        </message>
        <message>
            <source>{name} is not JSON Lines: {error}</source>
            <translation>{name} ليس بصيغة JSON Lines: {error}</translation>
        </message>
        <message>
            <source>{name} is not JSON: {error}</source>
            <translation>{name} ليس بصيغة JSON: {error}</translation>
        </message>
        <message>
            <source>extra data after the list</source>
            <translation>بيانات زائدة بعد القائمة</translation>
        </message>
        <message>
            <source>expected ',' or ']' at character {at}</source>
            <translation>كان المتوقع ',' أو ']' عند الحرف {at}</translation>
        </message>
        <message>
            <source>{name} holds {count} files, more than an export of chats</source>
            <translation>يحتوي {name} على {count} ملف، وهذا أكثر مما في ملف تصدير محادثات</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {member} would unpack to {size} bytes from {packed} (a zip bomb?)</source>
            <translation>يتعذّر استيراد {name}: سيُفك ضغط {member} إلى {size} بايت من {packed} (قنبلة zip؟)</translation>
        </message>
        <message>
            <source>{name}: {member} has {size} bytes, more than an export of chats ({limit})</source>
            <translation>{name}: حجم {member} هو {size} بايت، أي أكبر من ملف تصدير محادثات ({limit})</translation>
        </message>
        <message>
            <source>{name} holds more than {limit} files: choose the export itself</source>
            <translation>يحتوي {name} على أكثر من {limit} ملف: اختر ملف التصدير نفسه</translation>
        </message>
        <message>
            <source>{count} system message left out</source>
            <translation>رسائل النظام المُغفلة: {count}</translation>
        </message>
        <message>
            <source>{count} system messages left out</source>
            <translation>رسائل النظام المُغفلة: {count}</translation>
        </message>
        <message>
            <source>{count} image not in the export left out</source>
            <translation>الصور المُغفلة لعدم وجودها في ملف التصدير: {count}</translation>
        </message>
        <message>
            <source>{count} images not in the export left out</source>
            <translation>الصور المُغفلة لعدم وجودها في ملفات التصدير: {count}</translation>
        </message>
        <message>
            <source>{count} image of a reply left out</source>
            <translation>صور الردود المُغفلة: {count}</translation>
        </message>
        <message>
            <source>{count} images of a reply left out</source>
            <translation>صور الردود المُغفلة: {count}</translation>
        </message>
        <message>
            <source>{count} attached document left out</source>
            <translation>المستندات المرفقة المُغفلة: {count}</translation>
        </message>
        <message>
            <source>{count} attached documents left out</source>
            <translation>المستندات المرفقة المُغفلة: {count}</translation>
        </message>
        <message>
            <source>{count} missing or unreadable attached file left out</source>
            <translation>الملفات المرفقة المفقودة أو غير المقروءة المُغفلة: {count}</translation>
        </message>
        <message>
            <source>{count} missing or unreadable attached files left out</source>
            <translation>الملفات المرفقة المفقودة أو غير المقروءة المُغفلة: {count}</translation>
        </message>
        <message>
            <source>{count} tool use left out</source>
            <translation>استخدامات الأدوات المُغفلة: {count}</translation>
        </message>
        <message>
            <source>{count} tool uses left out</source>
            <translation>استخدامات الأدوات المُغفلة: {count}</translation>
        </message>
        <message>
            <source>{count} tool step left out</source>
            <translation>خطوات الأدوات المُغفلة: {count}</translation>
        </message>
        <message>
            <source>{count} tool steps left out</source>
            <translation>خطوات الأدوات المُغفلة: {count}</translation>
        </message>
        <message>
            <source>{count} picture named but not in the export</source>
            <translation>صور مذكورة وغير موجودة في ملف التصدير: {count}</translation>
        </message>
        <message>
            <source>{count} pictures named but not in the export</source>
            <translation>صور مذكورة وغير موجودة في ملف التصدير: {count}</translation>
        </message>
        <message>
            <source>{count} file named but not in the export</source>
            <translation>ملفات مذكورة وغير موجودة في ملف التصدير: {count}</translation>
        </message>
        <message>
            <source>{count} files named but not in the export</source>
            <translation>ملفات مذكورة وغير موجودة في ملف التصدير: {count}</translation>
        </message>
        <message>
            <source>{count} {role} message left out</source>
            <translation>رسائل {role} المُغفلة: {count}</translation>
        </message>
        <message>
            <source>{count} {role} messages left out</source>
            <translation>رسائل {role} المُغفلة: {count}</translation>
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
        <name>ChatStore</name>
        <message>
            <source>{id} is not a message id</source>
            <translation>{id} ليس معرّف رسالة</translation>
        </message>
        <message>
            <source>no model is loaded</source>
            <translation>لا يوجد نموذج محمّل</translation>
        </message>
        <message>
            <source>made with {what}</source>
            <translation>أُنشئت باستخدام {what}</translation>
        </message>
        <message>
            <source>on the server {url}</source>
            <translation>على الخادم {url}</translation>
        </message>
        <message>
            <source>a message must be a JSON object</source>
            <translation>يجب أن تكون الرسالة كائن JSON</translation>
        </message>
        <message>
            <source>a message has the role {role}, not one of {roles}</source>
            <translation>دور الرسالة {role}، وليس أحد الأدوار {roles}</translation>
        </message>
        <message>
            <source>a message's text must be a string</source>
            <translation>يجب أن يكون نص الرسالة سلسلة نصية</translation>
        </message>
        <message>
            <source>the session's id or messages are of the wrong type</source>
            <translation>معرّف الجلسة أو رسائلها من نوع خاطئ</translation>
        </message>
        <message>
            <source>the session's other versions (branches) are of the wrong type</source>
            <translation>النسخ الأخرى للجلسة (الفروع) من نوع خاطئ</translation>
        </message>
        <message>
            <source>the session data has no {key}</source>
            <translation>لا تحتوي بيانات الجلسة على {key}</translation>
        </message>
        <message>
            <source>the session data is malformed ({error})</source>
            <translation>بيانات الجلسة مشوّهة ({error})</translation>
        </message>
        <message>
            <source>a session file must hold a JSON object</source>
            <translation>يجب أن يحتوي ملف الجلسة على كائن JSON</translation>
        </message>
        <message>
            <source>the session file has no schema version</source>
            <translation>لا يحمل ملف الجلسة رقم إصدار للمخطط</translation>
        </message>
        <message>
            <source>this chat was saved by a newer Emberly (format {version}); update Emberly to open it</source>
            <translation>حُفظت هذه المحادثة بإصدار أحدث من Emberly (التنسيق {version})؛ حدّث Emberly لفتحها</translation>
        </message>
        <message>
            <source>no migration from session format {version}</source>
            <translation>لا توجد ترقية من تنسيق الجلسة {version}</translation>
        </message>
        <message>
            <source>The chat “{title}” could not be saved: {error}.</source>
            <translation>تعذّر حفظ المحادثة «{title}»: {error}.</translation>
        </message>
        <message>
            <source>{name} could not be saved: {error}</source>
            <translation>تعذّر حفظ {name}: {error}</translation>
        </message>
        <message>
            <source>The file of the chat “{title}” was changed outside Emberly while it was open; Emberly saved its own copy and kept that version as {name}.</source>
            <translation>تغيّر ملف المحادثة «{title}» خارج Emberly أثناء فتحها؛ حفظ Emberly نسخته الخاصة واحتفظ بتلك النسخة باسم {name}.</translation>
        </message>
        <message>
            <source>The chats folder {folder} was removed while Emberly ran: it was made again, and the open chat saved into it.</source>
            <translation>أُزيل مجلد المحادثات {folder} أثناء تشغيل Emberly: أُعيد إنشاؤه، وحُفظت المحادثة المفتوحة فيه.</translation>
        </message>
        <message>
            <source>There is no saved chat {id}.</source>
            <translation>لا توجد محادثة محفوظة بالمعرّف {id}.</translation>
        </message>
        <message>
            <source>The chat file {name} cannot be read: {error}</source>
            <translation>تتعذّر قراءة ملف المحادثة {name}: {error}</translation>
        </message>
        <message>
            <source>{id} is not a session id</source>
            <translation>{id} ليس معرّف جلسة</translation>
        </message>
    </context>
    <context>
        <name>ChatTemplate</name>
        <message>
            <source>The chat template ({name}) failed to render: {error}</source>
            <translation>فشل عرض قالب المحادثة ({name}): {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) was stopped: {error}</source>
            <translation>أُوقف قالب المحادثة ({name}): {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) was refused: {error}</source>
            <translation>رُفض قالب المحادثة ({name}): {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) could not be rendered: {error}</source>
            <translation>تعذّر عرض قالب المحادثة ({name}): {error}</translation>
        </message>
        <message>
            <source>The chat template ({name}) is not valid Jinja: {error}</source>
            <translation>قالب المحادثة ({name}) ليس Jinja صالحًا: {error}</translation>
        </message>
        <message>
            <source>the template tried to output {size} characters (over {limit})</source>
            <translation>حاول القالب إخراج {size} حرف (أكثر من {limit})</translation>
        </message>
        <message>
            <source>it needed more than {size} MB of memory</source>
            <translation>احتاج إلى أكثر من {size} MB من الذاكرة</translation>
        </message>
        <message>
            <source>the template tried to build something of size {size} (over {limit} characters or items)</source>
            <translation>حاول القالب بناء شيء بحجم {size} (أكثر من {limit} حرف أو عنصر)</translation>
        </message>
        <message>
            <source>the template tried to build a repetition of {size} × {count} (over {limit} characters or items)</source>
            <translation>حاول القالب بناء تكرار بحجم {size} × {count} (أكثر من {limit} حرف أو عنصر)</translation>
        </message>
        <message>
            <source>the template tried to build a concatenation of {size} (over {limit} characters or items)</source>
            <translation>حاول القالب بناء سلسلة موصولة بحجم {size} (أكثر من {limit} حرف أو عنصر)</translation>
        </message>
        <message>
            <source>the template tried to build a text of {size} characters (over {limit} characters or items)</source>
            <translation>حاول القالب بناء نص من {size} حرف (أكثر من {limit} حرف أو عنصر)</translation>
        </message>
        <message>
            <source>the template tried to compute a {bits}-bit power</source>
            <translation>حاول القالب حساب قوة من {bits} بت</translation>
        </message>
        <message>
            <source>the template tried to build a join of {count} items with a {size}-character separator (over {limit} characters or items)</source>
            <translation>حاول القالب بناء دمج لـ {count} عنصر بفاصل من {size} حرف (أكثر من {limit} حرف أو عنصر)</translation>
        </message>
        <message>
            <source>the template tried to build a replacement of {size} characters (over {limit} characters or items)</source>
            <translation>حاول القالب بناء استبدال من {size} حرف (أكثر من {limit} حرف أو عنصر)</translation>
        </message>
        <message>
            <source>the template passed tojson separators longer than {limit} characters</source>
            <translation>مرّر القالب إلى tojson فواصل أطول من {limit} حرف</translation>
        </message>
        <message>
            <source>the template passed strftime_now a format of {size} characters</source>
            <translation>مرّر القالب إلى strftime_now تنسيقًا من {size} حرف</translation>
        </message>
        <message>
            <source>it is {size} characters long, more than the {limit} a chat template may have</source>
            <translation>طوله {size} حرف، أي أكثر من الحد المسموح لقالب المحادثة ({limit})</translation>
        </message>
        <message>
            <source>the template helper forgot the template twice</source>
            <translation>نسي مساعد القوالب القالب مرتين</translation>
        </message>
        <message>
            <source>the template helper stopped ({error})</source>
            <translation>توقف مساعد القوالب ({error})</translation>
        </message>
        <message>
            <source>it did not finish within {seconds} s (an endless or huge loop)</source>
            <translation>لم يكتمل خلال {seconds} ث (حلقة لا نهائية أو ضخمة)</translation>
        </message>
        <message>
            <source>the template helper stopped (exit status {code})</source>
            <translation>توقف مساعد القوالب (حالة الخروج {code})</translation>
        </message>
        <message>
            <source>the template helper could not start ({error})</source>
            <translation>تعذّر بدء مساعد القوالب ({error})</translation>
        </message>
        <message>
            <source>the template helper did not start ({error})</source>
            <translation>لم يبدأ مساعد القوالب ({error})</translation>
        </message>
        <message>
            <source>it tried to output {size} bytes</source>
            <translation>حاول إخراج {size} بايت</translation>
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
        <message>
            <source>Open a chat to compare it with another model.</source>
            <translation>افتح محادثة لمقارنتها بنموذج آخر.</translation>
        </message>
        <message>
            <source>That is the chat's own model: choose another one to compare it with.</source>
            <translation>هذا هو نموذج المحادثة نفسه: اختر نموذجًا آخر للمقارنة به.</translation>
        </message>
        <message>
            <source>The model to compare with could not be used: {error}</source>
            <translation>تعذّر استخدام النموذج المراد المقارنة به: {error}</translation>
        </message>
        <message>
            <source>{name} could not answer: {error}</source>
            <translation>تعذّر على {name} الإجابة: {error}</translation>
        </message>
        <message>
            <source>The second model could not answer: {error}</source>
            <translation>تعذّر على النموذج الثاني الإجابة: {error}</translation>
        </message>
        <message>
            <source>{name} needs about {need} and {free} is free beside the chat's model: the two answer one at a time</source>
            <translation>يحتاج {name} إلى نحو {need}، والمتاح بجانب نموذج المحادثة {free}: سيجيب النموذجان بالتناوب</translation>
        </message>
        <message>
            <source>The chat's model could not be loaded again: {error}</source>
            <translation>تعذّرت إعادة تحميل نموذج المحادثة: {error}</translation>
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
        <name>DataFolder</name>
        <message>
            <source>it is not a folder</source>
            <translation>إنه ليس مجلدًا</translation>
        </message>
        <message>
            <source>it cannot be made ({reason})</source>
            <translation>يتعذّر إنشاؤه ({reason})</translation>
        </message>
        <message>
            <source>a path cannot hold a NUL character</source>
            <translation>لا يمكن أن يحتوي المسار على حرف NUL</translation>
        </message>
        <message>
            <source>no file can be written in it ({reason})</source>
            <translation>لا يمكن كتابة أي ملف فيه ({reason})</translation>
        </message>
        <message>
            <source>The data folder {folder} cannot be used: {reason}.</source>
            <translation>يتعذّر استخدام مجلد البيانات {folder}: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>the file holds no text</source>
            <translation>لا يحتوي الملف على نص</translation>
        </message>
        <message>
            <source>{name} could not be read as HTML ({error})</source>
            <translation>تعذّرت قراءة {name} بصيغة HTML ({error})</translation>
        </message>
        <message>
            <source>{name} is a damaged PDF: its pages cannot be listed ({reason})</source>
            <translation>{name} ملف PDF تالف: يتعذّر سرد صفحاته ({reason})</translation>
        </message>
        <message>
            <source>{name} is a damaged PDF: the text of none of its {count} pages could be read</source>
            <translation>{name} ملف PDF تالف: تعذّرت قراءة نص أي من صفحاته البالغ عددها {count}</translation>
        </message>
        <message>
            <source>{reason}; {other}</source>
            <translation>{reason}؛ {other}</translation>
        </message>
        <message>
            <source>{name} was not read: {reasons} ({count} more are damaged)</source>
            <translation>لم يُقرأ {name}: {reasons} (و{count} أخرى تالفة)</translation>
        </message>
        <message>
            <source>{name} was not read: {reasons}</source>
            <translation>لم يُقرأ {name}: {reasons}</translation>
        </message>
        <message>
            <source>each holds more than the {limit} of drawing instructions Emberly reads on one page</source>
            <translation>تحتوي كل منها على أكثر مما يقرؤه Emberly من تعليمات الرسم في الصفحة الواحدة ({limit})</translation>
        </message>
        <message>
            <source>its pages decode to more than the {limit} of content Emberly reads per PDF</source>
            <translation>يُفك ترميز صفحاته إلى أكثر مما يقرؤه Emberly من المحتوى في ملف PDF الواحد ({limit})</translation>
        </message>
        <message>
            <source>its pages hold more than the {limit} of content Emberly reads per PDF (counted each time a page uses it)</source>
            <translation>تحتوي صفحاته على أكثر مما يقرؤه Emberly من المحتوى في ملف PDF الواحد ({limit})، محسوبًا في كل مرة تستخدمه فيها صفحة</translation>
        </message>
        <message>
            <source>page {page} was not read: {reason}</source>
            <translation>لم تُقرأ الصفحة {page}: {reason}</translation>
        </message>
        <message>
            <source>pages {first}-{last} were not read: {reason}</source>
            <translation>لم تُقرأ الصفحات {first}-{last}: {reason}</translation>
        </message>
        <message>
            <source>pages {pages} were not read: {reason}</source>
            <translation>لم تُقرأ الصفحات {pages}: {reason}</translation>
        </message>
        <message>
            <source>{name} is protected by a password; Emberly does not open protected PDFs. Save a copy without the password and attach that</source>
            <translation>{name} محمي بكلمة مرور؛ لا يفتح Emberly ملفات PDF المحمية. احفظ نسخة بلا كلمة مرور وأرفقها</translation>
        </message>
        <message>
            <source>{name} is encrypted in a way this install cannot decrypt (AES needs the 'cryptography' package)</source>
            <translation>{name} مشفّر بطريقة لا يستطيع هذا التثبيت فك تشفيرها (يحتاج AES إلى الحزمة 'cryptography')</translation>
        </message>
        <message>
            <source>{name} is not a PDF Emberly can read: it is damaged or malformed ({reason})</source>
            <translation>{name} ليس ملف PDF يستطيع Emberly قراءته: إنه تالف أو مشوّه ({reason})</translation>
        </message>
        <message>
            <source>only the first {count} characters are kept (pages {first}-{last} are cut or left out)</source>
            <translation>لم يُحتفظ إلا بأول {count} حرف (الصفحات {first}-{last} مقطوعة أو مُغفلة)</translation>
        </message>
        <message>
            <source>the text of pages {pages} could not be read</source>
            <translation>تعذّرت قراءة نص الصفحات {pages}</translation>
        </message>
        <message>
            <source>the text of page {pages} could not be read</source>
            <translation>تعذّرت قراءة نص الصفحة {pages}</translation>
        </message>
        <message>
            <source>no text was found: the pages may be scanned images, and Emberly does not read text in images</source>
            <translation>لم يُعثر على نص: قد تكون الصفحات صورًا ممسوحة ضوئيًا، ولا يقرأ Emberly النص الموجود في الصور</translation>
        </message>
        <message>
            <source>{name} is a folder, not a file</source>
            <translation>{name} مجلد، لا ملف</translation>
        </message>
        <message>
            <source>{name} is {size}; Emberly reads documents up to {limit}</source>
            <translation>حجم {name} هو {size}؛ يقرأ Emberly المستندات حتى {limit}</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation>تتعذّر قراءة {name}: {reason}</translation>
        </message>
        <message>
            <source>{name} was not found: it was moved or deleted, or a link to it leads nowhere</source>
            <translation>لم يُعثر على {name}: ربما نُقل أو حُذف، أو أن رابطًا إليه لا يقود إلى أي مكان</translation>
        </message>
        <message>
            <source>{name} cannot be read: permission denied</source>
            <translation>تتعذّر قراءة {name}: الإذن مرفوض</translation>
        </message>
        <message>
            <source>{name} is a symbolic link that leads back to itself (a loop of links)</source>
            <translation>{name} رابط رمزي يعود إلى نفسه (حلقة من الروابط)</translation>
        </message>
        <message>
            <source>{name} is not a valid file name</source>
            <translation>{name} ليس اسم ملف صالحًا</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {reason}</source>
            <translation>يتعذّر فتح {name}: {reason}</translation>
        </message>
        <message>
            <source>a named pipe</source>
            <translation>أنبوب مسمّى</translation>
        </message>
        <message>
            <source>a device</source>
            <translation>جهاز</translation>
        </message>
        <message>
            <source>special</source>
            <translation>خاص</translation>
        </message>
        <message>
            <source>{name} is not a regular file ({what}); Emberly reads documents from ordinary files</source>
            <translation>{name} ليس ملفًا عاديًا ({what})؛ يقرأ Emberly المستندات من الملفات العادية</translation>
        </message>
        <message>
            <source>{name} grew past {limit} while it was read; Emberly reads documents up to that</source>
            <translation>تجاوز حجم {name} الحد {limit} أثناء قراءته؛ يقرأ Emberly المستندات حتى هذا الحد</translation>
        </message>
        <message>
            <source>Reading {name} was cancelled</source>
            <translation>أُلغيت قراءة {name}</translation>
        </message>
        <message>
            <source>only the first {count} characters are kept</source>
            <translation>لم يُحتفظ إلا بأول {count} حرف</translation>
        </message>
        <message>
            <source>{name} is an older Office file (.doc, .xls or .ppt); save it as .docx or PDF to attach it</source>
            <translation>{name} ملف Office قديم (.doc أو .xls أو .ppt)؛ احفظه بصيغة .docx أو PDF لإرفاقه</translation>
        </message>
        <message>
            <source>{name} is named .pdf but is not a PDF (it does not start like one)</source>
            <translation>اسم {name} ينتهي بـ .pdf لكنه ليس ملف PDF (لا يبدأ كما يبدأ ملف PDF)</translation>
        </message>
        <message>
            <source>{name} is named {ext} but is not a Word document (it is not a ZIP archive)</source>
            <translation>اسم {name} ينتهي بـ {ext} لكنه ليس مستند Word (ليس أرشيف ZIP)</translation>
        </message>
        <message>
            <source>read as {encoding} (its byte-order mark says so)</source>
            <translation>قُرئ بترميز {encoding} (وفق علامة ترتيب البايتات فيه)</translation>
        </message>
        <message>
            <source>{count} byte sequences that are not UTF-8 were replaced with �</source>
            <translation>استُبدل بالرمز � ما عدده {count} من تسلسلات البايتات غير الصالحة في UTF-8</translation>
        </message>
        <message>
            <source>read as Windows-1252: the file is not UTF-8</source>
            <translation>قُرئ بترميز Windows-1252: الملف ليس بترميز UTF-8</translation>
        </message>
        <message>
            <source>{name} is not a text file (its bytes are binary data, or text in an encoding other than UTF-8, UTF-16 or Windows-1252)</source>
            <translation>{name} ليس ملفًا نصيًا (بايتاته بيانات ثنائية، أو نص بترميز غير UTF-8 وUTF-16 وWindows-1252)</translation>
        </message>
        <message>
            <source>the JSON</source>
            <translation>الملف</translation>
        </message>
        <message>
            <source>{error}; kept as written</source>
            <translation>{error}؛ أُبقي كما كُتب</translation>
        </message>
        <message>
            <source>{name} holds {size} of text and markup, more than the {limit} Emberly reads in a Word document, so it was not opened</source>
            <translation>يحتوي {name} على {size} من النص والترميز، أي أكثر مما يقرؤه Emberly في مستند Word ({limit})، لذا لم يُفتح</translation>
        </message>
        <message>
            <source>{name} is not a Word document Emberly can read: it is damaged ({reason})</source>
            <translation>{name} ليس مستند Word يستطيع Emberly قراءته: إنه تالف ({reason})</translation>
        </message>
        <message>
            <source>{name} is a damaged ZIP archive, not a readable Word document ({reason})</source>
            <translation>{name} أرشيف ZIP تالف، لا مستند Word قابل للقراءة ({reason})</translation>
        </message>
        <message>
            <source>{name} is a ZIP archive but not a Word document; Emberly reads .docx, PDF and text files</source>
            <translation>{name} أرشيف ZIP لكنه ليس مستند Word؛ يقرأ Emberly ملفات .docx وPDF والملفات النصية</translation>
        </message>
        <message>
            <source>{name} would unpack to {size}, more than the {limit} Emberly allows a Word document: it may be a zip bomb, so it was not opened</source>
            <translation>سيُفك ضغط {name} إلى {size}، أي أكثر مما يسمح به Emberly لمستند Word ({limit}): قد يكون قنبلة zip، لذا لم يُفتح</translation>
        </message>
        <message>
            <source>{name} has a part that unpacks {ratio} times its packed size: it looks like a zip bomb, so it was not opened</source>
            <translation>في {name} جزء يُفك ضغطه إلى {ratio} ضعف حجمه المضغوط: يبدو قنبلة zip، لذا لم يُفتح</translation>
        </message>
        <message>
            <source>{name} holds {count} parts; a Word document has far fewer (Emberly allows {limit}), so it was not opened</source>
            <translation>يحتوي {name} على {count} جزء؛ ومستند Word يحتوي على أقل من ذلك بكثير (يسمح Emberly بـ {limit})، لذا لم يُفتح</translation>
        </message>
        <message>
            <source>{name} has a paragraph or table row of more than {limit} of XML, more than Emberly reads in one piece, so it was not read further</source>
            <translation>في {name} فقرة أو صف جدول يتجاوز {limit} من XML، وهذا أكثر مما يقرؤه Emberly دفعة واحدة، لذا لم تُتابَع قراءته</translation>
        </message>
        <message>
            <source>{name} is not a Word document Emberly can read: it is damaged (it has no body)</source>
            <translation>{name} ليس مستند Word يستطيع Emberly قراءته: إنه تالف (لا متن له)</translation>
        </message>
        <message>
            <source>its package names {count} main documents</source>
            <translation>تذكر حزمته {count} من المستندات الرئيسية</translation>
        </message>
        <message>
            <source>its package names no main documents</source>
            <translation>لا تذكر حزمته أي مستند رئيسي</translation>
        </message>
        <message>
            <source>its part {part} is missing</source>
            <translation>الجزء {part} منه مفقود</translation>
        </message>
        <message>
            <source>{name} has a part ({part}) of {size}, more than the {limit} Emberly reads in a Word document, so it was not opened</source>
            <translation>في {name} جزء ({part}) حجمه {size}، أي أكثر مما يقرؤه Emberly في مستند Word ({limit})، لذا لم يُفتح</translation>
        </message>
    </context>
    <context>
        <name>Downloads</name>
        <message>
            <source>{name} in the models folder is a link</source>
            <translation>{name} في مجلد النماذج رابط</translation>
        </message>
        <message>
            <source>{name} in the models folder is not a folder</source>
            <translation>{name} في مجلد النماذج ليس مجلدًا</translation>
        </message>
        <message>
            <source>{name} in the models folder is not a plain file</source>
            <translation>{name} في مجلد النماذج ليس ملفًا عاديًا</translation>
        </message>
        <message>
            <source>{name} in the models folder has another name (a hard link)</source>
            <translation>لـ {name} في مجلد النماذج اسم آخر (رابط صلب)</translation>
        </message>
        <message>
            <source>{problem}: Emberly reads, writes and deletes only plain files and folders there, never through a link, so it left it (and anything it points to) untouched. Remove it from {folder} and try the download again.</source>
            <translation>{problem}: لا يقرأ Emberly ولا يكتب ولا يحذف هناك إلا الملفات والمجلدات العادية، ولا يمر أبدًا عبر رابط، لذا تركه (وكل ما يشير إليه) دون مساس. أزله من {folder} وأعد محاولة التنزيل.</translation>
        </message>
        <message>
            <source>{name} in the models folder is not inside it</source>
            <translation>{name} في مجلد النماذج ليس داخله</translation>
        </message>
        <message>
            <source>{name} in the models folder is a link or not a folder</source>
            <translation>{name} في مجلد النماذج رابط أو ليس مجلدًا</translation>
        </message>
        <message>
            <source>{name} in the models folder leads out of it</source>
            <translation>{name} في مجلد النماذج يقود إلى خارجه</translation>
        </message>
        <message>
            <source>Emberly will not download into a folder named {name}.</source>
            <translation>لن يُنزّل Emberly في مجلد اسمه {name}.</translation>
        </message>
        <message>
            <source>The Hub listed a file name Emberly will not write ({problem}): {name}.</source>
            <translation>أدرج Hub اسم ملف لن يكتبه Emberly ({problem}): {name}.</translation>
        </message>
        <message>
            <source>The Hub gave no sha256 for this file, so its download could not be checked.</source>
            <translation>لم يقدّم Hub قيمة sha256 لهذا الملف، لذا تعذّر التحقق من تنزيله.</translation>
        </message>
        <message>
            <source>The download stopped because of an error in Emberly: {error}</source>
            <translation>توقف التنزيل بسبب خطأ في Emberly: {error}</translation>
        </message>
        <message>
            <source>Not enough disk space: this download needs {size} more, and {folder} has {free} free. Free some space and resume it.</source>
            <translation>لا توجد مساحة كافية على القرص: يحتاج هذا التنزيل إلى {size} إضافية، والمتاح في {folder} هو {free}. حرّر بعض المساحة واستأنفه.</translation>
        </message>
        <message>
            <source>The server redirected the download from {scheme}: to {target}; Emberly follows redirects to http(s) only, and never from https to http.</source>
            <translation>أعاد الخادم توجيه التنزيل من {scheme}: إلى {target}؛ لا يتبع Emberly إعادات التوجيه إلا إلى http(s)، ولا يتبعها أبدًا من https إلى http.</translation>
        </message>
        <message>
            <source>The download keeps failing ({reason}); it is paused and can be resumed.</source>
            <translation>يستمر فشل التنزيل ({reason})؛ أُوقف مؤقتًا ويمكن استئنافه.</translation>
        </message>
        <message>
            <source>The server keeps sending a different file than the one listed; the download stopped.</source>
            <translation>يستمر الخادم في إرسال ملف غير الملف المُدرج؛ توقف التنزيل.</translation>
        </message>
        <message>
            <source>the server answered {status}</source>
            <translation>أجاب الخادم بـ {status}</translation>
        </message>
        <message>
            <source>The server refused the download ({status}): the model may be gated or need a login.</source>
            <translation>رفض الخادم التنزيل ({status}): قد يكون النموذج مقيَّد الوصول أو يتطلب تسجيل الدخول.</translation>
        </message>
        <message>
            <source>The file is no longer on the server (404).</source>
            <translation>لم يعد الملف موجودًا على الخادم (404).</translation>
        </message>
        <message>
            <source>The server redirected the download where Emberly does not follow ({status}).</source>
            <translation>أعاد الخادم توجيه التنزيل إلى حيث لا يتبعه Emberly ({status}).</translation>
        </message>
        <message>
            <source>The server answered {status} {reason}.</source>
            <translation>أجاب الخادم بـ {status} {reason}.</translation>
        </message>
        <message>
            <source>cannot reach the server: {reason}</source>
            <translation>يتعذّر الوصول إلى الخادم: {reason}</translation>
        </message>
        <message>
            <source>the file changed on the server; starting over</source>
            <translation>تغيّر الملف على الخادم؛ يبدأ التنزيل من جديد</translation>
        </message>
        <message>
            <source>the server sent another range than bytes={start}-</source>
            <translation>أرسل الخادم نطاقًا غير bytes={start}-</translation>
        </message>
        <message>
            <source>The server's file is {size}, not the expected {expected}: it changed since it was listed. Search for it again.</source>
            <translation>حجم الملف على الخادم {size}، لا {expected} المتوقع: لقد تغيّر منذ إدراجه. ابحث عنه مجددًا.</translation>
        </message>
        <message>
            <source>the connection closed at {done} of {size}</source>
            <translation>انقطع الاتصال عند {done} من {size}</translation>
        </message>
        <message>
            <source>The disk is full: the download stopped at {size} and is kept; free some space and resume it.</source>
            <translation>القرص ممتلئ: توقف التنزيل عند {size} وحُفظ ما نُزّل؛ حرّر بعض المساحة واستأنفه.</translation>
        </message>
        <message>
            <source>Cannot write {path}: {reason}.</source>
            <translation>تتعذّر كتابة {path}: {reason}.</translation>
        </message>
        <message>
            <source>The downloaded file is corrupted: its sha256 is {sha256}…, the server's {expected}…. The partial file was removed; try the download again.</source>
            <translation>الملف المُنزّل تالف: قيمة sha256 له {sha256}…، وقيمة الخادم {expected}…. أُزيل الملف الجزئي؛ أعد محاولة التنزيل.</translation>
        </message>
        <message>
            <source>the server stopped sending (stalled)</source>
            <translation>توقف الخادم عن الإرسال (متعثر)</translation>
        </message>
        <message>
            <source>the server sent less than it announced</source>
            <translation>أرسل الخادم أقل مما أعلنه</translation>
        </message>
        <message>
            <source>the connection broke ({error})</source>
            <translation>انقطع الاتصال ({error})</translation>
        </message>
    </context>
    <context>
        <name>Embedder</name>
        <message>
            <source>llama.cpp could not load {name}: {reason}</source>
            <translation>تعذّر على llama.cpp تحميل {name}: {reason}</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>لم يُذكر سبب</translation>
        </message>
        <message>
            <source>{name} is not an embedding model: it gives no pooled sentence vector.</source>
            <translation>{name} ليس نموذج تضمين: لا يعطي متجه جملة مُجمَّعًا.</translation>
        </message>
        <message>
            <source>llama.cpp gave no reason</source>
            <translation>لم يذكر llama.cpp سببًا</translation>
        </message>
        <message>
            <source>{name} loaded but its context could not be created ({reason}).</source>
            <translation>حُمّل {name} لكن تعذّر إنشاء سياقه ({reason}).</translation>
        </message>
        <message>
            <source>The embedding model is closed.</source>
            <translation>نموذج التضمين مغلق.</translation>
        </message>
        <message>
            <source>Embedding was cancelled.</source>
            <translation>أُلغي التضمين.</translation>
        </message>
        <message>
            <source>llama.cpp could not embed a batch (code {code}): {reason}</source>
            <translation>تعذّر على llama.cpp تضمين دفعة (رمز الخطأ {code}): {reason}</translation>
        </message>
        <message>
            <source>llama.cpp returned no embedding for sequence {seq}.</source>
            <translation>لم يُرجع llama.cpp أي تضمين للتسلسل {seq}.</translation>
        </message>
        <message>
            <source>The embedding model was closed.</source>
            <translation>أُغلق نموذج التضمين.</translation>
        </message>
        <message>
            <source>The embedding model {name} cannot be used: {error}</source>
            <translation>يتعذّر استخدام نموذج التضمين {name}: {error}</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>A reply is already being generated.</source>
            <translation>يجري توليد رد بالفعل.</translation>
        </message>
        <message>
            <source>The prompt has {count} tokens; the context holds {n_ctx}.</source>
            <translation>يحتوي الموجّه على {count} رمز؛ ويتسع السياق لـ {n_ctx}.</translation>
        </message>
        <message>
            <source>llama_decode failed with code {code}</source>
            <translation>فشل llama_decode برمز الخطأ {code}</translation>
        </message>
        <message>
            <source>The engine is busy with a reply.</source>
            <translation>المحرك مشغول بكتابة رد.</translation>
        </message>
        <message>
            <source>The model file {name} was changed on disk while it was loaded. Load it again to go on (nothing of the chat is lost).</source>
            <translation>تغيّر ملف النموذج {name} على القرص أثناء تحميله. حمّله مجددًا للمتابعة (لن يضيع شيء من المحادثة).</translation>
        </message>
        <message>
            <source>The prefix has {count} tokens; the context holds {n_ctx}.</source>
            <translation>تحتوي البادئة على {count} رمز؛ ويتسع السياق لـ {n_ctx}.</translation>
        </message>
        <message>
            <source>llama.cpp did not accept the grammar the schema became.</source>
            <translation>لم يقبل llama.cpp القواعد النحوية الناتجة عن المخطط.</translation>
        </message>
        <message>
            <source>This model was loaded for {count} replies at once, not {asked}: load it again after changing the number in Settings.</source>
            <translation>حُمّل هذا النموذج لكتابة {count} ردود في آن واحد، لا {asked}: أعد تحميله بعد تغيير العدد في الإعدادات.</translation>
        </message>
        <message>
            <source>There is no reply {index} in the cache.</source>
            <translation>لا يوجد الرد رقم {index} في الذاكرة المؤقتة.</translation>
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
        <name>EngineLoad</name>
        <message>
            <source>Loading was cancelled.</source>
            <translation>أُلغي التحميل.</translation>
        </message>
        <message>
            <source>KV cache type must be one of {choices}, not {value}</source>
            <translation>يجب أن يكون نوع ذاكرة KV المؤقتة أحد {choices}، لا {value}</translation>
        </message>
        <message>
            <source>Flash attention must be one of {choices}, not {value}</source>
            <translation>يجب أن يكون flash attention أحد {choices}، لا {value}</translation>
        </message>
        <message>
            <source>A {kv_type} KV cache needs flash attention (auto or on).</source>
            <translation>تحتاج ذاكرة KV المؤقتة من نوع {kv_type} إلى flash attention (auto أو on).</translation>
        </message>
        <message>
            <source>Speculation must be one of {choices}, not {value}</source>
            <translation>يجب أن يكون التخمين أحد {choices}، لا {value}</translation>
        </message>
        <message>
            <source>The GPU has too little memory for {asked} layers of {name}: {placed} of its {total} layers run there now, the rest on the CPU.</source>
            <translation>ذاكرة GPU لا تكفي لـ {asked} طبقة من {name}: يعمل عليه الآن {placed} من طبقاته البالغ عددها {total}، والباقي على CPU.</translation>
        </message>
        <message>
            <source>{first}

{second}</source>
            <translation>{first}

{second}</translation>
        </message>
        <message>
            <source>the first decode failed on the GPU (llama_decode returned {code})</source>
            <translation>فشل أول فك ترميز على GPU (أعاد llama_decode القيمة {code})</translation>
        </message>
        <message>
            <source>llama.cpp could not create a context</source>
            <translation>تعذّر على llama.cpp إنشاء سياق</translation>
        </message>
        <message>
            <source>The model loaded but a context of {n_ctx} tokens could not be created ({reason}). Try a smaller context size or KV cache type q8_0.</source>
            <translation>حُمّل النموذج لكن تعذّر إنشاء سياق من {n_ctx} رمز ({reason}). جرّب حجم سياق أصغر أو نوع ذاكرة KV المؤقتة q8_0.</translation>
        </message>
        <message>
            <source>{name} needs about {needed} GiB with a {n_ctx}-token context, but only {free} GiB of memory is free. Choose a smaller context, a smaller KV cache type, or a smaller model.</source>
            <translation>يحتاج {name} إلى نحو {needed} GiB مع سياق من {n_ctx} رمز، لكن المتاح من الذاكرة {free} GiB فقط. اختر سياقًا أصغر، أو نوعًا أصغر لذاكرة KV المؤقتة، أو نموذجًا أصغر.</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>لم يُذكر سبب</translation>
        </message>
        <message>
            <source>{name} uses the '{architecture}' architecture, which this version of llama.cpp does not support. Updating llama-cpp-python may help.</source>
            <translation>يستخدم {name} البنية المعمارية '{architecture}'، التي لا يدعمها هذا الإصدار من llama.cpp. قد يفيد تحديث llama-cpp-python.</translation>
        </message>
        <message>
            <source>Not enough memory to load {name} ({detail}).</source>
            <translation>لا توجد ذاكرة كافية لتحميل {name} ({detail}).</translation>
        </message>
        <message>
            <source>{name} is damaged or cut off ({detail}). Download it again.</source>
            <translation>{name} تالف أو مقطوع ({detail}). نزّله مجددًا.</translation>
        </message>
        <message>
            <source>llama.cpp could not load {name}: {detail}</source>
            <translation>تعذّر على llama.cpp تحميل {name}: {detail}</translation>
        </message>
    </context>
    <context>
        <name>EngineLoop</name>
        <message>
            <source>Emberly is closing: the request was not run.</source>
            <translation>يُغلَق Emberly: لم يُنفَّذ الطلب.</translation>
        </message>
    </context>
    <context>
        <name>EngineStart</name>
        <message>
            <source>fast path (extra buffer types on)</source>
            <translation>المسار السريع (أنواع المخازن الإضافية مفعّلة)</translation>
        </message>
        <message>
            <source>safe CPU path (extra buffer types off)</source>
            <translation>مسار CPU الآمن (أنواع المخازن الإضافية متوقفة)</translation>
        </message>
        <message>
            <source>fast path (extra buffer types on), at most {layers} GPU layers</source>
            <translation>المسار السريع (أنواع المخازن الإضافية مفعّلة)، بحد أقصى {layers} طبقة على GPU</translation>
        </message>
        <message>
            <source>safe CPU path (extra buffer types off), at most {layers} GPU layers</source>
            <translation>مسار CPU الآمن (أنواع المخازن الإضافية متوقفة)، بحد أقصى {layers} طبقة على GPU</translation>
        </message>
        <message>
            <source>illegal instruction, {signal}</source>
            <translation>تعليمة غير مسموح بها، {signal}</translation>
        </message>
        <message>
            <source>invalid memory access, {signal}</source>
            <translation>وصول غير صالح إلى الذاكرة، {signal}</translation>
        </message>
        <message>
            <source>bus error, {signal}</source>
            <translation>خطأ في الناقل، {signal}</translation>
        </message>
        <message>
            <source>aborted, {signal}</source>
            <translation>أُجهض، {signal}</translation>
        </message>
        <message>
            <source>arithmetic fault, {signal}</source>
            <translation>خطأ حسابي، {signal}</translation>
        </message>
        <message>
            <source>killed, {signal}</source>
            <translation>أُنهي قسرًا، {signal}</translation>
        </message>
        <message>
            <source>no answer in time</source>
            <translation>لا استجابة في الوقت المحدد</translation>
        </message>
        <message>
            <source>exit code {code}</source>
            <translation>رمز الخروج {code}</translation>
        </message>
        <message>
            <source>killed by signal {signal}</source>
            <translation>أُنهي بالإشارة {signal}</translation>
        </message>
        <message>
            <source>died ({how}) after stage '{stage}': {detail}</source>
            <translation>توقف فجأة ({how}) بعد المرحلة '{stage}': {detail}</translation>
        </message>
        <message>
            <source>died ({how}) after stage '{stage}'</source>
            <translation>توقف فجأة ({how}) بعد المرحلة '{stage}'</translation>
        </message>
        <message>
            <source>the {name} path</source>
            <translation>مسار {name}</translation>
        </message>
        <message>
            <source>the plain CPU path</source>
            <translation>مسار CPU العادي</translation>
        </message>
        <message>
            <source>This CPU reports AMX but cannot run it ({signal}); using {path} instead.</source>
            <translation>يُعلن هذا المعالج دعم AMX لكنه لا يستطيع تشغيله ({signal})؛ يُستخدم {path} بدلًا منه.</translation>
        </message>
        <message>
            <source>extra buffer types</source>
            <translation>أنواع المخازن الإضافية</translation>
        </message>
        <message>
            <source>llama.cpp's fast CPU path ({used}) crashed on this computer ({signal}); using {path} instead.</source>
            <translation>انهار المسار السريع لـ llama.cpp على CPU ({used}) على هذا الحاسوب ({signal})؛ يُستخدم {path} بدلًا منه.</translation>
        </message>
        <message>
            <source>llama.cpp crashed when using the GPU on this computer ({signal}); running on the CPU only.</source>
            <translation>انهار llama.cpp عند استخدام GPU على هذا الحاسوب ({signal})؛ يعمل الآن على CPU فقط.</translation>
        </message>
        <message>
            <source>llama.cpp crashed on this computer ({signal}); using a safer setting: {path}.</source>
            <translation>انهار llama.cpp على هذا الحاسوب ({signal})؛ يُستخدم إعداد أكثر أمانًا: {path}.</translation>
        </message>
        <message>
            <source>Checking that llama.cpp runs on this computer (once per llama.cpp build and CPU)…</source>
            <translation>جارٍ التحقق من أن llama.cpp يعمل على هذا الحاسوب (مرة لكل بنية llama.cpp ومعالج CPU)…</translation>
        </message>
        <message>
            <source>llama.cpp crashes on this computer whatever the settings ({reasons}). This llama-cpp-python may have been built for another CPU: reinstall it built here with 'pip install --force-reinstall --no-cache-dir --no-deps llama-cpp-python=={version}'.</source>
            <translation>ينهار llama.cpp على هذا الحاسوب مهما كانت الإعدادات ({reasons}). ربما بُني llama-cpp-python هذا لمعالج آخر: أعد تثبيته مبنيًا هنا بالأمر 'pip install --force-reinstall --no-cache-dir --no-deps llama-cpp-python=={version}'.</translation>
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
            <source>An embedding model: once downloaded, Load makes it the one documents and libraries are searched with by meaning (Settings ▸ Embedding model).</source>
            <translation>نموذج تضمين: بعد تنزيله، يجعله «تحميل» النموذج الذي يُبحث به في المستندات والمكتبات بالمعنى (الإعدادات ▸ نموذج التضمين).</translation>
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
        <name>Grammar</name>
        <message>
            <source>The schema is not JSON: {error}</source>
            <translation>المخطط ليس بصيغة JSON: {error}</translation>
        </message>
        <message>
            <source>The schema has {size} characters (at most {limit}).</source>
            <translation>يحتوي المخطط على {size} حرف (الحد الأقصى {limit}).</translation>
        </message>
        <message>
            <source>The grammar helper is not available; the schema was not converted.</source>
            <translation>مساعد القواعد النحوية غير متاح؛ لم يُحوَّل المخطط.</translation>
        </message>
        <message>
            <source>The grammar helper is not available; the grammar was not checked.</source>
            <translation>مساعد القواعد النحوية غير متاح؛ لم يُتحقق من القواعد النحوية.</translation>
        </message>
        <message>
            <source>The schema cannot be used: {error}.</source>
            <translation>يتعذّر استخدام المخطط: {error}.</translation>
        </message>
        <message>
            <source>The schema took over {seconds} s to convert into a grammar; it was stopped.</source>
            <translation>استغرق تحويل المخطط إلى قواعد نحوية أكثر من {seconds} ث؛ فأُوقف.</translation>
        </message>
        <message>
            <source>The schema needed more memory than a grammar may use; it was stopped.</source>
            <translation>احتاج المخطط إلى ذاكرة أكثر مما يُسمح للقواعد النحوية باستخدامه؛ فأُوقف.</translation>
        </message>
        <message>
            <source>The schema's grammar crashed the grammar checker; it is not used.</source>
            <translation>تسببت القواعد النحوية للمخطط في انهيار مدقق القواعد؛ لذا لن تُستخدم.</translation>
        </message>
        <message>
            <source>The schema cannot be expressed as a grammar: {error}</source>
            <translation>يتعذّر التعبير عن المخطط بقواعد نحوية: {error}</translation>
        </message>
        <message>
            <source>There is no tool {name} to call.</source>
            <translation>لا توجد أداة باسم {name} لاستدعائها.</translation>
        </message>
        <message>
            <source>There are no tools to call.</source>
            <translation>لا توجد أدوات لاستدعائها.</translation>
        </message>
        <message>
            <source>a repetition of {low} to {high} times</source>
            <translation>تكرار من {low} إلى {high} مرة</translation>
        </message>
        <message>
            <source>it nests too deeply for a grammar</source>
            <translation>تداخله أعمق مما تحتمله القواعد النحوية</translation>
        </message>
        <message>
            <source>it cannot be expressed as a grammar: {error}</source>
            <translation>يتعذّر التعبير عنه بقواعد نحوية: {error}</translation>
        </message>
        <message>
            <source>its grammar would have {size} characters (at most {limit})</source>
            <translation>ستبلغ قواعده النحوية {size} حرف (الحد الأقصى {limit})</translation>
        </message>
        <message>
            <source>llama.cpp did not accept the grammar it became</source>
            <translation>لم يقبل llama.cpp القواعد النحوية الناتجة عنه</translation>
        </message>
        <message>
            <source>The schema has over {limit} values.</source>
            <translation>يحتوي المخطط على أكثر من {limit} قيمة.</translation>
        </message>
        <message>
            <source>The schema nests over {limit} levels deep (at {at}).</source>
            <translation>يتجاوز تداخل المخطط {limit} مستوى (عند {at}).</translation>
        </message>
        <message>
            <source>{key} at {at} must be a whole number of at least 0.</source>
            <translation>يجب أن يكون {key} عند {at} عددًا صحيحًا لا يقل عن 0.</translation>
        </message>
        <message>
            <source>{key} {value} at {at} is over {limit}: a grammar holds repetitions up to {limit}.</source>
            <translation>القيمة {value} لـ {key} عند {at} تتجاوز {limit}: تتسع القواعد النحوية لتكرارات حتى {limit} فقط.</translation>
        </message>
        <message>
            <source>{low} is over {high} at {at}: no value can match.</source>
            <translation>{low} أكبر من {high} عند {at}: لا يمكن لأي قيمة أن تطابق.</translation>
        </message>
        <message>
            <source>{key} at {at} has over {limit} digits.</source>
            <translation>يحتوي {key} عند {at} على أكثر من {limit} رقم.</translation>
        </message>
        <message>
            <source>The enum at {at} lists {count} values (at most {limit}).</source>
            <translation>عدد القيم في enum عند {at} هو {count} (الحد الأقصى {limit}).</translation>
        </message>
        <message>
            <source>The $ref at {at} points outside the schema ({ref}): Emberly fetches nothing.</source>
            <translation>يشير $ref عند {at} إلى خارج المخطط ({ref}): لا يجلب Emberly أي شيء.</translation>
        </message>
        <message>
            <source>The pattern at {at} has {size} characters (at most {limit}).</source>
            <translation>يحتوي النمط عند {at} على {size} حرف (الحد الأقصى {limit}).</translation>
        </message>
        <message>
            <source>The pattern at {at} repeats something {low} to {high} times: no value can match.</source>
            <translation>يكرر النمط عند {at} شيئًا من {low} إلى {high} مرة: لا يمكن لأي قيمة أن تطابق.</translation>
        </message>
        <message>
            <source>The pattern at {at} repeats too much: written out it would be {size} characters (at most {limit}).</source>
            <translation>يكرر النمط عند {at} أكثر من اللازم: لو كُتب كاملًا لبلغ {size} حرف (الحد الأقصى {limit}).</translation>
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
        <name>Hub</name>
        <message>
            <source>{name} ({count} parts)</source>
            <translation>{name} (الأجزاء: {count})</translation>
        </message>
        <message>
            <source>a name that is not UTF-8</source>
            <translation>اسم ليس بترميز UTF-8</translation>
        </message>
        <message>
            <source>an empty name or one with control characters</source>
            <translation>اسم فارغ أو يحتوي على أحرف تحكم</translation>
        </message>
        <message>
            <source>an absolute path</source>
            <translation>مسار مطلق</translation>
        </message>
        <message>
            <source>a name with an empty, . or .. part</source>
            <translation>اسم فيه جزء فارغ أو . أو ..</translation>
        </message>
        <message>
            <source>a name of {size} bytes</source>
            <translation>اسم بطول {size} بايت</translation>
        </message>
        <message>
            <source>the search for {query}</source>
            <translation>البحث عن {query}</translation>
        </message>
        <message>
            <source>{repo} is not a Hub repository (owner/name).</source>
            <translation>{repo} ليس مستودعًا على Hub (owner/name).</translation>
        </message>
        <message>
            <source>The Hub at {host} listed files in {repo} that Emberly cannot use: {problem} (and {count} more).</source>
            <translation>أدرج Hub على {host} ملفات في {repo} لا يستطيع Emberly استخدامها: {problem} (و{count} غيرها).</translation>
        </message>
        <message>
            <source>The Hub at {host} listed files in {repo} that Emberly cannot use: {problem}.</source>
            <translation>أدرج Hub على {host} ملفات في {repo} لا يستطيع Emberly استخدامها: {problem}.</translation>
        </message>
        <message>
            <source>{type} where a file entry goes</source>
            <translation>{type} في موضع إدخال ملف</translation>
        </message>
        <message>
            <source>{type} as a file name</source>
            <translation>{type} كاسم ملف</translation>
        </message>
        <message>
            <source>{problem} ({name})</source>
            <translation>{problem} ({name})</translation>
        </message>
        <message>
            <source>a size of {size} for {name}</source>
            <translation>حجم {size} لـ {name}</translation>
        </message>
        <message>
            <source>a sha256 of {sha256} for {name}</source>
            <translation>sha256 بقيمة {sha256} لـ {name}</translation>
        </message>
        <message>
            <source>the curated list and the models on this computer still work.</source>
            <translation>لا تزال القائمة المنتقاة والنماذج الموجودة على هذا الحاسوب تعمل.</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with {type} where a list goes.</source>
            <translation>أجاب Hub على {host} عن {what} بـ {type} حيث يُنتظر قائمة.</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>كائن</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>قائمة</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>سلسلة نصية</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true أو false</translation>
        </message>
        <message>
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <source>The Hub at {host} listed more than {count} entries for {what}: Emberly stops there.</source>
            <translation>أدرج Hub على {host} أكثر من {count} إدخال لـ {what}: يتوقف Emberly عند هذا الحد.</translation>
        </message>
        <message>
            <source>The Hub at {host} kept sending pages for {what} past {count}: Emberly stops there.</source>
            <translation>واصل Hub على {host} إرسال صفحات لـ {what} بعد {count}: يتوقف Emberly عند هذا الحد.</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>رقم</translation>
        </message>
        <message>
            <source>Hugging Face is switched off on this computer (HF_HUB_OFFLINE is set).</source>
            <translation>Hugging Face معطّل على هذا الحاسوب (المتغير HF_HUB_OFFLINE مضبوط).</translation>
        </message>
        <message>
            <source>HF_ENDPOINT {endpoint} is not an http:// or https:// address.</source>
            <translation>HF_ENDPOINT {endpoint} ليس عنوان http:// أو https://.</translation>
        </message>
        <message>
            <source>The Hub at {host} redirected {what} more than {count} times.</source>
            <translation>أعاد Hub على {host} توجيه {what} أكثر من {count} مرة.</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {status} for {what}.</source>
            <translation>أجاب Hub على {host} بـ {status} عن {what}.</translation>
        </message>
        <message>
            <source>The Hub at {host} redirected {what} to {target}: Emberly follows the Hub only within {address}.</source>
            <translation>أعاد Hub على {host} توجيه {what} إلى {target}: لا يتبع Emberly خادم Hub إلا ضمن {address}.</translation>
        </message>
        <message>
            <source>The Hub at {host} sent the next page of {what} to {target}: Emberly follows the Hub only within {address}.</source>
            <translation>وجّه Hub على {host} الصفحة التالية من {what} إلى {target}: لا يتبع Emberly خادم Hub إلا ضمن {address}.</translation>
        </message>
        <message>
            <source>The Hub at {host} encoded {what} as {coding}, which Emberly did not ask for.</source>
            <translation>أرسل Hub على {host} الرد على {what} بترميز {coding}، وهو ما لم يطلبه Emberly.</translation>
        </message>
        <message>
            <source>The Hub at {host} sent {what} as broken gzip ({error}).</source>
            <translation>أرسل Hub على {host} الرد على {what} بصيغة gzip معطوبة ({error}).</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with JSON nested too deeply.</source>
            <translation>أجاب Hub على {host} عن {what} بـ JSON متداخل بعمق مفرط.</translation>
        </message>
        <message>
            <source>The Hub at {host} answered {what} with something that is not JSON ({error}).</source>
            <translation>أجاب Hub على {host} عن {what} بشيء ليس JSON ({error}).</translation>
        </message>
        <message>
            <source>The Hub is limiting requests from this computer for now; try again in a minute. The curated list still works.</source>
            <translation>يحدّ Hub من الطلبات القادمة من هذا الحاسوب حاليًا؛ أعد المحاولة بعد دقيقة. لا تزال القائمة المنتقاة تعمل.</translation>
        </message>
        <message>
            <source>{what} is gated: accept its licence on huggingface.co and log in first.</source>
            <translation>الوصول إلى {what} مقيّد: اقبل ترخيصه على huggingface.co وسجّل الدخول أولًا.</translation>
        </message>
        <message>
            <source>{what} was not found on the Hub.</source>
            <translation>لم يُعثر على {what} في Hub.</translation>
        </message>
        <message>
            <source>{what} is private or gated on the Hub ({status}).</source>
            <translation>{what} خاص أو مقيّد الوصول على Hub ({status}).</translation>
        </message>
        <message>
            <source>The Hub at {host} sent more than {size} MB for {what}: Emberly stops reading there.</source>
            <translation>أرسل Hub على {host} أكثر من {size} MB لـ {what}: يتوقف Emberly عن القراءة عند هذا الحد.</translation>
        </message>
        <message>
            <source>The Hub at {host} took more than {seconds} s to answer {what}; try again later: {hint}</source>
            <translation>استغرق Hub على {host} أكثر من {seconds} ث للرد على {what}؛ أعد المحاولة لاحقًا: {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} did not take the connection within {seconds} s. You seem to be offline: {hint}</source>
            <translation>لم يقبل Hub على {host} الاتصال خلال {seconds} ث. يبدو أنك غير متصل بالإنترنت: {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} sent nothing for {seconds} s while Emberly asked for {what}; try again later: {hint}</source>
            <translation>لم يرسل Hub على {host} شيئًا طوال {seconds} ث بينما طلب Emberly {what}؛ أعد المحاولة لاحقًا: {hint}</translation>
        </message>
        <message>
            <source>Cannot reach {host} ({detail}). You seem to be offline: {hint}</source>
            <translation>يتعذّر الوصول إلى {host} ({detail}). يبدو أنك غير متصل بالإنترنت: {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} broke the connection while answering {what} ({detail}): {hint}</source>
            <translation>قطع Hub على {host} الاتصال أثناء الرد على {what} ({detail}): {hint}</translation>
        </message>
        <message>
            <source>The Hub at {host} did not answer {what} as HTTP should ({detail}).</source>
            <translation>لم يُجب Hub على {host} عن {what} كما يقتضي HTTP ({detail}).</translation>
        </message>
    </context>
    <context>
        <name>Images</name>
        <message>
            <source>The image</source>
            <translation>الصورة</translation>
        </message>
        <message>
            <source>An image of {width} × {height} needs {needed} bytes of pixels, not {given}.</source>
            <translation>تحتاج صورة بأبعاد {width} × {height} إلى {needed} بايت من البكسلات، لا {given}.</translation>
        </message>
        <message>
            <source>{name} is {size} MB; images up to {limit} MB are read.</source>
            <translation>حجم {name} هو {size} MB؛ تُقرأ الصور حتى {limit} MB.</translation>
        </message>
        <message>
            <source>{name} is {width} × {height} pixels: too large to open (up to {limit} million pixels).</source>
            <translation>أبعاد {name} هي {width} × {height} بكسل: أكبر من أن تُفتح (الحد {limit} مليون بكسل).</translation>
        </message>
        <message>
            <source>{name} declares more pixels than it could hold: not opened ({error}).</source>
            <translation>عدد البكسلات المُعلن في {name} أكبر مما يتسع له الملف: لم يُفتح ({error}).</translation>
        </message>
        <message>
            <source>{name} is not a PNG, JPEG, WebP or GIF image.</source>
            <translation>صيغة {name} ليست PNG أو JPEG أو WebP أو GIF.</translation>
        </message>
        <message>
            <source>{name} could not be read: it is damaged or cut short ({error}).</source>
            <translation>تعذّرت قراءة {name}: الملف تالف أو مقطوع ({error}).</translation>
        </message>
    </context>
    <context>
        <name>Import</name>
        <message>
            <source>no date</source>
            <translation>بلا تاريخ</translation>
        </message>
        <message numerus="yes">
            <source>%Ln message(s)</source>
            <translation>
                <numerusform>%Ln رسالة</numerusform>
                <numerusform>رسالة واحدة</numerusform>
                <numerusform>رسالتان</numerusform>
                <numerusform>%Ln رسائل</numerusform>
                <numerusform>%Ln رسالة</numerusform>
                <numerusform>%Ln رسالة</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>بلا عنوان</translation>
        </message>
        <message numerus="yes">
            <source>%Ln more in other versions</source>
            <translation>
                <numerusform>%Ln رسالة أخرى في نسخ أخرى</numerusform>
                <numerusform>رسالة أخرى في نسخ أخرى</numerusform>
                <numerusform>رسالتان أخريان في نسخ أخرى</numerusform>
                <numerusform>%Ln رسائل أخرى في نسخ أخرى</numerusform>
                <numerusform>%Ln رسالة أخرى في نسخ أخرى</numerusform>
                <numerusform>%Ln رسالة أخرى في نسخ أخرى</numerusform>
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
            <source>%Ln chat(s) in {file}</source>
            <translation>
                <numerusform>%Ln محادثة في {file}</numerusform>
                <numerusform>محادثة واحدة في {file}</numerusform>
                <numerusform>محادثتان في {file}</numerusform>
                <numerusform>%Ln محادثات في {file}</numerusform>
                <numerusform>%Ln محادثة في {file}</numerusform>
                <numerusform>%Ln محادثة في {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%Ln imported before: unchecked)</source>
            <translation>
                <numerusform> (مستوردة سابقًا، غير محددة: %Ln)</numerusform>
                <numerusform> (مستوردة سابقًا، غير محددة: %Ln)</numerusform>
                <numerusform> (مستوردة سابقًا، غير محددة: %Ln)</numerusform>
                <numerusform> (مستوردة سابقًا، غير محددة: %Ln)</numerusform>
                <numerusform> (مستوردة سابقًا، غير محددة: %Ln)</numerusform>
                <numerusform> (مستوردة سابقًا، غير محددة: %Ln)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %Ln skipped, with nothing to import</source>
            <translation>
                <numerusform>؛ تم تخطي %Ln (لا شيء فيها للاستيراد)</numerusform>
                <numerusform>؛ تم تخطي %Ln (لا شيء فيها للاستيراد)</numerusform>
                <numerusform>؛ تم تخطي %Ln (لا شيء فيها للاستيراد)</numerusform>
                <numerusform>؛ تم تخطي %Ln (لا شيء فيها للاستيراد)</numerusform>
                <numerusform>؛ تم تخطي %Ln (لا شيء فيها للاستيراد)</numerusform>
                <numerusform>؛ تم تخطي %Ln (لا شيء فيها للاستيراد)</numerusform>
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
            <source>%Ln chat(s) imported (stopped: the rest were not imported).</source>
            <translation>
                <numerusform>استُوردت %Ln محادثة (توقف: لم يُستورد الباقي).</numerusform>
                <numerusform>استُوردت محادثة واحدة (توقف: لم يُستورد الباقي).</numerusform>
                <numerusform>استُوردت محادثتان (توقف: لم يُستورد الباقي).</numerusform>
                <numerusform>استُوردت %Ln محادثات (توقف: لم يُستورد الباقي).</numerusform>
                <numerusform>استُوردت %Ln محادثة (توقف: لم يُستورد الباقي).</numerusform>
                <numerusform>استُوردت %Ln محادثة (توقف: لم يُستورد الباقي).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln chat(s) imported.</source>
            <translation>
                <numerusform>استُوردت %Ln محادثة.</numerusform>
                <numerusform>استُوردت محادثة واحدة.</numerusform>
                <numerusform>استُوردت محادثتان.</numerusform>
                <numerusform>استُوردت %Ln محادثات.</numerusform>
                <numerusform>استُوردت %Ln محادثة.</numerusform>
                <numerusform>استُوردت %Ln محادثة.</numerusform>
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
        <message>
            <source>the list of libraries</source>
            <translation>قائمة المكتبات</translation>
        </message>
        <message>
            <source>The list of libraries cannot be read ({error}); it starts empty.</source>
            <translation>تتعذّر قراءة قائمة المكتبات ({error})؛ ستبدأ فارغة.</translation>
        </message>
        <message>
            <source>{id} is not a library's id</source>
            <translation>{id} ليس معرّف مكتبة</translation>
        </message>
        <message>
            <source>The list of libraries cannot be saved: {reason}</source>
            <translation>يتعذّر حفظ قائمة المكتبات: {reason}</translation>
        </message>
        <message>
            <source>The embedding model failed: {error}</source>
            <translation>فشل نموذج التضمين: {error}</translation>
        </message>
        <message>
            <source>The library {name} is not indexed yet</source>
            <translation>لم تُفهرس المكتبة {name} بعد</translation>
        </message>
        <message>
            <source>The library {name} cannot be opened: {error}</source>
            <translation>يتعذّر فتح المكتبة {name}: {error}</translation>
        </message>
        <message>
            <source>The library {name} was made by a newer Emberly</source>
            <translation>أُنشئت المكتبة {name} بإصدار أحدث من Emberly</translation>
        </message>
    </context>
    <context>
        <name>LibrarySearch</name>
        <message>
            <source>A library this chat searched was removed; the others are still searched.</source>
            <translation>أُزيلت مكتبة كانت هذه المحادثة تبحث فيها؛ ولا يزال البحث جاريًا في المكتبات الأخرى.</translation>
        </message>
        <message>
            <source>The library {name} cannot be searched: {error}</source>
            <translation>يتعذّر البحث في المكتبة {name}: {error}</translation>
        </message>
        <message>
            <source>Passages from your libraries are left out: {error}</source>
            <translation>أُغفلت مقاطع مكتباتك: {error}</translation>
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
        <name>ModelContext</name>
        <message>
            <source>This message needs {needed} tokens, but the context holds {context} with {reserve} kept free for the reply. Shorten it or load the model with a larger context.</source>
            <translation>تحتاج هذه الرسالة إلى {needed} رمز، لكن السياق يتسع لـ {context} مع إبقاء {reserve} متاحة للرد. اختصرها أو حمّل النموذج بسياق أكبر.</translation>
        </message>
    </context>
    <context>
        <name>ModelFiles</name>
        <message>
            <source>The model file {path} does not exist.</source>
            <translation>ملف النموذج {path} غير موجود.</translation>
        </message>
        <message>
            <source>{path} is a folder, not a GGUF model file.</source>
            <translation>{path} مجلد، لا ملف نموذج GGUF.</translation>
        </message>
        <message>
            <source>{name} is not a regular file, so not a GGUF model file.</source>
            <translation>{name} ليس ملفًا عاديًا، فهو إذن ليس ملف نموذج GGUF.</translation>
        </message>
        <message>
            <source>Emberly may not read {path}: {reason}.</source>
            <translation>لا يُسمح لـ Emberly بقراءة {path}: {reason}.</translation>
        </message>
        <message>
            <source>{path} could not be read: {reason}.</source>
            <translation>تعذّرت قراءة {path}: {reason}.</translation>
        </message>
        <message>
            <source>{name} is empty, not a GGUF model.</source>
            <translation>{name} فارغ، وليس نموذج GGUF.</translation>
        </message>
        <message>
            <source>{name} is a text file, not a GGUF model.</source>
            <translation>{name} ملف نصي، لا نموذج GGUF.</translation>
        </message>
        <message>
            <source>{name} is not a GGUF model file (it does not start with 'GGUF').</source>
            <translation>{name} ليس ملف نموذج GGUF (لا يبدأ بـ 'GGUF').</translation>
        </message>
        <message>
            <source>{name} has no general.architecture: it is not a language model GGUF.</source>
            <translation>لا يحتوي {name} على general.architecture: إنه ليس نموذج لغة بصيغة GGUF.</translation>
        </message>
        <message>
            <source>{name} is damaged or cut off: its GGUF header is incomplete ({error}).</source>
            <translation>{name} تالف أو مقطوع: ترويسة GGUF فيه غير مكتملة ({error}).</translation>
        </message>
        <message>
            <source>{name} is not a valid GGUF file ({error}).</source>
            <translation>{name} ليس ملف GGUF صالحًا ({error}).</translation>
        </message>
        <message>
            <source>{name} is cut off: it holds {size} bytes but its tensors need {needed}. Download it again.</source>
            <translation>{name} مقطوع: يحتوي على {size} بايت لكن موتّراته تحتاج إلى {needed}. نزّله مجددًا.</translation>
        </message>
        <message>
            <source>Parts of this split model are missing: {parts}.</source>
            <translation>أجزاء من هذا النموذج المقسّم مفقودة: {parts}.</translation>
        </message>
        <message>
            <source>the header ends early at byte {at}</source>
            <translation>تنتهي الترويسة مبكرًا عند البايت {at}</translation>
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
        <message>
            <source>stop strings</source>
            <translation>سلاسل إيقاف</translation>
        </message>
        <message>
            <source>a token limit</source>
            <translation>حد للرموز</translation>
        </message>
        <message>
            <source>a prompt format</source>
            <translation>تنسيق موجّه</translation>
        </message>
        <message>
            <source>a frequency penalty</source>
            <translation>عقوبة تردد</translation>
        </message>
        <message>
            <source>a presence penalty</source>
            <translation>عقوبة حضور</translation>
        </message>
        <message>
            <source>a preset file</source>
            <translation>يتسع له ملف إعداد مسبق</translation>
        </message>
        <message>
            <source>{name} cannot be read as a preset: {error}</source>
            <translation>تتعذّر قراءة {name} كإعداد مسبق: {error}</translation>
        </message>
        <message>
            <source>{name} is not a preset: it holds no settings object.</source>
            <translation>{name} ليس إعدادًا مسبقًا: لا يحتوي على كائن إعدادات.</translation>
        </message>
        <message>
            <source>{name} is not a preset Emberly knows (its own, or LM Studio's).</source>
            <translation>{name} ليس إعدادًا مسبقًا يعرفه Emberly (من Emberly نفسه، أو من LM Studio).</translation>
        </message>
        <message>
            <source>The presets file</source>
            <translation>ملف الإعدادات المسبقة</translation>
        </message>
        <message>
            <source>Your presets could not be read ({error}); the built-in ones are shown.</source>
            <translation>تعذّرت قراءة إعداداتك المسبقة ({error})؛ تُعرض الإعدادات المدمجة.</translation>
        </message>
    </context>
    <context>
        <name>Projector</name>
        <message>
            <source>No model is loaded for the projector.</source>
            <translation>لا يوجد نموذج محمّل للمُسقِط.</translation>
        </message>
        <message>
            <source>The prompt has {count} images where {given} were given.</source>
            <translation>عدد الصور في الموجّه {count} بينما قُدّم {given}.</translation>
        </message>
        <message>
            <source>This model reads no images: choose its projector (mmproj) file with it.</source>
            <translation>هذا النموذج لا يقرأ الصور: اختر معه ملف المُسقِط (mmproj) الخاص به.</translation>
        </message>
        <message>
            <source>An image in this chat must be read again, which needs the model's projector (mmproj) and the image.</source>
            <translation>يجب إعادة قراءة صورة في هذه المحادثة، وهذا يتطلب مُسقِط النموذج (mmproj) والصورة.</translation>
        </message>
        <message>
            <source>An image's span in the prompt was cut.</source>
            <translation>قُطع نطاق صورة في الموجّه.</translation>
        </message>
        <message>
            <source>This projector reads the image into another span than the saved chat's: load the projector the chat was written with.</source>
            <translation>يقرأ هذا المُسقِط الصورة في نطاق غير نطاق المحادثة المحفوظة: حمّل المُسقِط الذي كُتبت به المحادثة.</translation>
        </message>
        <message>
            <source>An image of {count} tokens does not fit in the context of {n_ctx}.</source>
            <translation>صورة من {count} رمز لا تتسع في سياق من {n_ctx}.</translation>
        </message>
        <message>
            <source>The image took other positions than its span says.</source>
            <translation>شغلت الصورة مواضع غير التي يذكرها نطاقها.</translation>
        </message>
        <message>
            <source>The projector {name} is not there: {path}.</source>
            <translation>المُسقِط {name} غير موجود: {path}.</translation>
        </message>
        <message>
            <source>{name} is not a projector for this model (not a vision projector llama.cpp reads, or made for a model other than {width} wide).</source>
            <translation>{name} ليس مُسقِطًا لهذا النموذج (ليس مُسقِط رؤية يقرؤه llama.cpp، أو صُنع لنموذج بعرض غير {width}).</translation>
        </message>
        <message>
            <source>{name} has no vision encoder (an audio projector?).</source>
            <translation>لا يحتوي {name} على مُرمِّز رؤية (مُسقِط صوت؟).</translation>
        </message>
        <message>
            <source>The projector is closed.</source>
            <translation>المُسقِط مغلق.</translation>
        </message>
        <message>
            <source>libmtmd refused an image of {width} × {height}.</source>
            <translation>رفض libmtmd صورة بأبعاد {width} × {height}.</translation>
        </message>
        <message>
            <source>libmtmd could not prepare the image (code {code}).</source>
            <translation>تعذّر على libmtmd تجهيز الصورة (رمز الخطأ {code}).</translation>
        </message>
        <message>
            <source>libmtmd made no image chunk of the image.</source>
            <translation>لم يُنشئ libmtmd أي جزء صورة من الصورة.</translation>
        </message>
        <message>
            <source>This projector's images take {positions} positions for {count} tokens: not supported.</source>
            <translation>تشغل صور هذا المُسقِط {positions} موضع مقابل {count} رمز: وهذا غير مدعوم.</translation>
        </message>
        <message>
            <source>{name} needs image tokens this model's vocabulary does not have: it was made for another model.</source>
            <translation>يحتاج {name} إلى رموز صور لا توجد في مفردات هذا النموذج: لقد صُنع لنموذج آخر.</translation>
        </message>
        <message>
            <source>The projector or the image was closed.</source>
            <translation>أُغلق المُسقِط أو الصورة.</translation>
        </message>
        <message>
            <source>The image could not be read (libmtmd code {code}).</source>
            <translation>تعذّرت قراءة الصورة (رمز الخطأ من libmtmd: {code}).</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{name} is not a regular file</source>
            <translation>{name} ليس ملفًا عاديًا</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {reason}</source>
            <translation>يتعذّر فتح {name}: {reason}</translation>
        </message>
        <message>
            <source>{name} is {size} bytes, more than a record of Emberly's can be</source>
            <translation>حجم {name} هو {size} بايت، أي أكبر مما يمكن أن يكون عليه سجل من سجلات Emberly</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation>تتعذّر قراءة {name}: {reason}</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>إنه ليس ملفًا عاديًا</translation>
        </message>
        <message>
            <source>it has {size} bytes, more than {what} ({limit})</source>
            <translation>حجمه {size} بايت، أي أكثر مما {what} ({limit})</translation>
        </message>
        <message>
            <source>it has more than {limit} bytes</source>
            <translation>حجمه أكبر من {limit} بايت</translation>
        </message>
        <message>
            <source>{name} is more than {limit} bytes</source>
            <translation>حجم {name} أكبر من {limit} بايت</translation>
        </message>
        <message>
            <source>{what} is not valid JSON ({error})</source>
            <translation>محتوى {what} ليس JSON صالحًا ({error})</translation>
        </message>
        <message>
            <source>{what} is nested more than {depth} levels deep</source>
            <translation>تداخل محتوى {what} أعمق من {depth} مستوى</translation>
        </message>
    </context>
    <context>
        <name>Remote</name>
        <message>
            <source>Several replies at once need a model on this computer.</source>
            <translation>تتطلب كتابة عدة ردود في آن واحد نموذجًا على هذا الحاسوب.</translation>
        </message>
        <message>
            <source>the slot save</source>
            <translation>حفظ الخانة</translation>
        </message>
        <message>
            <source>the slot restore</source>
            <translation>استعادة الخانة</translation>
        </message>
        <message>
            <source>the slot erase</source>
            <translation>مسح الخانة</translation>
        </message>
        <message>
            <source>the server could not save it ({error})</source>
            <translation>تعذّر على الخادم الحفظ ({error})</translation>
        </message>
        <message>
            <source>the server could not restore it ({error})</source>
            <translation>تعذّر على الخادم الاستعادة ({error})</translation>
        </message>
        <message>
            <source>the server could not erase it ({error})</source>
            <translation>تعذّر على الخادم المسح ({error})</translation>
        </message>
        <message>
            <source>the server's template</source>
            <translation>قالب الخادم</translation>
        </message>
        <message>
            <source>The server at {server} does not serve {model} (it serves {models}).</source>
            <translation>الخادم على {server} لا يقدّم {model} (يقدّم {models}).</translation>
        </message>
        <message>
            <source>The server at {server} sent far more than the {count} tokens asked for, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>أرسل الخادم على {server} أكثر بكثير من الرموز المطلوبة ({count})، فتوقف Emberly عن القراءة. ما كتبه قبل ذلك محفوظ.</translation>
        </message>
        <message>
            <source>The model on {server} does not take images ({error}). Send again to go on without them, or load a vision model there (llama-server: --mmproj).</source>
            <translation>النموذج على {server} لا يقبل الصور ({error}). أرسل مجددًا للمتابعة من دونها، أو حمّل نموذج رؤية هناك (llama-server: --mmproj).</translation>
        </message>
        <message>
            <source>The server read the whole chat again right after restoring it. On a sliding-window model (Gemma 3 and others) start llama-server with --swa-full, or it cannot reuse a restored slot.</source>
            <translation>أعاد الخادم قراءة المحادثة كاملة بعد استعادتها مباشرة. مع نموذج ذي نافذة منزلقة (Gemma 3 وغيره) شغّل llama-server مع --swa-full، وإلا فلن يستطيع إعادة استخدام خانة مستعادة.</translation>
        </message>
        <message>
            <source>the server keeps no chat files (start llama-server with --slot-save-path)</source>
            <translation>لا يحتفظ الخادم بملفات المحادثات (شغّل llama-server مع --slot-save-path)</translation>
        </message>
        <message>
            <source>its record could not be written ({error})</source>
            <translation>تعذّرت كتابة سجلها ({error})</translation>
        </message>
        <message>
            <source>cache on server: prefix only</source>
            <translation>الذاكرة المؤقتة على الخادم: البادئة فقط</translation>
        </message>
        <message>
            <source>every slot of the server is busy with other chats</source>
            <translation>كل خانات الخادم مشغولة بمحادثات أخرى</translation>
        </message>
        <message>
            <source>the server's file holds {tokens} tokens in {size} bytes, not the {saved_tokens} in {saved_size} saved</source>
            <translation>يحتوي ملف الخادم على {tokens} رمز في {size} بايت، لا على {saved_tokens} في {saved_size} كما حُفظ</translation>
        </message>
        <message>
            <source>Type the server's address, such as http://127.0.0.1:8080.</source>
            <translation>اكتب عنوان الخادم، مثل http://127.0.0.1:8080.</translation>
        </message>
        <message>
            <source>{url} is not an http:// or https:// address.</source>
            <translation>{url} ليس عنوان http:// أو https://.</translation>
        </message>
        <message>
            <source>Emberly cannot reach the server at {server}: is it running? ({error})</source>
            <translation>يتعذّر على Emberly الوصول إلى الخادم على {server}: هل هو قيد التشغيل؟ ({error})</translation>
        </message>
        <message>
            <source>The server at {server} did not answer in time.</source>
            <translation>لم يُجب الخادم على {server} في الوقت المحدد.</translation>
        </message>
        <message>
            <source>The server at {server} sent a body Emberly cannot decode ({error}).</source>
            <translation>أرسل الخادم على {server} متنًا لا يستطيع Emberly فك ترميزه ({error}).</translation>
        </message>
        <message>
            <source>The server at {server} redirected to no usable address ({error}).</source>
            <translation>أعاد الخادم على {server} التوجيه إلى عنوان غير صالح للاستخدام ({error}).</translation>
        </message>
        <message>
            <source>The connection to {server} was lost ({error}).</source>
            <translation>انقطع الاتصال بـ {server} ({error}).</translation>
        </message>
        <message>
            <source>Emberly could not talk to {server}: {error}</source>
            <translation>تعذّر على Emberly التواصل مع {server}: {error}</translation>
        </message>
        <message>
            <source>The server at {server} refused the request ({status}): {message}</source>
            <translation>رفض الخادم على {server} الطلب ({status}): {message}</translation>
        </message>
        <message>
            <source>The server at {server} refused the API key ({status}): check it in Servers.</source>
            <translation>رفض الخادم على {server} مفتاح API ({status}): تحقق منه في «الخوادم».</translation>
        </message>
        <message>
            <source>The chat is longer than the server's context: start a new chat, or fork a new chat from an earlier message. ({message})</source>
            <translation>المحادثة أطول من سياق الخادم: ابدأ محادثة جديدة، أو فرّع محادثة جديدة من رسالة سابقة. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} no longer serves the model {model}: choose another in Servers. ({message})</source>
            <translation>لم يعد الخادم على {server} يقدّم النموذج {model}: اختر نموذجًا آخر في «الخوادم». ({message})</translation>
        </message>
        <message>
            <source>The server at {server} no longer serves what Emberly asked for: choose another in Servers. ({message})</source>
            <translation>لم يعد الخادم على {server} يقدّم ما طلبه Emberly: اختر نموذجًا آخر في «الخوادم». ({message})</translation>
        </message>
        <message>
            <source>The server at {server} is busy ({status}): try again in a moment. ({message})</source>
            <translation>الخادم على {server} مشغول ({status}): أعد المحاولة بعد لحظات. ({message})</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to no usable address ({target}).</source>
            <translation>أعاد الخادم على {server} توجيه طلب {what} إلى عنوان غير صالح للاستخدام ({target}).</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to {target}; Emberly does not send a request on to another address. If the server moved, add its new address in Servers.</source>
            <translation>أعاد الخادم على {server} توجيه طلب {what} إلى {target}؛ لا يمرّر Emberly الطلب إلى عنوان آخر. إن انتقل الخادم، فأضف عنوانه الجديد في «الخوادم».</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} to {target}, another address; Emberly follows a server's redirects only within its own address. If the server moved, add its new address in Servers.</source>
            <translation>أعاد الخادم على {server} توجيه طلب {what} إلى {target}، وهو عنوان آخر؛ لا يتبع Emberly إعادات توجيه الخادم إلا ضمن عنوانه نفسه. إن انتقل الخادم، فأضف عنوانه الجديد في «الخوادم».</translation>
        </message>
        <message>
            <source>The server at {server} redirected {what} more than {count} times.</source>
            <translation>أعاد الخادم على {server} توجيه طلب {what} أكثر من {count} مرة.</translation>
        </message>
        <message>
            <source>The server at {server} answered {what} with a {encoding}-compressed body, though Emberly asks for none.</source>
            <translation>أجاب الخادم على {server} عن طلب {what} بمتن مضغوط بترميز {encoding}، مع أن Emberly لا يطلب أي ضغط.</translation>
        </message>
        <message>
            <source>The server at {server} was still answering {what} after the time allowed, so Emberly stopped waiting.</source>
            <translation>كان الخادم على {server} لا يزال يجيب عن طلب {what} بعد انقضاء الوقت المسموح، فتوقف Emberly عن الانتظار.</translation>
        </message>
        <message>
            <source>The server at {server} answered {what} with over {size} MiB, more than such an answer is; Emberly stopped reading it.</source>
            <translation>أجاب الخادم على {server} عن طلب {what} بأكثر من {size} MiB، وهذا أكبر من أي إجابة كهذه؛ فتوقف Emberly عن قراءتها.</translation>
        </message>
        <message>
            <source>the chat</source>
            <translation>المحادثة</translation>
        </message>
        <message>
            <source>The server at {server} sent nothing for {seconds} s, so Emberly stopped waiting. What it wrote before is kept.</source>
            <translation>لم يرسل الخادم على {server} شيئًا طوال {seconds} ث، فتوقف Emberly عن الانتظار. ما كتبه قبل ذلك محفوظ.</translation>
        </message>
        <message>
            <source>{error} What it wrote before is kept.</source>
            <translation>{error} ما كتبه قبل ذلك محفوظ.</translation>
        </message>
        <message>
            <source>The server at {server} sent a line of over {size} MiB, which no reply chunk is. What it wrote before is kept.</source>
            <translation>أرسل الخادم على {server} سطرًا يتجاوز {size} MiB، ولا يبلغ أي جزء من رد هذا الحجم. ما كتبه قبل ذلك محفوظ.</translation>
        </message>
        <message>
            <source>The server at {server} sent over {count} lines for one reply, more than any reply is, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>أرسل الخادم على {server} أكثر من {count} سطر لرد واحد، وهذا أكثر مما يبلغه أي رد، فتوقف Emberly عن القراءة. ما كتبه قبل ذلك محفوظ.</translation>
        </message>
        <message>
            <source>The server at {server} sent over {size} MiB for one reply, more than any reply is, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>أرسل الخادم على {server} أكثر من {size} MiB لرد واحد، وهذا أكثر مما يبلغه أي رد، فتوقف Emberly عن القراءة. ما كتبه قبل ذلك محفوظ.</translation>
        </message>
        <message>
            <source>The reply from {server} stopped: {error}</source>
            <translation>توقف الرد من {server}: {error}</translation>
        </message>
        <message>
            <source>The server sent tool calls of more arguments than its reply could hold, so Emberly stopped reading. What it wrote before is kept.</source>
            <translation>أرسل الخادم استدعاءات أدوات بوسائط أكثر مما يتسع له رده، فتوقف Emberly عن القراءة. ما كتبه قبل ذلك محفوظ.</translation>
        </message>
        <message>
            <source>The server at {server} sent a tool call without a name or with arguments that are not a JSON object ({arguments}).</source>
            <translation>أرسل الخادم على {server} استدعاء أداة بلا اسم أو بوسائط ليست كائن JSON ({arguments}).</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>كائن</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>قائمة</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>رقم</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>سلسلة نصية</translation>
        </message>
        <message>
            <source>the answer</source>
            <translation>الإجابة</translation>
        </message>
        <message>
            <source>reply event</source>
            <translation>حدث الرد</translation>
        </message>
        <message>
            <source>slot file answer</source>
            <translation>إجابة ملف الخانة</translation>
        </message>
        <message>
            <source>{endpoint} answer</source>
            <translation>إجابة {endpoint}</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>مفقودة</translation>
        </message>
        <message>
            <source>The server at {server} sent a bad {what}: {name} is {value}, not {wanted}.</source>
            <translation>أرسل الخادم على {server} بيانات غير صالحة في {what}: قيمة {name}: {value}، والمطلوب {wanted}.</translation>
        </message>
        <message>
            <source>The server at {server} sent a {what} nested too deeply to read.</source>
            <translation>أرسل الخادم على {server} بيانات في {what} متداخلة بعمق يتعذّر معه قراءتها.</translation>
        </message>
        <message>
            <source>The server at {server} sent a {what} that is not JSON ({error}).</source>
            <translation>أرسل الخادم على {server} بيانات في {what} ليست بصيغة JSON ({error}).</translation>
        </message>
        <message>
            <source>a string of at most {limit} characters</source>
            <translation>سلسلة نصية من {limit} حرف على الأكثر</translation>
        </message>
        <message>
            <source>{server} does not answer /v1/models as an OpenAI-compatible server does (it sent {value}, not an object).</source>
            <translation>لا يُجيب {server} عن /v1/models كما يفعل خادم متوافق مع OpenAI (أرسل {value}، لا كائنًا).</translation>
        </message>
        <message>
            <source>The server at {server} sent a reply event that is {value}, not an object.</source>
            <translation>أرسل الخادم على {server} حدث رد قيمته {value}، والمطلوب كائن.</translation>
        </message>
        <message>
            <source>a slot</source>
            <translation>خانة</translation>
        </message>
        <message>
            <source>the rendered chat (a string)</source>
            <translation>المحادثة بعد تطبيق القالب (سلسلة نصية)</translation>
        </message>
        <message>
            <source>a list of token ids</source>
            <translation>قائمة من معرّفات الرموز</translation>
        </message>
    </context>
    <context>
        <name>Runner</name>
        <message>
            <source>no saved cache</source>
            <translation>لا توجد ذاكرة مؤقتة محفوظة</translation>
        </message>
        <message>
            <source>There is no message to answer.</source>
            <translation>لا توجد رسالة للرد عليها.</translation>
        </message>
        <message>
            <source>No model is loaded.</source>
            <translation>لا يوجد نموذج محمّل.</translation>
        </message>
        <message>
            <source>Only your own messages can be edited and sent again.</source>
            <translation>لا يمكنك تعديل رسالة وإعادة إرسالها إلا إذا كانت من رسائلك.</translation>
        </message>
        <message>
            <source>The web is off: turn it on in Settings ▸ Web. The message went without it.</source>
            <translation>الويب متوقف: فعّله من الإعدادات ▸ الويب. أُرسلت الرسالة من دونه.</translation>
        </message>
        <message>
            <source>The model was loaded for {parallel} replies at once, not {n}: load it again after changing the number in Settings.</source>
            <translation>حُمّل النموذج لكتابة {parallel} ردود في آن واحد، لا {n}: أعد تحميله بعد تغيير العدد في الإعدادات.</translation>
        </message>
        <message>
            <source>The other replies are saved, but not all their caches: {error}</source>
            <translation>حُفظت الردود الأخرى، لكن لم تُحفظ كل ذاكراتها المؤقتة: {error}</translation>
        </message>
        <message>
            <source>There is no other version of that message.</source>
            <translation>لا توجد نسخة أخرى من تلك الرسالة.</translation>
        </message>
        <message>
            <source>That message is no longer in this chat.</source>
            <translation>لم تعد تلك الرسالة في هذه المحادثة.</translation>
        </message>
        <message>
            <source>There is no reply to continue.</source>
            <translation>لا يوجد رد لمتابعته.</translation>
        </message>
        <message>
            <source>The tools of {name} are not available: {why}</source>
            <translation>أدوات {name} غير متاحة: {why}</translation>
        </message>
        <message>
            <source>The tool {name} ({server}) is left out: {error}</source>
            <translation>أُغفلت الأداة {name} ({server}): {error}</translation>
        </message>
        <message>
            <source>The tool {name} is left out: {error}</source>
            <translation>أُغفلت الأداة {name}: {error}</translation>
        </message>
        <message>
            <source>This chat's replies cannot be held to its setting: {error}</source>
            <translation>يتعذّر إلزام ردود هذه المحادثة بإعدادها: {error}</translation>
        </message>
        <message>
            <source>{error}. The model is told the file is no longer available.</source>
            <translation>{error}. يُبلَّغ النموذج بأن الملف لم يعد متاحًا.</translation>
        </message>
        <message>
            <source>The chat is saved, but its cache could not be: {error}</source>
            <translation>حُفظت المحادثة، لكن تعذّر حفظ ذاكرتها المؤقتة: {error}</translation>
        </message>
        <message>
            <source>No chat is open.</source>
            <translation>لا توجد محادثة مفتوحة.</translation>
        </message>
        <message>
            <source>The model's chat template failed, so Emberly uses its built-in {format} format now. ({error})</source>
            <translation>فشل قالب المحادثة الخاص بالنموذج، لذا يستخدم Emberly الآن تنسيق {format} المدمج فيه. ({error})</translation>
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
        <message>
            <source>for this run only (no usable keyring, and the key file could not be written)</source>
            <translation>لهذا التشغيل فقط (لا توجد سلسلة مفاتيح صالحة للاستخدام، وتعذّرت كتابة ملف المفتاح)</translation>
        </message>
        <message>
            <source>in the system keyring</source>
            <translation>في سلسلة مفاتيح النظام</translation>
        </message>
        <message>
            <source>in {file} (readable by you only)</source>
            <translation>في {file} (لا يقرؤه أحد غيرك)</translation>
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
        <message>
            <source>There is no system keyring here, so the key is kept only until Emberly closes.</source>
            <translation>لا توجد سلسلة مفاتيح للنظام هنا، لذا لا يُحفظ المفتاح إلا حتى إغلاق Emberly.</translation>
        </message>
        <message>
            <source>OpenAI-compatible server</source>
            <translation>خادم متوافق مع OpenAI</translation>
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
        <message>
            <source>{error} Emberly keeps its chats and models in {folder} for now.</source>
            <translation>{error} يحفظ Emberly محادثاته ونماذجه في {folder} في الوقت الحالي.</translation>
        </message>
        <message>
            <source>{error} Nor can the standard one: {reason}</source>
            <translation>{error} ولا يمكن استخدام المجلد القياسي أيضًا: {reason}</translation>
        </message>
        <message>
            <source>The settings file</source>
            <translation>ملف الإعدادات</translation>
        </message>
        <message>
            <source>The settings file is not a JSON object</source>
            <translation>ملف الإعدادات ليس كائن JSON</translation>
        </message>
        <message>
            <source>Your settings could not be read ({error}); Emberly uses its defaults. The old file is kept as {name}.</source>
            <translation>تعذّرت قراءة إعداداتك ({error})؛ يستخدم Emberly إعداداته الافتراضية. حُفظ الملف القديم باسم {name}.</translation>
        </message>
        <message>
            <source>Some settings had values Emberly cannot use ({names}); they are back to their defaults, or those entries left out.</source>
            <translation>احتوت بعض الإعدادات على قيم لا يستطيع Emberly استخدامها ({names})؛ أُعيدت إلى قيمها الافتراضية، أو أُغفلت تلك الإدخالات.</translation>
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
            <source>{title}, {when}, cache warm</source>
            <translation>{title}، {when}، الذاكرة المؤقتة دافئة</translation>
        </message>
        <message>
            <source>{title}, {when}, cache cold</source>
            <translation>{title}، {when}، الذاكرة المؤقتة باردة</translation>
        </message>
        <message>
            <source>{title}, {when}, cache stale</source>
            <translation>{title}، {when}، الذاكرة المؤقتة قديمة</translation>
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
        <message>
            <source>The draft model did not load: {error}</source>
            <translation>لم يُحمَّل نموذج المسودة: {error}</translation>
        </message>
        <message>
            <source>{name} cannot draft for this model: {reason}.</source>
            <translation>لا يستطيع {name} كتابة مسودات لهذا النموذج: {reason}.</translation>
        </message>
        <message>
            <source>its tokenizer is of another kind</source>
            <translation>مُقسِّم الرموز فيه من نوع آخر</translation>
        </message>
        <message>
            <source>its vocabulary has {count} tokens, this model's {target}</source>
            <translation>في مفرداته {count} رمز، وفي مفردات هذا النموذج {target}</translation>
        </message>
        <message>
            <source>its {token} token is another</source>
            <translation>رمز {token} فيه مختلف</translation>
        </message>
        <message>
            <source>token {token} is {there} there, {here} here</source>
            <translation>الرمز {token} هو {there} هناك، و{here} هنا</translation>
        </message>
        <message>
            <source>prompt lookup</source>
            <translation>البحث في الموجّه</translation>
        </message>
        <message>
            <source>off: {reason}</source>
            <translation>متوقف: {reason}</translation>
        </message>
        <message>
            <source>no drafter</source>
            <translation>لا مصدر للتخمينات</translation>
        </message>
        <message>
            <source>draft model {name}</source>
            <translation>نموذج المسودة {name}</translation>
        </message>
        <message>
            <source>the model's own MTP head</source>
            <translation>رأس MTP الخاص بالنموذج</translation>
        </message>
        <message>
            <source>{drafter}, up to {count} guesses checked at once</source>
            <translation>{drafter}، ويصل عدد التخمينات المتحقق منها دفعة واحدة إلى {count}</translation>
        </message>
        <message>
            <source>turned off</source>
            <translation>معطّل</translation>
        </message>
        <message>
            <source>an encoder-decoder model decodes after its encoder: its memory cannot drop a refused guess</source>
            <translation>نموذج المُرمِّز وفاكّ الترميز يفك الترميز بعد مُرمِّزه: لا تستطيع ذاكرته إسقاط تخمين مرفوض</translation>
        </message>
        <message>
            <source>it needs a q8_0 or q4_0 KV cache and flash attention</source>
            <translation>يحتاج إلى ذاكرة KV مؤقتة من نوع q8_0 أو q4_0 وإلى flash attention</translation>
        </message>
        <message>
            <source>the model's memory cannot drop the guesses it refuses</source>
            <translation>لا تستطيع ذاكرة النموذج إسقاط التخمينات التي يرفضها</translation>
        </message>
        <message>
            <source>this model's kernels give a batch other logits than a single token on this computer</source>
            <translation>تعطي نوى هذا النموذج على هذا الحاسوب دفعةً من الرموز قيم logits مختلفة عمّا تعطيه لرمز منفرد</translation>
        </message>
    </context>
    <context>
        <name>StateFiles</name>
        <message>
            <source>another model file</source>
            <translation>ملف نموذج آخر</translation>
        </message>
        <message>
            <source>another version of llama-cpp-python</source>
            <translation>إصدار آخر من llama-cpp-python</translation>
        </message>
        <message>
            <source>another build of llama.cpp</source>
            <translation>بنية أخرى من llama.cpp</translation>
        </message>
        <message>
            <source>another context size</source>
            <translation>حجم سياق آخر</translation>
        </message>
        <message>
            <source>another KV cache type</source>
            <translation>نوع آخر لذاكرة KV المؤقتة</translation>
        </message>
        <message>
            <source>another flash-attention setting</source>
            <translation>إعداد آخر لـ flash attention</translation>
        </message>
        <message>
            <source>another sliding-window setting</source>
            <translation>إعداد آخر للنافذة المنزلقة</translation>
        </message>
        <message>
            <source>another micro-batch size</source>
            <translation>حجم آخر للدفعة الصغرى</translation>
        </message>
        <message>
            <source>another GPU offload setting</source>
            <translation>إعداد آخر لنقل العمل إلى GPU</translation>
        </message>
        <message>
            <source>another compute device</source>
            <translation>جهاز حوسبة آخر</translation>
        </message>
        <message>
            <source>another number of parallel replies</source>
            <translation>عدد آخر من الردود المتوازية</translation>
        </message>
        <message>
            <source>The sidecar of {name} is unreadable ({error}).</source>
            <translation>الملف المرافق لـ {name} غير قابل للقراءة ({error}).</translation>
        </message>
        <message>
            <source>No saved cache at {name}.</source>
            <translation>لا توجد ذاكرة مؤقتة محفوظة في {name}.</translation>
        </message>
        <message>
            <source>The saved cache {name} has no sidecar, so it cannot be trusted.</source>
            <translation>لا ملف مرافقًا للذاكرة المؤقتة المحفوظة {name}، لذا لا يمكن الوثوق بها.</translation>
        </message>
        <message>
            <source>{reasons}, {reason}</source>
            <translation>{reasons}، {reason}</translation>
        </message>
        <message>
            <source>its record</source>
            <translation>سجلها</translation>
        </message>
        <message>
            <source>no saved cache on the server</source>
            <translation>لا توجد ذاكرة مؤقتة محفوظة على الخادم</translation>
        </message>
        <message>
            <source>its record is unreadable ({error})</source>
            <translation>سجلها غير قابل للقراءة ({error})</translation>
        </message>
        <message>
            <source>its record is not one Emberly wrote</source>
            <translation>سجلها ليس مما كتبه Emberly</translation>
        </message>
        <message>
            <source>it was saved on another server ({url})</source>
            <translation>حُفظت على خادم آخر ({url})</translation>
        </message>
        <message>
            <source>the server's {fields} changed since it was saved</source>
            <translation>تغيّرت قيم {fields} على الخادم منذ حفظها</translation>
        </message>
        <message>
            <source>llama.cpp could not write {name} (disk full or folder not writable?)</source>
            <translation>تعذّر على llama.cpp كتابة {name} (القرص ممتلئ أو المجلد غير قابل للكتابة؟)</translation>
        </message>
        <message>
            <source>The chat's cache could not be saved to {folder}: {reason}</source>
            <translation>تعذّر حفظ ذاكرة المحادثة المؤقتة في {folder}: {reason}</translation>
        </message>
        <message>
            <source>The saved cache was made with {reasons}.</source>
            <translation>أُنشئت الذاكرة المؤقتة المحفوظة باستخدام {reasons}.</translation>
        </message>
        <message>
            <source>the file changed while it was read</source>
            <translation>تغيّر الملف أثناء قراءته</translation>
        </message>
        <message>
            <source>The saved cache {name} could not be read: {error}</source>
            <translation>تعذّرت قراءة الذاكرة المؤقتة المحفوظة {name}: {error}</translation>
        </message>
        <message>
            <source>No saved cache at {name}: that is not a file.</source>
            <translation>لا توجد ذاكرة مؤقتة محفوظة في {name}: إنه ليس ملفًا.</translation>
        </message>
        <message>
            <source>The saved cache {name} has {size} bytes, not {expected}.</source>
            <translation>حجم الذاكرة المؤقتة المحفوظة {name} هو {size} بايت، لا {expected}.</translation>
        </message>
        <message>
            <source>The saved cache {name} is damaged (checksum mismatch).</source>
            <translation>الذاكرة المؤقتة المحفوظة {name} تالفة (المجموع الاختباري غير مطابق).</translation>
        </message>
        <message>
            <source>The saved cache {name} is too short.</source>
            <translation>الذاكرة المؤقتة المحفوظة {name} أقصر من اللازم.</translation>
        </message>
        <message>
            <source>{name} is not a llama.cpp sequence state of this version.</source>
            <translation>{name} ليس حالة تسلسل من llama.cpp بهذا الإصدار.</translation>
        </message>
        <message>
            <source>{name} holds {count} tokens where its sidecar says {expected}.</source>
            <translation>يحتوي {name} على {count} رمز بينما يذكر ملفه المرافق {expected}.</translation>
        </message>
        <message>
            <source>{name} holds tokens that are not in this model's vocabulary.</source>
            <translation>يحتوي {name} على رموز ليست في مفردات هذا النموذج.</translation>
        </message>
        <message>
            <source>llama.cpp refused the saved cache data.</source>
            <translation>رفض llama.cpp بيانات الذاكرة المؤقتة المحفوظة.</translation>
        </message>
        <message>
            <source>The chat's checkpoints could not be saved: {reason}</source>
            <translation>تعذّر حفظ نقاط الحفظ الخاصة بالمحادثة: {reason}</translation>
        </message>
        <message>
            <source>No extras saved with {name}.</source>
            <translation>لم تُحفظ بيانات إضافية مع {name}.</translation>
        </message>
        <message>
            <source>The extras of {name} could not be read: {error}</source>
            <translation>تعذّرت قراءة البيانات الإضافية لـ {name}: {error}</translation>
        </message>
        <message>
            <source>The extras of {name} are damaged.</source>
            <translation>البيانات الإضافية لـ {name} تالفة.</translation>
        </message>
        <message>
            <source>The extras of {name} are unreadable ({error}).</source>
            <translation>البيانات الإضافية لـ {name} غير قابلة للقراءة ({error}).</translation>
        </message>
        <message>
            <source>The extras next to {name} belong to another save of it.</source>
            <translation>البيانات الإضافية المجاورة لـ {name} تخص عملية حفظ أخرى له.</translation>
        </message>
        <message>
            <source>The extras of {name} do not fit their state file.</source>
            <translation>البيانات الإضافية لـ {name} لا تطابق ملف الحالة الخاص بها.</translation>
        </message>
        <message>
            <source>{name} restored cells up to position {last} for {count} tokens</source>
            <translation>استعاد {name} خلايا حتى الموضع {last} مقابل {count} رمز</translation>
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
        <message>
            <source>it runs only as an MCP task (taskSupport "required"), which Emberly does not support</source>
            <translation>لا تعمل إلا كمهمة MCP (taskSupport "required")، وهو ما لا يدعمه Emberly</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize); its log: {log}</source>
            <translation>لم يبدأ {server} خلال {seconds} ث (لم يُجب قط عن initialize)؛ سجله: {log}</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize; {note}); its log: {log}</source>
            <translation>لم يبدأ {server} خلال {seconds} ث (لم يُجب قط عن initialize؛ {note})؛ سجله: {log}</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize) (at {address})</source>
            <translation>لم يبدأ {server} خلال {seconds} ث (لم يُجب قط عن initialize) (على {address})</translation>
        </message>
        <message>
            <source>{server} did not start within {seconds} s (it never answered initialize; {note}) (at {address})</source>
            <translation>لم يبدأ {server} خلال {seconds} ث (لم يُجب قط عن initialize؛ {note}) (على {address})</translation>
        </message>
        <message>
            <source>{server} could not start: {error}; its log: {log}</source>
            <translation>تعذّر بدء {server}: {error}؛ سجله: {log}</translation>
        </message>
        <message>
            <source>{server} could not start: {error} (at {address})</source>
            <translation>تعذّر بدء {server}: {error} (على {address})</translation>
        </message>
        <message>
            <source>The tools did not answer within {seconds} s.</source>
            <translation>لم تُجب الأدوات خلال {seconds} ث.</translation>
        </message>
        <message>
            <source>{server}

Its tools could not be listed: {problem}</source>
            <translation>{server}

تعذّر سرد أدواته: {problem}</translation>
        </message>
        <message>
            <source>{server}: 1 tool offered to the model</source>
            <translation>{server}: أداة واحدة معروضة على النموذج</translation>
        </message>
        <message>
            <source>{server}: {count} tools offered to the model</source>
            <translation>{server}: عدد الأدوات المعروضة على النموذج {count}</translation>
        </message>
        <message>
            <source>… and {count} more</source>
            <translation>… و{count} غيرها</translation>
        </message>
        <message>
            <source>Left out ({count}):</source>
            <translation>المُغفلة ({count}):</translation>
        </message>
        <message>
            <source>{name}: {reason}</source>
            <translation>{name}: {reason}</translation>
        </message>
        <message>
            <source>not an object</source>
            <translation>ليس كائنًا</translation>
        </message>
        <message>
            <source>an argument</source>
            <translation>الوسيط</translation>
        </message>
        <message>
            <source>The file has {count} characters: an mcp.json has far fewer.</source>
            <translation>يحتوي الملف على {count} حرف: وملف mcp.json أقصر من ذلك بكثير.</translation>
        </message>
        <message>
            <source>The file is not JSON: {error}</source>
            <translation>الملف ليس بصيغة JSON: {error}</translation>
        </message>
        <message>
            <source>The file has no "mcpServers" object.</source>
            <translation>لا يحتوي الملف على كائن "mcpServers".</translation>
        </message>
        <message>
            <source>{count} more servers left out (at most {most}).</source>
            <translation>أُغفلت خوادم أخرى عددها {count} (الحد الأقصى {most}).</translation>
        </message>
        <message>
            <source>an mcp.json can</source>
            <translation>يتسع له ملف mcp.json</translation>
        </message>
        <message>
            <source>{name} cannot be imported: {reason}.</source>
            <translation>يتعذّر استيراد {name}: {reason}.</translation>
        </message>
        <message>
            <source>{name}: {error}</source>
            <translation>{name}: {error}</translation>
        </message>
        <message>
            <source>a name of letters, digits, spaces, dots, dashes or underscores (at most 64) is needed</source>
            <translation>يلزم اسم من حروف أو أرقام أو مسافات أو نقاط أو شرطات أو شرطات سفلية (64 حرفًا على الأكثر)</translation>
        </message>
        <message>
            <source>timeout must be seconds between 1 and 3600</source>
            <translation>يجب أن تكون قيمة timeout عددًا من الثواني بين 1 و3600</translation>
        </message>
        <message>
            <source>args must be a list of at most {count} strings</source>
            <translation>يجب أن تكون args قائمة من {count} سلسلة نصية على الأكثر</translation>
        </message>
        <message>
            <source>url must be an http:// or https:// address</source>
            <translation>يجب أن يكون url عنوان http:// أو https://</translation>
        </message>
        <message>
            <source>SSE servers (the older HTTP transport) are not supported: use its streamable HTTP address</source>
            <translation>خوادم SSE (نقل HTTP الأقدم) غير مدعومة: استخدم عنوان HTTP القابل للبث الخاص بالخادم</translation>
        </message>
        <message>
            <source>unknown type {type} (stdio or http)</source>
            <translation>نوع غير معروف {type} (stdio أو http)</translation>
        </message>
        <message>
            <source>{what} must be a string of at most {count} characters</source>
            <translation>يجب أن يكون {what} سلسلة نصية من {count} حرف على الأكثر</translation>
        </message>
        <message>
            <source>{what} must be an object of at most {count} strings</source>
            <translation>يجب أن يكون {what} كائنًا من {count} سلسلة نصية على الأكثر</translation>
        </message>
        <message>
            <source>{what} must map names to strings (at most {count} characters)</source>
            <translation>يجب أن يربط {what} الأسماء بسلاسل نصية ({count} حرف على الأكثر)</translation>
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
        <message>
            <source>{host} could not be found ({error}): check the address, or your connection.</source>
            <translation>تعذّر العثور على {host} ({error}): تحقق من العنوان أو من اتصالك.</translation>
        </message>
        <message>
            <source>{host} could not be found: check the address, or your connection.</source>
            <translation>تعذّر العثور على {host}: تحقق من العنوان أو من اتصالك.</translation>
        </message>
        <message>
            <source>{host} is an address on this computer or its network ({address}): Emberly reads only public pages, unless you allow {name} in Settings ▸ Web.</source>
            <translation>{host} عنوان على هذا الحاسوب أو على شبكته ({address}): لا يقرأ Emberly إلا الصفحات العامة، ما لم تسمح بـ {name} في الإعدادات ▸ الويب.</translation>
        </message>
        <message>
            <source>{host} answered {status} for {url}.</source>
            <translation>أجاب {host} بـ {status} عن {url}.</translation>
        </message>
        <message>
            <source>{url} is {type}, not a page Emberly reads.</source>
            <translation>نوع {url} هو {type}، وليس صفحة يقرؤها Emberly.</translation>
        </message>
        <message>
            <source>{url} is of no stated type, not a page Emberly reads.</source>
            <translation>لم يُذكر نوع {url}، فليس صفحة يقرؤها Emberly.</translation>
        </message>
        <message>
            <source>{host} sent nothing for {seconds} s: {url} was given up.</source>
            <translation>لم يرسل {host} شيئًا طوال {seconds} ث: فتُرك {url}.</translation>
        </message>
        <message>
            <source>{url} could not be read ({error}).</source>
            <translation>تعذّرت قراءة {url} ({error}).</translation>
        </message>
        <message>
            <source>{url} redirected more than {count} times.</source>
            <translation>أُعيد توجيه {url} أكثر من {count} مرة.</translation>
        </message>
        <message>
            <source>{url} is not a web address.</source>
            <translation>{url} ليس عنوان ويب.</translation>
        </message>
        <message>
            <source>{url} is not an http:// or https:// address.</source>
            <translation>{url} ليس عنوان http:// أو https://.</translation>
        </message>
        <message>
            <source>{url} carries a name or password: Emberly does not send those.</source>
            <translation>يتضمن {url} اسم مستخدم أو كلمة مرور: لا يرسل Emberly مثل هذه البيانات.</translation>
        </message>
        <message>
            <source>{url} redirected to {target}, which is not a web address.</source>
            <translation>أُعيد توجيه {url} إلى {target}، وهو ليس عنوان ويب.</translation>
        </message>
        <message>
            <source>{url} is larger than {size} MB: Emberly stops reading there.</source>
            <translation>حجم {url} أكبر من {size} MB: يتوقف Emberly عن القراءة عند هذا الحد.</translation>
        </message>
        <message>
            <source>{url} came encoded as {coding}, which Emberly did not ask for.</source>
            <translation>وصل {url} بترميز {coding}، وهو ما لم يطلبه Emberly.</translation>
        </message>
        <message>
            <source>{url} took more than {seconds} s to arrive: it was given up.</source>
            <translation>استغرق وصول {url} أكثر من {seconds} ث: فتُرك.</translation>
        </message>
        <message>
            <source>{url} came as broken gzip ({error}).</source>
            <translation>وصل {url} بصيغة gzip معطوبة ({error}).</translation>
        </message>
        <message>
            <source>{url} is a PDF Emberly cannot read: {error}</source>
            <translation>{url} ملف PDF لا يستطيع Emberly قراءته: {error}</translation>
        </message>
        <message>
            <source>{url} has no text to read (a page built by JavaScript, or an empty one).</source>
            <translation>لا يحتوي {url} على نص للقراءة (صفحة تبنيها JavaScript، أو صفحة فارغة).</translation>
        </message>
        <message>
            <source>Brave Search (api.search.brave.com), with your API key</source>
            <translation>Brave Search (api.search.brave.com)، بمفتاح API الخاص بك</translation>
        </message>
        <message>
            <source>Tavily (api.tavily.com), with your API key</source>
            <translation>Tavily (api.tavily.com)، بمفتاح API الخاص بك</translation>
        </message>
        <message>
            <source>{provider} answered with JSON nested too deeply.</source>
            <translation>أجاب {provider} بـ JSON متداخل بعمق مفرط.</translation>
        </message>
        <message>
            <source>{provider} answered with something that is not JSON ({error}).</source>
            <translation>أجاب {provider} بشيء ليس JSON ({error}).</translation>
        </message>
        <message>
            <source>the release feed</source>
            <translation>خلاصة الإصدارات</translation>
        </message>
        <message>
            <source>The release feed is not JSON: {error}</source>
            <translation>خلاصة الإصدارات ليست بصيغة JSON: {error}</translation>
        </message>
        <message>
            <source>The release feed's answer is not a release.</source>
            <translation>إجابة خلاصة الإصدارات ليست إصدارًا.</translation>
        </message>
        <message>
            <source>The release feed names no version.</source>
            <translation>لا تذكر خلاصة الإصدارات أي إصدار.</translation>
        </message>
        <message>
            <source>The release feed's link is not an https address.</source>
            <translation>رابط خلاصة الإصدارات ليس عنوان https.</translation>
        </message>
    </context>
    <context>
        <name>WebSearch</name>
        <message>
            <source>Pages from the web are left out: {error}</source>
            <translation>أُغفلت صفحات الويب: {error}</translation>
        </message>
        <message>
            <source>The web was not searched: {error}</source>
            <translation>لم يُجرَ البحث في الويب: {error}</translation>
        </message>
        <message>
            <source>A page was left out: {error}</source>
            <translation>أُغفلت صفحة: {error}</translation>
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
    <context>
        <name>Work</name>
        <message>
            <source>The model ended its turn without writing anything: Regenerate asks it again.</source>
            <translation>أنهى النموذج دوره دون أن يكتب شيئًا: «إعادة التوليد» تطلب منه ذلك مجددًا.</translation>
        </message>
        <message>
            <source>Preparing the demo model (first start)…</source>
            <translation>جارٍ تجهيز النموذج التجريبي (التشغيل الأول)…</translation>
        </message>
        <message>
            <source>The demo model could not be prepared in {folder}: {error}</source>
            <translation>تعذّر تجهيز النموذج التجريبي في {folder}: {error}</translation>
        </message>
        <message>
            <source>Connecting to {server}…</source>
            <translation>جارٍ الاتصال بـ {server}…</translation>
        </message>
        <message>
            <source>{error} The chat is open on the current model instead.</source>
            <translation>{error} فُتحت المحادثة على النموذج الحالي بدلًا من ذلك.</translation>
        </message>
        <message>
            <source>Export failed: {error}</source>
            <translation>فشل التصدير: {error}</translation>
        </message>
        <message>
            <source>Exported to {dest}, with the chat's cache in {name}.cache</source>
            <translation>صُدّرت إلى {dest}، مع ذاكرة المحادثة المؤقتة في {name}.cache</translation>
        </message>
    </context>
</TS>
