package dev.lilt.motion.internal.diagnostics;

import java.util.Optional;

/**
 * Whether a JDK module that Lilt requires only {@code static} ({@code jdk.jfr},
 * {@code java.management}) can be used at run time.
 */
final class OptionalModules {
    /*
     * Design note. A static requirement is resolved only when something else asks for the module:
     * an application on the class path gets every system module, one on the module path only what
     * its modules require, and a jlink'd runtime may lack the module altogether. Classes that touch
     * such a module's types are loaded only after this check says yes, so the library loads and
     * runs without them. When the module is present but not read (it was resolved for another
     * module), this module adds the read edge to itself, which Module.addReads allows a caller to
     * do for its own module.
     */

    private OptionalModules() {
    }

    /**
     * Whether the module {@code name} is present and readable (made readable if it was not).
     *
     * @param name a module name, e.g. {@code "jdk.jfr"}
     * @return true when its types may be used
     */
    static boolean usable(String name) {
        Module self = OptionalModules.class.getModule();
        ModuleLayer layer = self.getLayer() != null ? self.getLayer() : ModuleLayer.boot();
        Optional<Module> found = layer.findModule(name);
        if (found.isEmpty()) {
            return false;
        }
        if (!self.canRead(found.get())) {
            self.addReads(found.get());
        }
        return true;
    }
}
