/**
 * jcstress tests of the pipe's publication rules: each names the outcomes the pipe's Javadoc
 * forbids as FORBIDDEN, so a run that sees one fails the build.
 */
package dev.lilt.stress.pipe;
