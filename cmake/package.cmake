# Installation and the CMake package: `cmake --install BUILD --prefix P` installs the nqga
# executable, the libraries, the public headers under P/include/nqga/, the gnuplot scripts and the
# configs under P/share/nqga/, and P/lib/cmake/nqga/, so that another project writes
#   find_package(nqga 0.2 REQUIRED)
#   target_link_libraries(app PRIVATE nqga::nqga)
# nqga::nqga is the whole library (nqga::core, the GA and the exact reference, plus
# nqga::experiments, the machinery behind the command line and nqga::cli_main).
include(CMakePackageConfigHelpers)

add_library(nqga_all INTERFACE)
add_library(nqga::nqga ALIAS nqga_all)
target_link_libraries(nqga_all INTERFACE nqga_core nqga_experiments)
set_target_properties(nqga_core PROPERTIES EXPORT_NAME core)
set_target_properties(nqga_experiments PROPERTIES EXPORT_NAME experiments)
set_target_properties(nqga_all PROPERTIES EXPORT_NAME nqga)

install(TARGETS nqga_core nqga_experiments nqga_all EXPORT nqgaTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS nqga RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(EXPORT nqgaTargets NAMESPACE nqga:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/nqga)
# What the executable reads at run time, found beside it (plot_scripts.hpp), and the shipped configs.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/plots/ DESTINATION ${CMAKE_INSTALL_DATADIR}/nqga/plots
        FILES_MATCHING PATTERN "*.gp" PATTERN examples EXCLUDE)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/configs/ DESTINATION ${CMAKE_INSTALL_DATADIR}/nqga/configs
        FILES_MATCHING PATTERN "*.yaml")

configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/nqgaConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/nqgaConfig.cmake
                              INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/nqga)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/nqgaConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/nqgaConfig.cmake ${PROJECT_BINARY_DIR}/nqgaConfigVersion.cmake
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/nqga)
