"""The interface's languages: Qt's translations (QTranslator, `.qm` files built from the `.ts`
sources in translations/ by the project's build: packaging/translations.py).

Every user-visible string goes through `translate(context, text, disambiguation, n)`, which is
QCoreApplication.translate under the name pyside6-lupdate recognises: the context is explicit
(PySide's `self.tr` takes the run-time class, wrong in subclasses). Values go in as `{name}`
placeholders filled after translation, so a language can reorder them; counts as `%n` with `n`,
so each language has its own plural forms (pass `n` as a plain name: lupdate skips a call whose
count is an attribute, `s.n`). The chat's own text is never translated.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QLibraryInfo, QLocale, QTranslator

from ..words import Number, Words, of

# The languages Emberly ships, by the code Settings.language holds ("" = the system's).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "pt_BR": "Português (Brasil)",
    "zh_CN": "简体中文",
    "ja": "日本語",
    "ar": "العربية",
}
FOLDER = Path(__file__).resolve().parent / "translations"  # emberly_<code>.qm (built, not in git)

_installed: list[QTranslator] = []


class Sentence(str):
    """A translated text whose values are said in the same language when put in (`format`): what
    the core said (Words, or an error raised with them) may fill a `{placeholder}`."""

    def format(self, *args: object, **values: object) -> str:
        return str.format(self, *map(_said, args), **{k: _said(v) for k, v in values.items()})


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return Sentence(QCoreApplication.translate(context, text, disambiguation, n))


def say(text: object) -> str:
    """What the core said (app.words.Words: a notice, an error, a reason) in the interface's
    language, the values it holds said too; an error, what it says; any other text as it is."""
    if isinstance(text, BaseException):
        text = of(text)
    if not isinstance(text, Words):
        return str(text)
    said = Sentence(QCoreApplication.translate(text.context, text.source))
    if not text.values:
        return said
    try:
        return said.format(**text.values)
    except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder: the English
        return Sentence(text.source).format(**text.values)


def _said(value: object) -> object:
    """A value for a translated sentence: what the core said, in the language, its counts in the
    locale's digits; others as they are (numbers keep their format spec)."""
    if isinstance(value, BaseException):
        value = of(value)
    if isinstance(value, Number):
        return number(value.value)
    return say(value) if isinstance(value, Words) else value


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name pyside6-lupdate looks for
    """Marks `text` for translation where it is defined (a table, a constant); translated where shown."""
    return text


ENGLISH = QLocale("en_US")


def locale_for(language: str) -> QLocale:
    """The locale for Settings.language: one of LANGUAGES, or "" for the system's (a C or POSIX
    locale says no more than "no preference": English, the language Emberly is written in)."""
    if language in LANGUAGES:
        return QLocale(language)
    system = QLocale.system()
    return ENGLISH if system.language() == QLocale.Language.C else system


def install(app: QCoreApplication, language: str = "", folder: Path = FOLDER) -> QLocale:
    """Emberly's and Qt's own translations (dialog buttons, file choosers) for `language`, the
    default locale (dates, numbers) and the layout's direction (right to left for Arabic)."""
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    locale = locale_for(language)
    QLocale.setDefault(locale)
    for name, where in (("emberly", str(folder)), ("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))):
        translator = QTranslator(app)
        if translator.load(locale, name, "_", where):  # the closest of the locale's languages that exists
            app.installTranslator(translator)
            _installed.append(translator)
    if hasattr(app, "setLayoutDirection"):  # a QGuiApplication
        app.setLayoutDirection(locale.textDirection())
    return locale


# Values in the interface's locale (QLocale's default, set by `install`): digits, separators, units.

def number(value: float, decimals: int = 0, grouped: bool = True) -> str:
    """`value` as the interface's locale writes it: 12345 → "12,345" (English), "12.345" (German),
    "١٢٬٣٤٥" (Arabic); not `grouped`: 12345."""
    locale = QLocale()
    if not grouped:
        locale.setNumberOptions(locale.numberOptions() | QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(round(float(value), decimals), "f", decimals)  # rounded as Python's format() rounds


def percent(fraction: float) -> str:
    """0.42 → "42%" in the locale's digits and percent sign ("٤٢٪" in Arabic)."""
    return number(fraction * 100) + QLocale().percent()


def data_size(n: float) -> str:
    """Bytes in binary units, as llama.cpp and the OS memory figures use (1 GiB = 1024³ bytes):
    1536 → "1.5 KiB", in the locale's digits."""
    return QLocale().formattedDataSize(int(n), 1, QLocale.DataSizeFormat.DataSizeIecFormat)


def when(t: float, today: bool = False) -> str:
    """A moment (seconds since the epoch) in the locale's short form; `today`: the time only."""
    moment = QDateTime.fromSecsSinceEpoch(int(t))
    return QLocale().toString(moment.time() if today else moment, QLocale.FormatType.ShortFormat)


def day(t: float) -> str:
    """The date of a moment (seconds since the epoch) in the locale's short form."""
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(t)).date(), QLocale.FormatType.ShortFormat)


def chat_title(title: str) -> str:
    """A chat's title as shown: a chat not yet named by its first message is "New chat" in the
    interface's language (the saved title stays the same in every language)."""
    from ..runtime import DEFAULT_TITLE

    return translate("Sidebar", "New chat") if title == DEFAULT_TITLE else title
