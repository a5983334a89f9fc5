/**
 * Lilt Pipe: in-process publish/subscribe. Flight Recorder events and the pipe MXBean use
 * {@code jdk.jfr} and {@code java.management} when the application resolves them; the pipe runs
 * without them.
 */
module dev.lilt.pipe {
    requires static jdk.jfr;
    requires static java.management;

    exports dev.lilt.pipe;
}
