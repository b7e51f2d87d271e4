#!/usr/bin/env bash
# What `npm test` needs beside Node, checked before anything runs: Chromium (browser tests), nginx and
# docker-compose (the deployment test), and PostgreSQL and Redis answering on the machine (integration tests).
# As root on Debian it installs the missing packages and starts the servers; anywhere else it prints the commands
# to run and stops, so a missing tool is one clear message rather than a failure deep inside the suite.
#
# For its own test, the environment may stand in for the machine: TP_PREREQ_UID (the user id), TP_PREREQ_DEBIAN
# (the file that says the system is Debian), TP_PREREQ_CHROMIUM and TP_PREREQ_NGINX (paths),
# TP_PREREQ_DOCKER_COMPOSE (a command name), TP_PREREQ_PG_PORT and TP_PREREQ_REDIS_PORT.
set -euo pipefail

uid=${TP_PREREQ_UID:-$(id -u)}
debian_file=${TP_PREREQ_DEBIAN:-/etc/debian_version}
chromium=${TP_PREREQ_CHROMIUM:-/usr/bin/chromium}
nginx=${TP_PREREQ_NGINX:-/usr/sbin/nginx}
docker_compose=${TP_PREREQ_DOCKER_COMPOSE:-docker-compose}
pg_port=${TP_PREREQ_PG_PORT:-5432}
redis_port=${TP_PREREQ_REDIS_PORT:-6379}

# Debian's package for each tool the tests run (the tests use these exact paths).
missing=()
[ -x "$chromium" ] || missing+=(chromium)
[ -x "$nginx" ] || missing+=(nginx)
command -v "$docker_compose" >/dev/null 2>&1 || missing+=(docker-compose)

# TEST_DATABASE_URL / TEST_REDIS_URL point the tests at servers elsewhere: those are checked, never started here.
pg_answers() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then pg_isready -q -d "$TEST_DATABASE_URL"; else pg_isready -q -h 127.0.0.1 -p "$pg_port"; fi
}
redis_answers() {
  local reply
  if [ -n "${TEST_REDIS_URL:-}" ]; then reply=$(redis-cli -u "$TEST_REDIS_URL" ping 2>/dev/null || true)
  else reply=$(redis-cli -h 127.0.0.1 -p "$redis_port" ping 2>/dev/null || true); fi
  [ "$reply" = PONG ]
}
pg_down=false
redis_down=false
pg_answers >/dev/null 2>&1 || pg_down=true
redis_answers || redis_down=true

# The machine's PostgreSQL cluster and Redis server, started as its notes say (one cluster per installed version).
pg_version=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1 || true)
pg_start=(pg_ctlcluster --skip-systemctl-redirect "${pg_version:-<version>}" main start)
redis_start=(redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save '""' --appendonly no
  --dir /var/lib/redis --logfile /var/log/redis/ci.log)

if [ ${#missing[@]} -eq 0 ] && ! $pg_down && ! $redis_down; then exit 0; fi

can_install=false
[ "$uid" = 0 ] && [ -f "$debian_file" ] && can_install=true

if ! $can_install; then
  {
    echo "npm test needs what is missing below. The test command installs it itself only as root on Debian;"
    if [ -f "$debian_file" ]; then
      echo "here (not root) run these commands, then npm test again:"
      sudo='sudo '
    else
      echo "this is not Debian: run the equivalent of these Debian commands with your system's tools, then npm test again:"
      sudo=''
    fi
    if [ ${#missing[@]} -gt 0 ]; then
      echo "  ${sudo}apt-get update"
      echo "  ${sudo}apt-get install -y ${missing[*]}"
    fi
    if $pg_down; then
      if [ -n "${TEST_DATABASE_URL:-}" ]; then
        echo "  # TEST_DATABASE_URL does not answer: start that PostgreSQL server"
      else
        echo "  ${sudo}${pg_start[*]}"
      fi
    fi
    if $redis_down; then
      if [ -n "${TEST_REDIS_URL:-}" ]; then
        echo "  # TEST_REDIS_URL does not answer: start that Redis server"
      else
        echo "  ${sudo}${redis_start[*]}"
      fi
    fi
    [ ${#missing[@]} -gt 0 ] && echo "Missing: ${missing[*]}."
    $pg_down && echo "PostgreSQL does not answer on ${TEST_DATABASE_URL:-127.0.0.1:$pg_port}."
    $redis_down && echo "Redis does not answer on ${TEST_REDIS_URL:-127.0.0.1:$redis_port}."
    echo "Stopped before running any test."
  } >&2
  exit 1
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "test prerequisites: installing ${missing[*]} (apt-get)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if $pg_down; then
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    echo "test prerequisites: TEST_DATABASE_URL does not answer; start that PostgreSQL server." >&2
    exit 1
  fi
  if [ -z "$pg_version" ]; then
    echo "test prerequisites: PostgreSQL is not installed here (no /etc/postgresql): install and start it, then npm test again." >&2
    exit 1
  fi
  echo "test prerequisites: starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$pg_version" main start
fi
if $redis_down; then
  if [ -n "${TEST_REDIS_URL:-}" ]; then
    echo "test prerequisites: TEST_REDIS_URL does not answer; start that Redis server." >&2
    exit 1
  fi
  echo "test prerequisites: starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
fi

# Installed and started: check once more, giving the servers a few seconds to answer.
for _ in $(seq 1 50); do
  pg_answers >/dev/null 2>&1 && redis_answers && break
  sleep 0.2
done
still=()
[ -x "$chromium" ] || still+=("Chromium at $chromium")
[ -x "$nginx" ] || still+=("nginx at $nginx")
command -v "$docker_compose" >/dev/null 2>&1 || still+=(docker-compose)
pg_answers >/dev/null 2>&1 || still+=("PostgreSQL answering")
redis_answers || still+=("Redis answering")
if [ ${#still[@]} -gt 0 ]; then
  echo "test prerequisites: still missing after installing and starting: ${still[*]}. Stopped before running any test." >&2
  exit 1
fi
