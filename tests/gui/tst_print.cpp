// File > Print: the board as the export draws it, on the printer's page. Printed here to a
// PDF file (QPrinter::PdfFormat), whose page size and drawing are checked.

#include "DocumentFixture.h"
#include "GuiTestSupport.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/BoardPrinter.h"
#include "app/paint/PictureExport.h"

#include <QAction>
#include <QFile>
#include <QPainter>
#include <QPrinter>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace morpion;
using namespace morpion::gui;

namespace {

// The first page's MediaBox in points, and the size of its drawing (content streams).
QSizeF mediaBox(const QByteArray& pdf)
{
    const auto m = QRegularExpression(QStringLiteral("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]")).match(QString::fromLatin1(pdf));
    return m.hasMatch() ? QSizeF(m.captured(1).toDouble(), m.captured(2).toDouble()) : QSizeF();
}

} // namespace

class TestPrint : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings("tst_print");
        QVERIFY(dir_.isValid());
    }

    void printsThePage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("paper");
        QTest::addColumn<bool>("landscape");
        QTest::newRow("135 on A4 (wide: landscape)") << QString::fromLatin1(test::code135) << int(QPageSize::A4) << true;
        QTest::newRow("178 on Letter") << QString::fromLatin1(test::code178) << int(QPageSize::Letter) << false;
    }
    void printsThePage()
    {
        QFETCH(QString, code);
        QFETCH(int, paper);
        QFETCH(bool, landscape);
        // The printer as the window makes it: the board's colours are the board view's.
        test::DocumentFixture f;
        QVERIFY(f.openText(code, Variant::T5));
        BoardView view(f.document());
        BoardPrinter board(
            f.document(), [&view] { return view.paletteName(); }, nullptr);
        BoardPrinter* printer = &board;
        QCOMPARE(printer->printAction()->shortcut(), QKeySequence(QKeySequence::Print));

        const QString path = dir_.filePath(QStringLiteral("print-%1.pdf").arg(paper));
        QPrinter* target = printer->printer();
        target->setOutputFormat(QPrinter::PdfFormat);
        target->setOutputFileName(path);
        target->setPageSize(QPageSize(static_cast<QPageSize::PageSizeId>(paper)));
        printer->print(target);

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray pdf = file.readAll();
        QVERIFY(pdf.startsWith("%PDF-"));
        QSizeF page = QPageSize(static_cast<QPageSize::PageSizeId>(paper)).size(QPageSize::Point);
        if (landscape)
            page.transpose();
        const QSizeF box = mediaBox(pdf);
        QVERIFY2(std::abs(box.width() - page.width()) < 1 && std::abs(box.height() - page.height()) < 1,
                 qPrintable(QStringLiteral("%1 x %2").arg(box.width()).arg(box.height())));
        // Ink: the grid's lines and points make a drawing of some size, far more than an empty page.
        QPrinter empty(QPrinter::HighResolution);
        empty.setOutputFormat(QPrinter::PdfFormat);
        empty.setOutputFileName(dir_.filePath(QStringLiteral("empty.pdf")));
        QPainter blank(&empty);
        blank.end();
        QVERIFY2(pdf.size() > 4 * QFile(dir_.filePath(QStringLiteral("empty.pdf"))).size(),
                 qPrintable(QString::number(pdf.size())));
    }

    // What is printed is what the page painting draws: ink inside the printer's page.
    void pageHasInk()
    {
        Document doc;
        doc.load(Variant::T5, test::decoded(Variant::T5, test::code135).movesInOrder(), QStringLiteral("135"));
        paint::PictureOptions o;
        o.printStyle = true;
        o.page = paint::PicturePage::A4;
        const paint::BoardScene scene = paint::PictureExport::adjusted(doc.scene(paint::ViewOptions{}), o);
        const QImage page = paint::PictureExport::pageImage(scene, paint::BoardStyle::print(), o, 600);
        int ink = 0;
        for (int y = 0; y < page.height(); ++y)
            for (int x = 0; x < page.width(); ++x)
                ink += qGray(page.pixel(x, y)) < 128;
        QVERIFY2(ink > page.width() * page.height() / 100, qPrintable(QString::number(ink)));
        QCOMPARE(page.width(), 600);
        QCOMPARE(page.height(), qRound(600 * 595.0 / 842.0));
    }

private:
    QTemporaryDir dir_;
};

QTEST_MAIN(TestPrint)
#include "tst_print.moc"
