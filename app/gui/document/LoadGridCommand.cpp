#include "app/gui/document/LoadGridCommand.h"

#include "app/gui/document/Document.h"

namespace morpion::gui {

LoadGridCommand::LoadGridCommand(Document* doc, Variant variant, std::vector<Move> moves, GridInfo info, StepName description,
                                 bool work, QString path)
    : NamedCommand(std::move(description))
    , doc_(doc)
    , newVariant_(variant)
    , oldVariant_(doc->variant())
    , newMoves_(std::move(moves))
    , oldMoves_(doc->moves())
    , newInfo_(std::move(info))
    , oldInfo_(doc->info())
    , oldLoadedInfo_(doc->loadedInfo())
    , newPath_(std::move(path))
    , oldPath_(doc->filePath())
    , oldLayer_(doc->currentLayer())
    , oldPlayedFrom_(doc->playedFrom())
    , work_(work)
{}

void LoadGridCommand::redo()
{
    doc_->setLoadedInfo(newInfo_);
    doc_->setInfo(newInfo_);
    doc_->setFilePath(newPath_);
    doc_->setGrid(newVariant_, newMoves_, Document::openingLayer);
}

void LoadGridCommand::undo()
{
    doc_->setLoadedInfo(oldLoadedInfo_);
    doc_->setInfo(oldInfo_);
    doc_->setFilePath(oldPath_);
    doc_->setGrid(oldVariant_, oldMoves_, oldLayer_, oldPlayedFrom_);
}

} // namespace morpion::gui
