package dev.lilt.pipe.nats.internal;

import dev.lilt.pipe.nats.NatsMode;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.spi.PipeCore;
import dev.lilt.pipe.remote.spi.PipeSettings;
import dev.lilt.pipe.remote.spi.Transport;

/** Opens a NATS pipe: the neutral pipe over a core or JetStream transport on one connection. */
public final class NatsEngine {
    private NatsEngine() {
    }

    /**
     * Connects and builds the pipe.
     *
     * @param settings the neutral options
     * @param options the NATS options
     * @return the pipe
     */
    public static DistributedPipe open(PipeSettings settings, NatsOptions options) {
        Subjects subjects = new Subjects(options.subjectPrefix());
        return PipeCore.open(settings, core -> transport(core, options, subjects));
    }

    private static Transport transport(PipeCore core, NatsOptions options, Subjects subjects) {
        NatsLink link = new NatsLink(options, core);
        try {
            return options.mode() == NatsMode.CORE ? new CoreTransport(core, options, subjects, link)
                    : new JetStreamTransport(core, options, subjects, link);
        } catch (RuntimeException | Error e) {
            link.close();
            throw e;
        }
    }
}
