package dev.lilt.pipe.redis;

import dev.lilt.pipe.remote.contract.ContractPipes.PipeSpec;

/** Applies the contract kit's options to a Redis builder. */
final class RedisContracts {
    private RedisContracts() {
    }

    static RedisPipeBuilder configure(RedisPipeBuilder builder, PipeSpec spec) {
        builder.maxMessageBytes(spec.maxMessageBytes());
        if (spec.errorHandler() != null) {
            builder.errorHandler(spec.errorHandler());
        }
        return builder;
    }
}
