/**
 * The RichTest Maven plugin: the goal {@code prepare-agent} ({@link
 * org.richtest.maven.PrepareAgentMojo}) puts the RichTest agent into the test JVM's arguments, as
 * JaCoCo's goal of the same name puts its own.
 */
@NullMarked
package org.richtest.maven;

import org.jspecify.annotations.NullMarked;
