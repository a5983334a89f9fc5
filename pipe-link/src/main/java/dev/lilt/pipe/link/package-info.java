/**
 * The pipe between processes on one machine with no broker: one process listens, the others
 * connect, over TCP on loopback or a Unix domain socket.
 */
package dev.lilt.pipe.link;
