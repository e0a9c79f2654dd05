/**
 * The RichTest agent: explore unmodified code that uses the JDK's concurrency. Attach it with
 * {@code -javaagent:richtest-agent.jar} in the test JVM; see {@link
 * org.richtest.agent.RichTestAgent}.
 */
@NullMarked
package org.richtest.agent;

import org.jspecify.annotations.NullMarked;
