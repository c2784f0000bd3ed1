#include "app/gui/common/TranslatedText.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <vector>

namespace morpion::gui::TranslatedText {

namespace {

// Holds an object's build; a child of the object, so that it goes with it.
class Keeper : public QObject {
public:
    Keeper(QObject* object, std::function<void()> build);
    ~Keeper() override;
    std::function<void()> build;
};

QHash<QObject*, Keeper*>& keepers()
{
    static QHash<QObject*, Keeper*> all;
    return all;
}

Keeper::Keeper(QObject* object, std::function<void()> b)
    : QObject(object)
    , build(std::move(b))
{
    keepers().insert(object, this);
}

Keeper::~Keeper()
{
    // The object is being destroyed (or the keeper replaced): forget it.
    const auto it = keepers().constFind(parent());
    if (it != keepers().constEnd() && it.value() == this)
        keepers().erase(it);
}

} // namespace

void keep(QObject* object, std::function<void()> build)
{
    Keeper* keeper = keepers().value(object);
    if (keeper)
        keeper->build = std::move(build);
    else
        keeper = new Keeper(object, std::move(build));
    // A copy: the build may keep another text, or replace this one.
    const std::function<void()> now = keeper->build;
    now();
}

void languageChanged()
{
    std::vector<QPointer<Keeper>> all;
    for (Keeper* keeper : std::as_const(keepers()))
        all.emplace_back(keeper);
    for (const QPointer<Keeper>& keeper : all)
        if (keeper) {
            const std::function<void()> build = keeper->build;
            build();
        }
}

} // namespace morpion::gui::TranslatedText
