# nqga_public_headers(DIR HEADER...): the headers (paths relative to DIR) that users include as
# <nqga/HEADER>. Each is installed to include/nqga/HEADER, and a forwarding header is written to
# the build tree's include/nqga/HEADER, so that <nqga/...> works the same for a project that adds
# nqga as a subproject. The headers include each other by relative path, so the installed tree
# needs nothing but include/ on the include path.
set(NQGA_BUILD_INCLUDE_DIR ${PROJECT_BINARY_DIR}/include)

function(nqga_public_headers dir)
  foreach(header IN LISTS ARGN)
    get_filename_component(folder ${header} DIRECTORY)
    install(FILES ${dir}/${header} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/nqga/${folder})
    file(CONFIGURE OUTPUT ${NQGA_BUILD_INCLUDE_DIR}/nqga/${header}
         CONTENT "#include \"${dir}/${header}\"  // the source tree's, for a subproject build\n")
  endforeach()
endfunction()
