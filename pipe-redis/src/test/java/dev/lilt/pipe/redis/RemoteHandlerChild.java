package dev.lilt.pipe.redis;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.testkit.ChildJvm;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * A remote request handler in a JVM of its own: {@code RemoteHandlerChild <uri> <type>} handles
 * string requests of {@code type} and prints {@code READY} once the server has the handler. A
 * request {@code "hang"} prints {@code HANDLING} and never answers (the test kills the JVM then);
 * {@code "fail:<text>"} throws an {@link IllegalArgumentException} with message {@code <text>};
 * anything else is answered with {@code "echo:" + request + " from " + pid}. Runs until killed.
 */
public final class RemoteHandlerChild {
    private RemoteHandlerChild() {
    }

    /**
     * Runs the handler.
     *
     * @param args uri, request type
     * @throws Exception if the pipe cannot be built
     */
    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        DistributedPipe pipe = RedisPipe.builder().uri(args[0]).build();
        long pid = ProcessHandle.current().pid();
        pipe.remoteRequests(args[1], MessageCodec.string(), MessageCodec.string()).handle(request -> {
            if (request.equals("hang")) {
                synchronized (out) {
                    out.println("HANDLING");
                    out.flush();
                }
                Thread.sleep(Long.MAX_VALUE);
            }
            if (request.startsWith("fail:")) {
                throw new IllegalArgumentException(request.substring("fail:".length()));
            }
            return "echo:" + request + " from " + pid;
        }).ready().toCompletableFuture().get(30, TimeUnit.SECONDS);
        synchronized (out) {
            out.println("READY");
            out.flush();
        }
        Thread.sleep(Long.MAX_VALUE);
    }

    /** Starts the handler JVM; its standard output is piped. */
    static Process start(String uri, String type) throws java.io.IOException {
        return ChildJvm.launch(RemoteHandlerChild.class, ProcessBuilder.Redirect.DISCARD, uri, type);
    }
}
