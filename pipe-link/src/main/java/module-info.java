/**
 * Lilt Pipe Link: the distributed pipe between JVMs on one machine with no broker, over TCP on
 * loopback or Unix domain sockets. Needs only the JDK and lilt-pipe.
 */
module dev.lilt.pipe.link {
    requires transitive dev.lilt.pipe;

    exports dev.lilt.pipe.link;
}
