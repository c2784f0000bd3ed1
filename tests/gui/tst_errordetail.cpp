// The core's error details reach the user translated: the GUI translates each detail's
// pattern (marked in core/ with MORPION_TR_NOOP) and fills in its arguments, while the
// core keeps saying the same English for the command line. And every pattern of the
// sources is in every catalogue, so that none stays English.

#include "GuiTestSupport.h"

#include "app/gui/common/CoreText.h"
#include "app/gui/common/Language.h"
#include "core/formats/GridReader.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QTranslator>

using namespace morpion;
using namespace morpion::gui;

namespace {

// The core's source files by name, as text.
QMap<QString, QString> coreSources()
{
    QMap<QString, QString> out;
    // Every floor of the core (core/base, core/rules, ...).
    QDirIterator it(QStringLiteral(MORPION_SOURCE_DIR "/core"), {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly))
            out.insert(it.fileName(), QString::fromUtf8(f.readAll()));
    }
    return out;
}

// The patterns marked in the core's sources, unescaped as the compiler reads them.
QStringList corePatterns()
{
    QStringList out;
    const QRegularExpression marked(QStringLiteral(R"re(MORPION_TR_NOOP\("ErrorDetail",\s*"((?:[^"\\]|\\.)*)"\))re"));
    for (const QString& text : coreSources()) {
        for (auto it = marked.globalMatch(text); it.hasNext();) {
            QString s = it.next().captured(1);
            s.replace(QStringLiteral("\\\""), QStringLiteral("\"")).replace(QStringLiteral("\\\\"), QStringLiteral("\\"));
            if (!out.contains(s))
                out << s;
        }
    }
    return out;
}

QStringList markers(const QString& s)
{
    QStringList found;
    for (auto it = QRegularExpression(QStringLiteral("%[1-9]")).globalMatch(s); it.hasNext();)
        found << it.next().captured();
    found.sort();
    return found;
}

} // namespace

class TestErrorDetail : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_errordetail"); }
    void cleanup() { Language::uninstall(); }

    void illegalMoveReasonIsTranslated()
    {
        // The second move plays the point the first one added.
        const auto read = readGrid("5T:\n2, 2 - (0,4,ne)\n2, 2 - (2,-2,s)\n");
        QVERIFY(!read);
        QCOMPARE(QString::fromStdString(read.error().message()),
                 QStringLiteral("illegal move on line 3: 2, 2 \u2013 (2,-2,s): the point 2, 2 is already on the board"));
        Language::install(QStringLiteral("fr"));
        QCOMPARE(
            CoreText::describe(read.error()),
            QStringLiteral("coup illégal à la ligne 3\u00a0: 2, 2 \u2013 (2,-2,s)\u00a0: le point 2, 2 est déjà sur le plateau"));
    }

    void badPastedCodeIsTranslatedThroughout()
    {
        // Neither a layer code nor a game number: the game number's own error is quoted.
        const auto read = readGrid("5T: zzzz zzzz");
        QVERIFY(!read);
        const QString english = QString::fromStdString(read.error().message());
        QVERIFY2(english.contains(QStringLiteral("not a layer code, nor a game number: ")), qPrintable(english));
        Language::install(QStringLiteral("fr"));
        const QString fr = CoreText::describe(read.error());
        QVERIFY2(fr.contains(QStringLiteral("ni un code de couches ni un numéro de partie")), qPrintable(fr));
        QVERIFY2(!fr.contains(QStringLiteral("not a layer code")), qPrintable(fr));
        Language::install(QStringLiteral("ja"));
        const QString ja = CoreText::describe(read.error());
        QVERIFY2(!ja.contains(QStringLiteral("not a layer code")), qPrintable(ja));
    }

    void wordArgumentsAreTranslated()
    {
        const auto read = readGrid("{\"variant\": \"5T\", \"moves\": {}}");
        QVERIFY(!read);
        QVERIFY(QString::fromStdString(read.error().message()).endsWith(QStringLiteral("found object")));
        Language::install(QStringLiteral("de"));
        const QString de = CoreText::describe(read.error());
        QVERIFY2(de.endsWith(QStringLiteral("Objekt")), qPrintable(de));
    }

    void everyPatternIsInEveryCatalogue()
    {
        const QStringList patterns = corePatterns();
        QVERIFY2(patterns.size() > 150, qPrintable(QString::number(patterns.size())));
        QVERIFY(patterns.contains(QStringLiteral("the point %1, %2 is already on the board")));
        for (const QString& code : Language::codes()) {
            if (code == QLatin1String("en"))
                continue;
            QTranslator catalogue;
            QVERIFY(catalogue.load(QStringLiteral(":/i18n/morpion_%1.qm").arg(code)));
            for (const QString& p : patterns) {
                const QString t = catalogue.translate("ErrorDetail", p.toUtf8().constData());
                QVERIFY2(!t.isEmpty(), qPrintable(code + QStringLiteral(": not in the catalogue: ") + p));
                QCOMPARE(markers(t), markers(p));
            }
        }
    }

    void patternsAreOnlyMadeByTheMarker()
    {
        // A Pattern written by hand would escape lupdate: only the macro may make one.
        const QMap<QString, QString> sources = coreSources();
        QVERIFY(sources.contains(QStringLiteral("Phrase.h")));
        for (auto it = sources.cbegin(); it != sources.cend(); ++it)
            QCOMPARE(int(it.value().count(QStringLiteral("Pattern{"))), it.key() == QLatin1String("Phrase.h") ? 1 : 0);
    }
};

QTEST_MAIN(TestErrorDetail)
#include "tst_errordetail.moc"
