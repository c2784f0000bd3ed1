# Two Debian packages through CPack (`cpack -G DEB` in the build directory):
#   morpion-cli     the command-line tool, its manual page and bash completion; QtCore only,
#                   so that a computing cluster's node installs no desktop stack;
#   morpion-layers  the desktop program, its renderer (which `morpion-cli render` runs) and
#                   its desktop integration; it depends on morpion-cli, whose `render` its
#                   thumbnailer calls.
# Depends is derived by dpkg-shlibdeps from the libraries the programs link. Each
# component's description: its first line is the package's summary, the rest (lines of at
# most 80 columns) the long description. .ci/check-install runs lintian on both packages.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME morpion-layers)
set(CPACK_PACKAGE_VENDOR "The Morpion Layers authors")
# MORPION_PACKAGE_MAINTAINER (CMakeLists.txt): "Name <address>".
set(CPACK_PACKAGE_CONTACT "${MORPION_PACKAGE_MAINTAINER}")
# Defined and empty: CPack would otherwise put the project's description above each
# package's own summary line.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_HOMEPAGE_URL "${MORPION_HOMEPAGE}")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL cli)
if(MORPION_BUILD_GUI)
  list(APPEND CPACK_COMPONENTS_ALL desktop)
endif()
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS ON)
# Not "games": Debian keeps that section for programs installed in /usr/games. These explore
# a combinatorial problem and search for its records.
set(CPACK_DEBIAN_PACKAGE_SECTION science)

set(CPACK_DEBIAN_CLI_PACKAGE_NAME morpion-cli)
set(CPACK_COMPONENT_CLI_DESCRIPTION
    "Morpion Solitaire on the command line: codes, record files, searches
morpion-cli reads and writes Morpion Solitaire (Join Five) grids as layer
codes, game numbers, move lists and the record community's Pentasol, MSR and
MS1 files, lists their layers, and searches for long games with NRPA or a
hill climb on every core. It needs QtCore only, so it suits the nodes of a
computing cluster. Its `render` command draws pictures when the
morpion-layers package is installed.")

set(CPACK_DEBIAN_DESKTOP_PACKAGE_NAME morpion-layers)
# Qt's Wayland platform plugin is its own package (without it the program runs through
# XWayland), and a stock Debian desktop has no Korean or Japanese font.
set(CPACK_DEBIAN_DESKTOP_PACKAGE_RECOMMENDS "qt6-wayland, fonts-noto-cjk")
set(CPACK_COMPONENT_DESKTOP_DEPENDS cli)
set(CPACK_COMPONENT_DESKTOP_DESCRIPTION
    "Morpion Solitaire grids layer by layer, on the desktop
Morpion Layers shows a Morpion Solitaire (Join Five) game as layers: the
moves open on the start cross, then the moves those opened, and so on. Play
by hand, open the record community's files, share grids as layer codes,
search for long games on every core and export PNG, SVG and PDF pictures.
File managers show record files as thumbnails.")

include(CPack)
