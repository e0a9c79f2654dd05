package org.richtest.distributed;

import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;

/** The names of RichTest's cluster maps and the Hazelcast configuration of a member. */
final class Maps {

  /** The prefix of every map RichTest uses. */
  static final String PREFIX = "richtest.";

  /** The map of submitted explorations: key to {@link Submission}. */
  static final String EXPLORATIONS = PREFIX + "explorations";

  /** The map of what each member did per exploration: run and member to runs and bytes. */
  static final String MEMBERS = PREFIX + "members";

  /** The map of explorations members refused: exploration key and member to the reason. */
  static final String REFUSALS = PREFIX + "refusals";

  /** The member attribute that holds how many threads a member explores on. */
  static final String THREADS = "richtest.threads";

  private Maps() {}

  /**
   * Returns the configuration of a member of {@code cluster}: bound to its host only, found by
   * TCP/IP from its member list (no multicast), every RichTest map with one backup, no phone-home,
   * logging through SLF4J, and a member that vanishes noticed within seconds.
   */
  static Config config(ClusterOptions cluster) {
    Config config = new Config();
    config.setClusterName(cluster.name());
    config.setProperty("hazelcast.phone.home.enabled", "false");
    config.setProperty("hazelcast.logging.type", "slf4j");
    config.setProperty("hazelcast.socket.bind.any", "false");
    config.setProperty("hazelcast.wait.seconds.before.join", "0");
    config.setProperty("hazelcast.heartbeat.interval.seconds", "1");
    config.setProperty("hazelcast.max.no.heartbeat.seconds", "10");
    config.setProperty("hazelcast.partition.count", "31");
    config.setProperty("hazelcast.graceful.shutdown.max.wait", "20");
    config.setProperty("hazelcast.shutdownhook.enabled", "false");
    NetworkConfig network = config.getNetworkConfig();
    network.setPort(cluster.port()).setPortAutoIncrement(true).setPortCount(100);
    network.getInterfaces().setEnabled(true).addInterface(cluster.bind());
    JoinConfig join = network.getJoin();
    join.getMulticastConfig().setEnabled(false);
    join.getAutoDetectionConfig().setEnabled(false);
    join.getTcpIpConfig().setEnabled(true).setConnectionTimeoutSeconds(2);
    for (String member : cluster.members()) {
      join.getTcpIpConfig().addMember(member);
    }
    if (cluster.members().isEmpty()) {
      join.getTcpIpConfig().addMember(cluster.bind());
    }
    config.getMapConfig(PREFIX + "*").setBackupCount(1);
    return config;
  }
}
