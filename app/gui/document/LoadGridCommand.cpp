#include "app/gui/document/LoadGridCommand.h"

#include "app/gui/document/Document.h"

#include <QUndoStack>

namespace morpion::gui {

LoadGridCommand::LoadGridCommand(Document* doc, LayeredGame game, GridInfo info, StepName description, bool work, QString path,
                                 RecordWording worded)
    : NamedCommand(std::move(description))
    , doc_(doc)
    , newGame_(std::move(game))
    , oldGame_(doc->game())
    , newInfo_(std::move(info))
    , oldInfo_(doc->info())
    , oldLoadedInfo_(doc->loadedInfo())
    , newPath_(std::move(path))
    , oldPath_(doc->filePath())
    , oldLayer_(doc->currentLayer())
    , oldPlayedFrom_(doc->playedFrom())
    , work_(work)
    , worded_(std::move(worded))
{}

void LoadGridCommand::redo()
{
    doc_->setLoadedInfo(newInfo_);
    doc_->setInfo(newInfo_);
    doc_->setFilePath(newPath_);
    doc_->setGrid(newGame_, Document::openingLayer);
}

void LoadGridCommand::undo()
{
    doc_->setLoadedInfo(oldLoadedInfo_);
    doc_->setInfo(oldInfo_);
    doc_->setFilePath(oldPath_);
    doc_->setGrid(oldGame_, oldLayer_, oldPlayedFrom_);
}

void LoadGridCommand::nameAgain()
{
    NamedCommand::nameAgain();
    if (!worded_)
        return;
    const QUndoStack* steps = doc_->undoStack();
    const bool shown = steps->index() > 0 && steps->command(steps->index() - 1) == this && doc_->info() == newInfo_ &&
                       doc_->loadedInfo() == newInfo_;
    newInfo_ = worded_();
    if (!shown)
        return;
    doc_->setLoadedInfo(newInfo_);
    doc_->setInfo(newInfo_);
}

} // namespace morpion::gui
