// nameList: a list of names joined as each language lists them, by the two patterns of
// the context "NameList" (the desktop program, the page and the command line share it).

#include "core/base/NameList.h"

#include <QTest>

#include <map>

using namespace morpion;

namespace {

// The two joins of some catalogues, as translations/morpion_<lang>.ts have them.
const std::map<std::string, std::pair<std::string, std::string>> joins = {
    {"de", {"%1 und %2", "%1, %2"}},
    {"ja", {"%1、%2", "%1、%2"}},
    {"ko", {"%1 및 %2", "%1, %2"}},
    {"swapped", {"%2 and %1", "%2, %1"}}, // a language that puts the later name first
};

Translate joinsOf(const std::string& code)
{
    return [code](const char* context, const char* source) {
        if (std::string(context) != "NameList")
            return std::string("?");
        const auto& [last, between] = joins.at(code);
        return std::string(source) == "%1 and %2" ? last : std::string(source) == "%1, %2" ? between : "?";
    };
}

} // namespace

class TestNameList : public QObject {
    Q_OBJECT

private slots:
    void lists_data()
    {
        QTest::addColumn<QString>("language"); // "" for English
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QString>("said");
        const QStringList four = {"Demaine", "Demaine", "Langerman", "Langerman"};
        QTest::newRow("none") << "" << QStringList() << "";
        QTest::newRow("one") << "" << QStringList{"Akiyama"} << "Akiyama";
        QTest::newRow("two") << "" << QStringList{"Heikki Hyyrö", "Timo Poranen"} << "Heikki Hyyrö and Timo Poranen";
        QTest::newRow("three") << "" << QStringList{"A", "B", "C"} << "A, B and C";
        QTest::newRow("four") << "" << four << "Demaine, Demaine, Langerman and Langerman";
        QTest::newRow("de two") << "de" << QStringList{"A", "B"} << "A und B";
        QTest::newRow("de four") << "de" << four << "Demaine, Demaine, Langerman und Langerman";
        QTest::newRow("ja three") << "ja" << QStringList{"A", "B", "C"} << "A、B、C";
        QTest::newRow("ko three") << "ko" << QStringList{"A", "B", "C"} << "A, B 및 C";
        QTest::newRow("swapped three") << "swapped" << QStringList{"A", "B", "C"} << "C and B, A";
        // A name is never read as a pattern, nor translated.
        QTest::newRow("markers in names") << "de" << QStringList{"%2", "%1", "and"} << "%2, %1 und and";
    }
    void lists()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, names);
        QFETCH(QString, said);
        std::vector<std::string> list;
        for (const QString& n : names)
            list.push_back(n.toStdString());
        const Translate t = language.isEmpty() ? Translate() : joinsOf(language.toStdString());
        QCOMPARE(QString::fromStdString(nameList(list, language.isEmpty() ? nullptr : &t)), said);
    }
};

QTEST_APPLESS_MAIN(TestNameList)
#include "tst_namelist.moc"
