/** In-process publish/subscribe: typed, keyed, buffered and async brokers. */
package dev.lilt.pipe;
