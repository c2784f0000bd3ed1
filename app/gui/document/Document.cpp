#include "app/gui/document/Document.h"

#include "app/gui/common/TranslatedText.h"
#include "app/gui/document/EditGridCommand.h"
#include "app/gui/document/EditGridInfoCommand.h"
#include "app/gui/document/LoadGridCommand.h"
#include "app/gui/document/PlayMoveCommand.h"
#include "app/gui/document/SetGridInfoCommand.h"
#include "core/codes/GameNumber.h"
#include "core/codes/LayerCode.h"
#include "core/formats/AnalysisRecord.h"
#include "core/rules/Position.h"

#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>
#include <cstring>

namespace morpion::gui {

Document::Document(QObject* parent)
    : QObject(parent)
    , undoStack_(new QUndoStack(this))
{
    connect(undoStack_, &QUndoStack::cleanChanged, this, &Document::updateModified);
    connect(undoStack_, &QUndoStack::indexChanged, this, &Document::updateModified);
    game_ = LayeredGame::of(Variant::T5, {}).value(); // the empty grid layers always
    // The steps' names ("Open 178.msr.json", "Play D7") in the new language after a switch.
    TranslatedText::keep(undoStack_, [this] { nameStepsAgain(); });
    recompute();
}

Document::~Document() = default;

bool Document::isModified() const
{
    const int index = undoStack_->index();
    if (index == 0 || undoStack_->isClean())
        return false;
    const auto* load = dynamic_cast<const LoadGridCommand*>(undoStack_->command(index - 1));
    return !load || load->isWork();
}

void Document::updateModified()
{
    const bool modified = isModified();
    if (modified == modified_)
        return;
    modified_ = modified;
    emit modifiedChanged(modified);
}

void Document::setFilePath(const QString& path)
{
    // Absolute, so that a save, the autosave and the next start name the file the user
    // opened or chose, whatever the current folder is by then.
    const QString absolute = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    if (filePath_ == absolute)
        return;
    filePath_ = absolute;
    emit filePathChanged(absolute);
}

QString Document::withVariantPrefix(Variant v, const QString& text)
{
    if (v == Variant::T5)
        return text;
    return QString::fromLatin1(variantName(v).data(), static_cast<qsizetype>(variantName(v).size())) + QLatin1Char(':') + text;
}

void Document::setCurrentLayer(int layer)
{
    layer = std::clamp(layer, 0, std::max(0, viewSteps() - 1));
    if (layer == currentLayer_)
        return;
    currentLayer_ = layer;
    emit currentLayerChanged(layer);
}

bool Document::play(const Move& m)
{
    if (std::find(game_.legal.begin(), game_.legal.end(), m) == game_.legal.end())
        return false;
    pushEdit(new PlayMoveCommand(this, m));
    if (isOver())
        emit gameOver(score());
    return true;
}

QString Document::displayName() const
{
    if (!filePath_.isEmpty())
        return QFileInfo(filePath_).fileName();
    const QString title = QString::fromStdString(info_.value(GridInfo::Field::Title)).simplified();
    if (!title.isEmpty())
        return title;
    const QString variant = QString::fromLatin1(variantName(game_.variant).data(), 2);
    if (game_.moves.empty())
        return tr("New %1 game").arg(variant);
    return tr("%1 grid, %n move(s)", nullptr, score()).arg(variant);
}

QString Document::fileStem() const
{
    if (!filePath_.isEmpty()) {
        QString name = QFileInfo(filePath_).fileName();
        // The longest grid suffix first: rosin82-5D.moves.txt is rosin82-5D.
        for (const char* suffix : {".pentasol.txt", ".moves.txt", ".msr.json", ".json", ".txt", ".msr", ".ms1", ".png", ".svg"})
            if (name.size() > static_cast<qsizetype>(std::strlen(suffix)) &&
                name.endsWith(QLatin1String(suffix), Qt::CaseInsensitive)) {
                name.chop(static_cast<qsizetype>(std::strlen(suffix)));
                return name;
            }
        return QFileInfo(filePath_).completeBaseName();
    }
    if (const std::string title = info_.fileStem(); !title.empty())
        return QString::fromStdString(title);
    return tr("grid-%1").arg(score());
}

void Document::editInfo(GridInfo::Field field, const QString& text, StepName fieldName, int session)
{
    if (info_.value(field) == text.toStdString())
        return;
    undoStack_->push(new EditGridInfoCommand(this, field, text.toStdString(), std::move(fieldName), session));
}

void Document::load(LayeredGame game, StepName description, GridInfo info, bool work, const QString& path, RecordWording worded)
{
    // The record's analysis as the program keeps it: one game per position, however many
    // the file listed, so that every later copy of the information (each undo step, each
    // autosave) is small.
    if (auto read = analysisIn(info, game.variant, game.moves))
        info = withAnalysis(info, &read.value());
    undoStack_->push(
        new LoadGridCommand(this, std::move(game), std::move(info), std::move(description), work, path, std::move(worded)));
}

void Document::load(Variant v, std::vector<Move> moves, StepName description, GridInfo info, bool work, const QString& path)
{
    load(layeredPrefix(v, std::move(moves)), std::move(description), std::move(info), work, path);
}

void Document::setStartGrid(Variant v, std::vector<Move> moves, RecordWording worded)
{
    startWords_ = std::move(worded);
    startInfo_ = startWords_();
    setInfo(startInfo_);
    setGrid(v, std::move(moves), 0);
}

void Document::setInfo(GridInfo info)
{
    info_ = std::move(info);
    readAnalysis();
    emit infoChanged();
}

GridInfo Document::recordInfo() const
{
    // The analysis of another game (the grid changed since) is not written back; one that
    // does not read at all is somebody's data, kept as it was.
    const bool another = analysisError_ && analysisError_->kind == ErrorKind::Mismatch;
    return another ? withAnalysis(info_, nullptr) : info_;
}

void Document::setAnalysis(const GameAnalysis& analysis)
{
    auto* command = new EditGridInfoCommand(this, withAnalysis(info_, &analysis), [] { return tr("Analyse Game"); });
    command->markAnalysis();
    undoStack_->push(command);
}

Document::Unsaved Document::unsaved() const
{
    if (!isModified())
        return Unsaved::Nothing;
    // The steps done since the save (none undone past it), back to a grid only read (a
    // load that is not work, as isModified() has it): are analyses among them?
    const int clean = undoStack_->cleanIndex();
    const int index = undoStack_->index();
    if (clean < 0 || clean > index)
        return Unsaved::Changes;
    int analyses = 0, others = 0;
    for (int i = index - 1; i >= clean; --i) {
        const QUndoCommand* c = undoStack_->command(i);
        if (const auto* load = dynamic_cast<const LoadGridCommand*>(c); load && !load->isWork())
            break;
        const auto* info = dynamic_cast<const EditGridInfoCommand*>(c);
        (info && info->isAnalysis() ? analyses : others) += 1;
    }
    // An analysis that no longer fits the grid (played on since) is not saved with it.
    if (analyses == 0 || !analysis_)
        return Unsaved::Changes;
    return others == 0 ? Unsaved::OnlyAnalysis : Unsaved::WithAnalysis;
}

void Document::readAnalysis()
{
    // Read once for a field and a game: an edit of another field, an autosave or a layer
    // step does not read it again.
    const Json* field = info_.record().isObject() ? info_.record().find(analysisKey) : nullptr;
    if (analysisReadFrom_ && (field ? analysisReadFrom_->field == *field : analysisReadFrom_->field.isNull()) &&
        analysisReadFrom_->variant == game_.variant && analysisReadFrom_->game == game_.moves)
        return;
    analysisReadFrom_ = AnalysisSource{field ? *field : Json(), game_.variant, game_.moves};
    const bool had = analysis_.has_value();
    auto read = analysisIn(info_, game_.variant, game_.moves);
    analysisError_.reset();
    if (read) {
        analysis_ = std::move(read).value();
    } else {
        analysis_.reset();
        if (field)
            analysisError_ = read.error();
    }
    if (had || analysis_)
        emit analysisChanged();
}

void Document::edit(std::vector<Move> moves, StepName description)
{
    pushEdit(new EditGridCommand(this, std::move(moves), std::move(description)));
}

void Document::nameStepsAgain()
{
    // A macro (an edit that also made the grid another's) is named after its edit, its
    // last step.
    for (int i = 0; i < undoStack_->count(); ++i) {
        auto* step = const_cast<QUndoCommand*>(undoStack_->command(i));
        for (int c = 0; c < step->childCount(); ++c)
            if (auto* named = dynamic_cast<NamedCommand*>(const_cast<QUndoCommand*>(step->child(c)))) {
                named->nameAgain();
                step->setText(named->text());
            }
        if (auto* named = dynamic_cast<NamedCommand*>(step))
            named->nameAgain();
    }
    // The start-up grid before any step, its record as it was given: in the new words.
    if (startWords_ && undoStack_->index() == 0 && info_ == startInfo_) {
        startInfo_ = startWords_();
        setInfo(startInfo_);
    }
    emit stepsRenamed();
}

void Document::pushEdit(QUndoCommand* edit)
{
    // An edit of a grid whose loaded record names its title, author or source is another
    // grid: in the same undo step, the loaded record goes into "based_on", with the fields
    // still as loaded, and the author is not carried over (the note offers to keep it).
    // Fields the user has typed since the load are their own and stay.
    const auto derived = info_.derived(variantName(game_.variant), score(), loadedInfo_);
    if (!derived) {
        undoStack_->push(edit);
        return;
    }
    undoStack_->beginMacro(edit->text());
    undoStack_->push(new SetGridInfoCommand(this, *derived));
    undoStack_->push(edit);
    undoStack_->endMacro();
    emit becameDerived(loadedInfo_);
}

paint::BoardScene Document::scene(const paint::ViewOptions& options) const
{
    return paint::BoardScene::of(game_, currentLayer_, playedFrom_, options);
}

int Document::moveAtPoint(Point p) const
{
    const auto& moves = game_.moves;
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (moves[i].point == p)
            return static_cast<int>(i);
    return -1;
}

void Document::newGame(Variant v)
{
    load(v, {}, [v] { return tr("New %1 game").arg(QString::fromLatin1(variantName(v).data(), 2)); });
}

void Document::setGrid(LayeredGame game, int layer, int playedFrom, bool replaced)
{
    game_ = std::move(game);
    playedFrom_ = playedFrom < 0 ? score() : std::min(playedFrom, score());
    recompute();
    if (layer == openingLayer)
        layer = isOver() ? 0 : viewSteps() - 1;
    currentLayer_ = std::clamp(layer, 0, std::max(0, viewSteps() - 1));
    emit gridChanged();
    if (replaced)
        emit gridReplaced();
    emit currentLayerChanged(currentLayer_);
}

void Document::setGrid(Variant v, std::vector<Move> moves, int layer, int playedFrom, bool replaced)
{
    setGrid(layeredPrefix(v, std::move(moves)), layer, playedFrom, replaced);
}

void Document::pushMove(const Move& m)
{
    if (!game_.play(m))
        return;
    recompute();
    // Follow the game: the newest moves are in the last layers.
    currentLayer_ = std::max(0, viewSteps() - 1);
    emit gridChanged();
    emit currentLayerChanged(currentLayer_);
}

void Document::popMove(int layer)
{
    if (!game_.takeBack())
        return;
    playedFrom_ = std::min(playedFrom_, score());
    recompute();
    currentLayer_ = std::clamp(layer, 0, std::max(0, viewSteps() - 1));
    emit gridChanged();
    emit currentLayerChanged(currentLayer_);
}

void Document::recompute()
{
    // The layering came with the game; what else the views show is worked out from it.
    const Variant v = game_.variant;
    auto deps = Dependencies::of(v, game_.moves);
    dependencies_ = deps ? std::move(deps).value() : Dependencies::of(v, {}).value();
    layerCode_ = withVariantPrefix(v, QString::fromStdString(encodeLayerCode(game_.layering)));
    const auto number = encodeGameNumber(v, game_.moves);
    gameNumber_ = number ? withVariantPrefix(v, QString::fromStdString(number.value())) : QString();
    readAnalysis();
}

LayeredGame Document::layeredPrefix(Variant v, std::vector<Move> moves)
{
    // The moves up to the first that cannot be played (the commands only carry grids that
    // were checked when they were read).
    Position position(v);
    std::size_t playable = 0;
    while (playable < moves.size() && position.play(moves[playable]))
        ++playable;
    moves.resize(playable);
    return LayeredGame::of(v, std::move(moves)).value();
}

} // namespace morpion::gui
