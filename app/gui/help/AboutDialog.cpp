#include "app/gui/help/AboutDialog.h"

#include "app/gui/common/Icons.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace morpion::gui {

AboutDialog::AboutDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About Morpion Layers"));
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    auto* icon = new QLabel(this);
    icon->setPixmap(Icons::get(QStringLiteral("morpion-layers")).pixmap(64, 64));
    icon->setAlignment(Qt::AlignTop);
    top->addWidget(icon);
    auto* text = new QLabel(this);
    text->setObjectName(QStringLiteral("aboutText"));
    text->setWordWrap(true);
    text->setOpenExternalLinks(true);
    text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    const QString page = homePage();
    text->setText(tr("<h3>Morpion Layers %1</h3>"
                     "<p>Look at Morpion Solitaire grids layer by layer, play by hand, search for long games, "
                     "and share grids as layer codes and game numbers.</p>"
                     "<p>Free software under the MIT licence (below).<br>Project page: <a href=\"%2\">%2</a></p>")
                      .arg(QStringLiteral(MORPION_VERSION), page.toHtmlEscaped()) +
                  tr("<p>Report a bug or ask for a feature: <a href=\"%1\">%1</a></p>").arg(bugsPage().toHtmlEscaped()));
    top->addWidget(text, 1);
    layout->addLayout(top);
    auto* licence = new QPlainTextEdit(licenceText(), this);
    licence->setObjectName(QStringLiteral("aboutLicence"));
    licence->setReadOnly(true);
    licence->setMinimumHeight(160);
    layout->addWidget(licence, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(560, 460);
}

QString AboutDialog::licenceText()
{
    QFile file(QStringLiteral(":/LICENSE"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QString AboutDialog::homePage()
{
    return QStringLiteral(MORPION_HOMEPAGE);
}

QString AboutDialog::bugsPage()
{
    return QStringLiteral(MORPION_BUGS_URL);
}

} // namespace morpion::gui
