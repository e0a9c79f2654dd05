package org.richtest.agent.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * What the agent rewrites by default: a program and the libraries it runs on, never the JDK,
 * RichTest or the test tools, whose static state (Objenesis' instantiator cache behind Mockito, say)
 * would otherwise belong to the first run that touched it; the longest prefix decides.
 */
class ClassFilterTest {

  @Test
  void defaults_libraryRewrittenTestToolsKeptOut() {
    ClassFilter filter = new ClassFilter(AgentOptions.parse(null));

    assertFalse(filter.excluded("org.apache.commons.pool.impl.GenericObjectPool"));
    assertFalse(filter.excluded("com.acme.Bank"));
    assertTrue(filter.excluded("java.util.HashMap"));
    assertTrue(filter.excluded("org.richtest.sync.concurrent.ReentrantLock"));
    assertTrue(filter.excluded("org.junit.jupiter.api.Test"));
    assertTrue(filter.excluded("org.mockito.Mockito"));
    assertTrue(filter.excluded("org.objenesis.ObjenesisStd"));
    assertTrue(filter.excluded("net.bytebuddy.ByteBuddy"));
  }

  @Test
  void includeAndExclude_longestPrefixDecides() {
    ClassFilter filter = new ClassFilter(
        AgentOptions.parse("include=com.acme.;exclude=com.acme.legacy."));

    assertFalse(filter.excluded("com.acme.Bank"));
    assertTrue(filter.excluded("com.acme.legacy.OldBank"));
    assertEquals("com.acme.legacy.", filter.exclusion("com.acme.legacy.OldBank"));
    assertNull(filter.exclusion("org.mockito.Mockito"), "a tool's exclusion is not the user's");
  }
}
