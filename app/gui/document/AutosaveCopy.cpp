#include "app/gui/document/AutosaveCopy.h"

#include "app/gui/common/CoreText.h"
#include "core/formats/Msr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace morpion::gui {

namespace {

const QLatin1String formatName("morpion-layers-autosave");
// A copy holds one grid: far below this.
constexpr qint64 maxCopyBytes = 32 << 20;

// A system's reason is a line; longer text was not written by this program.
constexpr qsizetype maxReasonLength = 500;

// A name the autosave may have written for a grid's file: absolute, printable, no longer
// than a path can be, and a regular file when it exists.
bool isFileName(const QString& file)
{
    if (file.isEmpty() || file.size() > 4096 || !QFileInfo(file).isAbsolute())
        return false;
    for (const QChar c : file)
        if (c.category() == QChar::Other_Control)
            return false;
    const QFileInfo info(file);
    return !info.exists() || info.isFile();
}

QString translated(const char* text)
{
    return QCoreApplication::translate("morpion::gui::Autosave", text);
}

} // namespace

QByteArray AutosaveCopy::format(Variant variant, const std::vector<Move>& moves, const GridInfo& info, const QString& file,
                                const QString& keptBecause, QString& failure)
{
    // The grid's information is unsaved work too (its edits are undo steps).
    MsrRecord current;
    current.variant = variant;
    current.moves = moves;
    current.document = info.record();
    const auto record = writeMsr(current);
    if (!record) {
        failure = CoreText::describe(record.error());
        return {};
    }
    QJsonObject o;
    o.insert(QStringLiteral("format"), formatName);
    o.insert(QStringLiteral("version"), 1);
    o.insert(QStringLiteral("saved"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    // The document's path is absolute (Document::setFilePath): the next start may run in
    // another folder.
    o.insert(QStringLiteral("file"), file);
    if (!keptBecause.isEmpty())
        o.insert(QStringLiteral("keptBecause"), keptBecause);
    o.insert(QStringLiteral("record"), QString::fromStdString(*record));
    return QJsonDocument(o).toJson();
}

AutosaveCopy AutosaveCopy::read(const QString& path)
{
    AutosaveCopy copy;
    copy.time = QFileInfo(path).lastModified();
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        copy.problem = f.errorString();
        return copy;
    }
    const QByteArray bytes = f.read(maxCopyBytes + 1);
    if (bytes.size() > maxCopyBytes) {
        copy.problem = translated(QT_TRANSLATE_NOOP("morpion::gui::Autosave", "it is larger than any copy of a grid"));
        return copy;
    }
    QJsonParseError parsed;
    const QJsonDocument json = QJsonDocument::fromJson(bytes, &parsed);
    const QJsonObject o = json.object();
    if (parsed.error != QJsonParseError::NoError || !json.isObject() ||
        o.value(QStringLiteral("format")).toString() != formatName) {
        copy.problem = bytes.isEmpty()
                           ? translated(QT_TRANSLATE_NOOP("morpion::gui::Autosave", "it is empty"))
                           : translated(QT_TRANSLATE_NOOP("morpion::gui::Autosave", "it is not a copy this program can read"));
        return copy;
    }
    const auto record = readMsr(o.value(QStringLiteral("record")).toString().toStdString());
    if (!record) {
        copy.problem = CoreText::describe(record.error());
        return copy;
    }
    copy.variant = record->variant;
    copy.moves = record->moves;
    copy.info = GridInfo(record->document);
    const QString file = o.value(QStringLiteral("file")).toString();
    // A relative name (written by an older program) would be taken in whatever folder the
    // program now runs in, and a Save would write over somebody else's grid there. A name
    // this program cannot have written (control characters, past any path's length) or
    // one that names what is not a grid file (a folder, a device) is dropped too: the
    // grid is then offered as never saved.
    if (isFileName(file))
        copy.file = QDir::cleanPath(file);
    copy.keptBecause = o.value(QStringLiteral("keptBecause")).toString().left(maxReasonLength);
    const QDateTime saved = QDateTime::fromString(o.value(QStringLiteral("saved")).toString(), Qt::ISODate);
    if (saved.isValid())
        copy.time = saved;
    // Fields that disagree with the moves: a move or more was lost (or changed) on the way.
    copy.state = record->warnings.empty() ? State::Whole : State::Damaged;
    if (!record->warnings.empty())
        copy.problem = CoreText::describe(record->warnings.front());
    return copy;
}

bool AutosaveCopy::isComplete(const QString& path)
{
    return read(path).state != State::Unreadable;
}

} // namespace morpion::gui
