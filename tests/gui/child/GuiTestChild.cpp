// A child process for the gui.* suites that must kill the program or starve its writes:
// the real window, autosave and signal handling (set up as app/main.cpp does), or the real
// save and export code, driven from the command line:
//   save FILE CODE      FileActions::saveTo of the 5T grid CODE (exit 0 saved, 1 refused)
//   picture FILE CODE   PictureExport::write of it, as File > Export does
//   play N              the window, a new game and N hand-played moves, then waits to be killed
//   open FILE N         the window started on FILE (as `morpion-layers FILE`), N moves played
//                       on it, then waits to be killed
//   author NAME N       as play, with the grid's author set to NAME before the moves
//   churn               the window, a new game; a move and an autosave write in a loop
//                       ("flushed: <moves>" after each) until killed
//   restore [save]      the window; answers the restore offer with Restore (then File > Save)
// Standard output: "number: <game number>", "moves: <count>", "modified: 0|1",
// "author: <name>", "offer: <text>", "file: <path>", "saved: 0|1", "error: <message>".

#include "app/gui/document/Autosave.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/files/GridOpener.h"
#include "app/gui/window/MainWindow.h"
#include "app/gui/window/SignalQuit.h"
#include "app/paint/BoardScene.h"
#include "app/paint/BoardStyle.h"
#include "app/paint/PictureExport.h"
#include "app/paint/PictureMetadata.h"
#include "core/codes/LayerCode.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QTimer>
#include <QUndoStack>

#include <cstdio>

using namespace morpion;
using namespace morpion::gui;

namespace {

void say(const QString& key, const QString& value)
{
    std::printf("%s: %s\n", qPrintable(key), value.toUtf8().constData());
    std::fflush(stdout);
}

void report(const Document& doc)
{
    say(QStringLiteral("number"), doc.gameNumber());
    say(QStringLiteral("modified"), doc.isModified() ? QStringLiteral("1") : QStringLiteral("0"));
    say(QStringLiteral("undo"), QString::number(doc.undoStack()->index()));
    say(QStringLiteral("moves"), QString::number(doc.score()));
    say(QStringLiteral("author"), QString::fromStdString(doc.info().value(GridInfo::Field::Author)));
}

void playSome(Document* doc, int n)
{
    for (int i = 0; i < n && !doc->isOver(); ++i)
        doc->play(doc->legalMoves()[static_cast<std::size_t>(i) % doc->legalMoves().size()]);
}

int writeFile(const QString& mode, const QString& path, const QString& code)
{
    const auto layering = decodeLayerCode(Variant::T5, code.toStdString());
    if (!layering)
        return 2;
    Document doc;
    // Loaded as the user's work (as a search result is), so that there is something to save.
    doc.load(Variant::T5, layering->movesInOrder(), QStringLiteral("test"), {}, true);
    if (mode == QLatin1String("save")) {
        GridOpener opener(&doc, nullptr);
        FileActions files(&doc, &opener, nullptr);
        QObject::connect(&files, &FileActions::error, [](const QString& m) { say(QStringLiteral("error"), m); });
        const bool saved = files.saveTo(path);
        report(doc);
        return saved ? 0 : 1;
    }
    const paint::PictureOptions options;
    const paint::BoardScene scene = paint::PictureExport::adjusted(doc.scene(paint::ViewOptions{}), options);
    const QString error = paint::PictureExport::write(path, scene, paint::BoardStyle::light(), options,
                                                      paint::PictureMetadata::record(doc.variant(), doc.moves()));
    if (!error.isEmpty())
        say(QStringLiteral("error"), error);
    return error.isEmpty() ? 0 : 1;
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("MorpionLayersTest"));
    // The application name stays the executable's: the autosave locks check it.
    const QStringList args = QApplication::arguments().mid(1);
    if (args.isEmpty())
        return 2;
    const QString mode = args.first();
    if ((mode == QLatin1String("save") || mode == QLatin1String("picture")) && args.size() == 3)
        return writeFile(mode, args.at(1), args.at(2));

    MainWindow window;
    new SignalQuit(&window);
    window.show();
    Document* doc = window.document();
    QObject::connect(window.autosave(), &Autosave::error, [](const QString& m) { say(QStringLiteral("error"), m); });
    const bool play = mode == QLatin1String("play") && args.size() == 2;
    const bool author = mode == QLatin1String("author") && args.size() == 3;
    const bool open = mode == QLatin1String("open") && args.size() == 3;
    if (play || author || open) {
        if (open) {
            window.start({args.at(1)});
        } else {
            window.newGame(Variant::T5);
            if (author)
                doc->editInfo(GridInfo::Field::Author, args.at(1), QStringLiteral("author"));
        }
        playSome(doc, args.last().toInt());
        report(*doc);
        say(QStringLiteral("autosave"), window.autosave()->filePath());
        return app.exec();
    }
    if (mode == QLatin1String("churn") && args.size() == 1) {
        window.newGame(Variant::T5);
        // Writes back to back, so that a kill lands anywhere in one.
        QTimer churn;
        QObject::connect(&churn, &QTimer::timeout, [&] {
            if (doc->isOver())
                doc->newGame(Variant::T5); // no question: the work is in the autosave
            playSome(doc, 1);
            if (window.autosave()->flush())
                say(QStringLiteral("flushed"), QString::number(doc->score()));
        });
        churn.start(0);
        return app.exec();
    }
    if (mode == QLatin1String("restore") && (args.size() == 1 || (args.size() == 2 && args.at(1) == QLatin1String("save")))) {
        window.start({});
        QMessageBox* offer = window.autosave()->offer();
        if (!offer) {
            say(QStringLiteral("offer"), QStringLiteral("none"));
            return 3;
        }
        say(QStringLiteral("offer"), offer->text());
        for (QAbstractButton* b : offer->buttons())
            if (offer->buttonRole(b) == QMessageBox::AcceptRole)
                b->click();
        report(*doc);
        say(QStringLiteral("file"), doc->filePath());
        if (args.size() == 2) {
            QObject::connect(window.fileActions(), &FileActions::error,
                             [](const QString& m) { say(QStringLiteral("error"), m); });
            say(QStringLiteral("saved"), window.fileActions()->save() ? QStringLiteral("1") : QStringLiteral("0"));
        }
        return 0;
    }
    return 2;
}
