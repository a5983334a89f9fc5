package dev.lilt.pipe.internal;

/** Tells whether an optional JDK module ({@code requires static}) can be used at run time. */
final class OptionalModules {
    private OptionalModules() {
    }

    /**
     * True if {@code name} is in the boot layer and this module reads it. On the class path this
     * module is unnamed and reads every module in the layer; as a named module it reads a
     * {@code requires static} module only if the application resolved it (required it, or
     * {@code --add-modules}).
     */
    static boolean readable(String name) {
        return ModuleLayer.boot().findModule(name)
                .map(OptionalModules.class.getModule()::canRead)
                .orElse(false);
    }
}
