#!/usr/bin/env bash
# A real S3 server for the tests (scripts/test.mjs, docs/decisions/0022): a throwaway single-node
# Ceph cluster (one monitor, one in-memory "memstore" OSD, radosgw with the beast frontend) on
# 127.0.0.1 only. Starts in about 1.5 s; its objects live in RAM and do not survive a stop.
#
#   start-s3.sh DATA_DIR            start from nothing; prints TEST_S3_* lines (KEY=VALUE) on stdout
#   start-s3.sh --stop DATA_DIR     stop the daemons started for DATA_DIR (by their pid files)
#
# Env knobs: S3_PORT (7490), CEPH_MON_PORT (msgr v1 port, v2 = +1; 16890), CEPH_MEM_BYTES (2 GiB).
# Needs Debian's ceph-mon ceph-osd radosgw ceph-common (scripts/lib/debian-tools.mjs installs them).
# Settings that matter: `ms mon client mode = crc secure` (radosgw wants a secure mon connection
# unless crc is allowed, and cephx is off), `tcp_nodelay=1` (else 40 ms stalls on small answers).
set -euo pipefail
STOP=0
if [[ "${1:-}" == "--stop" ]]; then STOP=1; shift; fi
D="${1:?usage: start-s3.sh [--stop] DATA_DIR}"
mkdir -p "$D"; D="$(cd "$D" && pwd)"
S3_PORT="${S3_PORT:-7490}"
MON_PORT="${CEPH_MON_PORT:-16890}"
MON_V2_PORT=$((MON_PORT + 1))
# Fresh keys each start: nothing outside this run knows them.
AK="test$(head -c 8 /dev/urandom | od -An -tx1 | tr -d ' \n')"
SK="$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')"
MEM_BYTES="${CEPH_MEM_BYTES:-2147483648}"
CONF="$D/ceph.conf"

log() { echo "[start-s3] $*" >&2; }
alive() { [[ -s "$1" ]] && kill -0 "$(cat "$1")" 2>/dev/null; }
answers() { curl -fsS -m 2 -o /dev/null "http://127.0.0.1:$S3_PORT/" 2>/dev/null; }

