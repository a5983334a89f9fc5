/**
 * A user's module with lilt-motion, lilt-pipe and lilt-pipe-redis on the module path.
 * {@code dev.lilt.pipe.redis} requires {@code dev.lilt.pipe} transitively, and Jackson only
 * statically: a module that uses {@code JsonCodec} requires Jackson itself, so that it is
 * resolved, and opens its message package to it. Lettuce is an automatic module, which requires
 * nothing: the program runs with {@code --add-modules ALL-MODULE-PATH} so that Netty's and SLF4J's
 * modules are resolved (see the pom).
 */
module dev.lilt.samples.modulepath {
    requires dev.lilt.motion;
    requires dev.lilt.pipe.redis;
    requires com.fasterxml.jackson.databind;

    opens dev.lilt.samples.modulepath to com.fasterxml.jackson.databind;
}
