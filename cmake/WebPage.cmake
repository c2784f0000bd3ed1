# The web page (web/, docs/web.md), built with Emscripten as a part of this build: its own
# CMake build of this source tree in <build>/web (what `cmake --preset web` makes in
# build-web), run by the build, so that `morpion-cli html` finds the page (viewer.html),
# the packages install it and the web.* suites test it. AUTO builds it when Debian's
# emscripten and esbuild are installed; ON fails without them (CI); OFF leaves it out, and
# `morpion-cli html` then says what is missing.
set(MORPION_BUILD_WEB AUTO CACHE STRING "Build the web page: ON, OFF or AUTO (when Emscripten and esbuild are installed)")
set_property(CACHE MORPION_BUILD_WEB PROPERTY STRINGS AUTO ON OFF)
set(MORPION_EMSCRIPTEN_TOOLCHAIN /usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake
    CACHE FILEPATH "Emscripten's CMake toolchain file (Debian's emscripten package puts it here)")
find_program(MORPION_ESBUILD esbuild)

set(MORPION_WEB_ON OFF)
if(MORPION_BUILD_WEB)
  if(EXISTS ${MORPION_EMSCRIPTEN_TOOLCHAIN} AND MORPION_ESBUILD)
    set(MORPION_WEB_ON ON)
  elseif(NOT MORPION_BUILD_WEB STREQUAL "AUTO")
    message(FATAL_ERROR "MORPION_BUILD_WEB=ON needs Emscripten (${MORPION_EMSCRIPTEN_TOOLCHAIN}) and esbuild: "
                        "install the packages emscripten and esbuild (.ci/packages.txt)")
  else()
    # Said loudly: the packages built from this tree carry no page then.
    message(WARNING "The web page is left out: Emscripten or esbuild is missing, so `morpion-cli html` and "
                    "File > Export Web Page will say that the page is not installed, in this build and in its "
                    "packages. Install them (bash .ci/setup --web) to build it, or configure with "
                    "-DMORPION_BUILD_WEB=OFF to leave it out on purpose (docs/web.md).")
  endif()
endif()

if(MORPION_WEB_ON)
  include(ExternalProject)
  set(MORPION_WEB_BINARY_DIR ${CMAKE_BINARY_DIR}/web)
  set(MORPION_WEB_SITE ${MORPION_WEB_BINARY_DIR}/web/site)
  set(MORPION_WEB_VIEWER ${MORPION_WEB_BINARY_DIR}/web/viewer.html)
  set(web_args -DCMAKE_BUILD_TYPE=Release -DMORPION_WERROR=${MORPION_WERROR}
               -DCMAKE_TOOLCHAIN_FILE=${MORPION_EMSCRIPTEN_TOOLCHAIN})
  if(CMAKE_CXX_COMPILER_LAUNCHER)
    list(APPEND web_args -DCMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER})
  endif()
  ExternalProject_Add(morpion-web
    SOURCE_DIR ${PROJECT_SOURCE_DIR}
    BINARY_DIR ${MORPION_WEB_BINARY_DIR}
    CMAKE_ARGS ${web_args}
    INSTALL_COMMAND ""
    BUILD_ALWAYS ON # its own build knows what changed
    BUILD_BYPRODUCTS ${MORPION_WEB_VIEWER}
    USES_TERMINAL_BUILD ON)
  # The page in one file goes with morpion-cli, which writes it (`morpion-cli html`).
  install(FILES ${MORPION_WEB_VIEWER} DESTINATION ${CMAKE_INSTALL_DATADIR}/morpion-cli COMPONENT cli)
endif()