stop_all() {
  local pf pid i any
  rm -f "$D/run/ready"
  for pf in "$D"/run/*.pid; do
    [[ -e "$pf" ]] || continue
    alive "$pf" && kill "$(cat "$pf")" 2>/dev/null || true
  done
  for i in $(seq 1 50); do
    any=0
    for pf in "$D"/run/*.pid; do [[ -e "$pf" ]] && alive "$pf" && any=1; done
    [[ $any == 0 ]] && break
    sleep 0.2
  done
  for pf in "$D"/run/*.pid; do
    [[ -e "$pf" ]] || continue
    if alive "$pf"; then pid="$(cat "$pf")"; log "kill -9 $pid"; kill -9 "$pid" 2>/dev/null || true; fi
    rm -f "$pf"
  done
}

print_env() {
  cat <<OUT
TEST_S3_ENDPOINT=http://127.0.0.1:$S3_PORT
TEST_S3_ACCESS_KEY_ID=$AK
TEST_S3_SECRET_ACCESS_KEY=$SK
OUT
}

if [[ $STOP == 1 ]]; then stop_all; log "stopped daemons of $D"; exit 0; fi

command -v radosgw >/dev/null && command -v ceph-mon >/dev/null && command -v ceph-osd >/dev/null \
  || { log "missing ceph-mon, ceph-osd or radosgw: apt-get install -y ceph-mon ceph-osd radosgw ceph-common"; exit 1; }

# Throwaway: stop leftovers of an earlier start and begin from nothing.
stop_all
rm -rf "$D"/{mon,osd.0,rgw,log,run,keyring,monmap,ceph.conf}
mkdir -p "$D"/{mon,osd.0,rgw,log,run}
FSID="$(cat /proc/sys/kernel/random/uuid)"

cat > "$CONF" <<CONF
[global]
fsid = $FSID
mon host = [v2:127.0.0.1:$MON_V2_PORT,v1:127.0.0.1:$MON_PORT]
public addr = 127.0.0.1
# no cephx; radosgw insists on a 'secure' mon connection unless crc is allowed
auth cluster required = none
auth service required = none
auth client required = none
ms mon client mode = crc secure
ms client mode = crc secure
keyring = $D/keyring
run dir = $D/run
pid file = $D/run/\$name.pid
admin socket = $D/run/\$name.asok
log file = $D/log/\$name.log
log to stderr = false
err to stderr = false
# one OSD, no replication, few PGs
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
mon allow pool size one = true
mon allow pool delete = true
mon warn on pool no redundancy = false
mon max pg per osd = 1000
mon data avail warn = 0
mon data avail crit = 0
# fast map commits: start-up 13 s -> 1.5 s
paxos propose interval = 0.05
paxos min wait = 0.01
mon data = $D/mon/\$name
osd data = $D/\$name
osd objectstore = memstore
memstore device bytes = $MEM_BYTES
[client.rgw.gw]
rgw frontends = beast endpoint=127.0.0.1:$S3_PORT tcp_nodelay=1
rgw data = $D/rgw
rgw thread pool size = 64
# deleted objects' data is freed within ~30 s instead of 2 h (memstore keeps it in RAM)
rgw gc obj min wait = 10
rgw gc processor period = 15
CONF

T0=$(date +%s%N)
el() { local n=$(( ($(date +%s%N) - T0) / 1000000 )); printf "%d.%03d" $((n / 1000)) $((n % 1000)); }

ceph-authtool --create-keyring "$D/keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
ceph-authtool "$D/keyring" --gen-key -n client.admin --cap mon 'allow *' --cap osd 'allow *' \
  --cap mgr 'allow *' --cap mds 'allow *' >/dev/null
monmaptool --create --fsid "$FSID" --addv a "[v2:127.0.0.1:$MON_V2_PORT,v1:127.0.0.1:$MON_PORT]" "$D/monmap" >/dev/null
ceph-mon -c "$CONF" -i a --mkfs --monmap "$D/monmap" --keyring "$D/keyring"
ceph-mon -c "$CONF" -i a
C=(ceph -c "$CONF" --connect-timeout 20)
"${C[@]}" mon stat >/dev/null
log "mon up ($(el)s)"

OSD_UUID="$(cat /proc/sys/kernel/random/uuid)"
OSD_ID="$("${C[@]}" osd new "$OSD_UUID")"
[[ "$OSD_ID" == 0 ]] || { log "unexpected osd id '$OSD_ID'"; exit 1; }
ceph-osd -c "$CONF" -i 0 --mkfs --osd-uuid "$OSD_UUID" >"$D/log/osd-mkfs.log" 2>&1
ceph-osd -c "$CONF" -i 0
up=0
for i in $(seq 1 120); do
  out="$("${C[@]}" osd dump 2>/dev/null || true)"
  if grep -q "^osd.0 up" <<<"$out"; then up=1; break; fi
  sleep 0.25
done
[[ $up == 1 ]] || { log "osd.0 did not come up, see $D/log/osd.0.log"; exit 1; }
log "osd up ($(el)s)"

radosgw -c "$CONF" -n client.rgw.gw
for i in $(seq 1 240); do answers && break; sleep 0.25; done
answers || { log "radosgw not answering on :$S3_PORT, see $D/log/client.rgw.gw.log"; exit 1; }
log "rgw up ($(el)s)"

radosgw-admin -c "$CONF" user create --uid=ci --display-name="CI user" \
  --access-key="$AK" --secret-key="$SK" >/dev/null
touch "$D/run/ready"
log "ready ($(el)s): pids mon=$(cat "$D/run/mon.a.pid") osd=$(cat "$D/run/osd.0.pid") rgw=$(cat "$D/run/client.rgw.gw.pid")"
print_env
