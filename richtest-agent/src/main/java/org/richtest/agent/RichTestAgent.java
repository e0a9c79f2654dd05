package org.richtest.agent;

import java.lang.instrument.Instrumentation;
import org.richtest.agent.internal.AgentOptions;
import org.richtest.agent.internal.ConcurrencyTransformer;
import org.richtest.agent.runtime.Hooks;

/**
 * The RichTest agent: started with {@code -javaagent:richtest-agent.jar[=options]} in a test JVM, it
 * rewrites application classes as they load, so that unmodified code using {@code java.lang.Thread},
 * {@code synchronized}, {@code wait}/{@code notify} and {@code java.util.concurrent} is explored by
 * RichTest; outside an exploration the rewritten code behaves exactly as before. The JDK's own
 * classes are never rewritten.
 *
 * <p>Options, separated by {@code ;}: {@code include=prefix,prefix} rewrites the classes whose names
 * start with a prefix (besides the default: the classes loaded from a directory, such as {@code
 * target/classes}, rather than a jar); {@code exclude=prefix,prefix} leaves them alone; {@code
 * spurious-wakeups} lets an untimed {@code wait} return without a notify, as the JLS allows;
 * {@code verbose} prints each rewritten class on standard error.
 */
public final class RichTestAgent {

  /** The system property the agent sets, so that an exploration knows code was rewritten. */
  public static final String ACTIVE_PROPERTY = "richtest.agent";

  private RichTestAgent() {}

  /** Installs the agent before {@code main}. */
  public static void premain(String arguments, Instrumentation instrumentation) {
    AgentOptions options = AgentOptions.parse(arguments);
    Hooks.configure(options.spuriousWakeups());
    instrumentation.addTransformer(new ConcurrencyTransformer(options), false);
    System.setProperty(ACTIVE_PROPERTY, "active");
  }
}
