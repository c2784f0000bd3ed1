// File > Export Web Page…: the grid as one self-contained web page (the page built from
// web/, as `morpion-cli html` writes it), with the grid's moves in their order and its
// information, written whole or not at all.

#include "DocumentFixture.h"
#include "GuiTestSupport.h"

#include "app/common/WebViewer.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/WebPageExport.h"
#include "core/formats/GridPage.h"
#include "core/formats/Json.h"

#include <QAction>
#include <QFile>
#include <QTemporaryDir>

using namespace morpion;
using namespace morpion::gui;

class TestWebPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_webpage"); }

    void writesTheGridIntoThePage()
    {
        if (WebViewer::path().isEmpty())
            QSKIP("this build has no web page (MORPION_BUILD_WEB)");
        test::DocumentFixture w;
        WebPageExport webPage(w.document(), nullptr);
        QVERIFY(webPage.exportAction()->isEnabled());
        QVERIFY(w.openText(QStringLiteral("5D:LG4VXOFJjGWQMXhsY7aRf+/97Y"), Variant::T5));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("grid-82.html"));
        QCOMPARE(webPage.writeTo(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const std::string page = file.readAll().toStdString();
        QVERIFY(page.starts_with("<!doctype html>"));
        // The page's data, with the grid as its record.
        const std::size_t start = page.find("{\"wasm\":");
        QVERIFY(start != std::string::npos);
        const auto data = Json::parse(page.substr(start, page.find("</script>", start) - start));
        QVERIFY2(data.ok(), data.ok() ? "" : data.error().message().c_str());
        const Json* grid = data->find("grid");
        QVERIFY(grid && grid->isString());
        const auto read = readGrid(grid->text());
        QVERIFY(read.ok());
        QCOMPARE(read->variant, Variant::D5);
        QCOMPARE(read->moves, w.document()->moves());
    }

    void aFailedWriteSaysWhy()
    {
        if (WebViewer::path().isEmpty())
            QSKIP("this build has no web page (MORPION_BUILD_WEB)");
        test::DocumentFixture w;
        WebPageExport webPage(w.document(), nullptr);
        const QString failure = webPage.writeTo(QStringLiteral("/nonexistent-folder/grid.html"));
        QVERIFY(failure.contains(QStringLiteral("/nonexistent-folder/grid.html")));
        QVERIFY(!QFile::exists(QStringLiteral("/nonexistent-folder/grid.html")));
    }
};

QTEST_MAIN(TestWebPage)
#include "tst_webpage.moc"
